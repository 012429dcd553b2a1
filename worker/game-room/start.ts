// Starting a game: deal from the seed, send everyone the first email (with the deadlines the
// features state, e.g. the clock's) and let the features start their part in the same
// transaction (the clock starts, a robot that moves first is scheduled). Used at creation and
// when the last invitee accepts.
import type { GameEvent } from '../../engine/kind';
import { composeTurnMails } from './compose';
import { seatLinks } from './envelope';
import { firstPreview } from './feature';
import type { GameRecord } from './record';
import type { RoomCore } from './room';

export async function startGame(room: RoomCore, record: GameRecord, now: number): Promise<void> {
  const kind = room.kindOf(record);
  const state = kind.setup(
    record.config,
    record.seats.map((s) => ({ name: s.name })),
    record.seed,
  );
  const invitation: GameEvent = {
    type: 'start',
    text: `A new game of ${kind.title} has started: ${record.seats.map((s) => s.name).join(' v ')}.`,
  };
  // The clock is worked out once, first, and stored with the mail, so the first email states the
  // very deadline the clock holds, as every later turn's email does.
  const clock = await firstPreview(room.features, (f) =>
    f.openingClock?.(room, record, state, now),
  );
  const ctx = {
    env: room.env,
    record,
    kind,
    state,
    turn: 0,
    now,
    threads: room.threads(),
    links: seatLinks(room.env),
    ...(clock ? { deadlines: clock.deadlines, clocks: clock.clocks } : {}),
  };
  const mails = await composeTurnMails(ctx, [invitation], null, null);
  // As after a move: the watchdog alarm is written with the first mail, in its transaction, so
  // an object that dies before delivery still sends it.
  const watchdog = room.transaction(() => {
    room.writeMeta('game', record);
    room.writeMeta('state', state);
    room.writeMeta('turn', 0);
    room.commitMail(mails, now);
    clock?.store();
    for (const feature of room.features) feature.onStart?.(room, record, state, now);
    return room.armWatchdog(now);
  });
  await watchdog;
  await room.deliver(now);
}
