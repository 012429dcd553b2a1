// WATCH by email, confirmed: a request to watch-<game>@ gets one confirmation of fixed text (at
// most one per address per game a day) whose reply address carries a random code; only a reply to
// it from the same address starts the spectator mails. UNWATCH stops them at once.
import type { RoomPort } from '../game-room/port';
import { WATCH_CONFIRMATION_MS } from '../limits/mail-limits';
import { randomToken } from '../mail/addresses';
import type { OutgoingMessage } from '../mail/message';
import type { WatchMailRequest, WatchOutcome } from '../rpc/game-room';
import { spectatorMail, type Watcher, watchConfirmAddress, watchersOf } from './watchers';

interface PendingWatch extends Watcher {
  code: string;
  at: number;
}

const CONFIRM_TEXT =
  'Someone asked, from this address, to receive the public board of this game after every turn. To confirm, reply to this email with the word WATCH. If it was not you, ignore this email: nothing more will be sent.';

function pendingOf(room: RoomPort): PendingWatch[] {
  return room.readMeta<PendingWatch[]>('watch-pending') ?? [];
}

function confirmation(room: RoomPort, to: string, code: string): OutgoingMessage {
  const record = room.record()!;
  const domain = room.env.MAIL_DOMAIN;
  return {
    id: `${record.id}:watch-confirm:${code}`,
    to,
    from: room.env.MAIL_FROM,
    replyTo: watchConfirmAddress(domain, record.id, code),
    subject: `Confirm: watch game ${record.id}`,
    text: `${CONFIRM_TEXT}\n`,
    html: `<p>${CONFIRM_TEXT}</p>`,
    headers: {
      'Message-ID': `<wc.${record.id}.${randomToken(6)}@${domain}>`,
      'Auto-Submitted': 'auto-replied',
    },
  };
}

/** WATCH, its confirmation, or UNWATCH, from a proven sender. Returns what happened. */
export async function watchRequest(
  room: RoomPort,
  request: WatchMailRequest,
  now: number,
): Promise<WatchOutcome> {
  const record = room.record();
  if (!record || room.state() === null) return 'unknown-game';
  if (room.kindOf(record).family !== 'crossword') return 'not-watchable';
  const inboundId = request.messageId ?? `watch:${request.email}:${now}`;
  if (room.seenInbound(inboundId)) return 'duplicate';
  const watchers = watchersOf(room);
  const pending = pendingOf(room).filter((p) => now - p.at < WATCH_CONFIRMATION_MS);
  const commit = (outcome: WatchOutcome, changes: () => void, mail?: OutgoingMessage) => {
    room.transaction(() => {
      changes();
      room.markInbound(inboundId, null, outcome, now);
      if (mail) room.enqueue([mail], now);
    });
    return outcome;
  };
  if (/^\s*(UNWATCH|STOP)\b/im.test(request.text)) {
    return commit('unwatched', () => {
      room.writeMeta(
        'watchers',
        watchers.filter((w) => w.email !== request.email),
      );
      room.writeMeta(
        'watch-pending',
        pending.filter((p) => p.email !== request.email),
      );
    });
  }
  if (!/^\s*(WATCH|YES)\b/im.test(request.text)) return commit('no-command', () => {});
  if (watchers.some((w) => w.email === request.email)) return commit('already-watching', () => {});
  if (request.code === null) {
    if (pending.some((p) => p.email === request.email))
      return commit('confirmation-pending', () => {});
    const entry = { email: request.email, name: request.name, code: randomToken(16), at: now };
    const outcome = commit(
      'confirmation-sent',
      () => room.writeMeta('watch-pending', [...pending, entry]),
      confirmation(room, request.email, entry.code),
    );
    await room.deliver(now);
    return outcome;
  }
  const asked = pending.find((p) => p.email === request.email && p.code === request.code);
  if (!asked) return commit('unknown-confirmation', () => {});
  const watcher = { email: asked.email, name: asked.name };
  const welcome = await spectatorMail(
    room,
    watcher,
    'You are watching this game',
    ['Here is the board as it stands.'],
    inboundId,
  );
  const outcome = commit(
    'watching',
    () => {
      room.writeMeta('watchers', [...watchers, watcher]);
      room.writeMeta(
        'watch-pending',
        pending.filter((p) => p !== asked),
      );
    },
    { ...welcome, headers: { ...welcome.headers, 'Auto-Submitted': 'auto-replied' } },
  );
  await room.deliver(now);
  return outcome;
}
