// Games started by email: the host's NEW creates the game in an "invited" state; every other
// player answers ACCEPT or DECLINE; the last ACCEPT starts the game as if it had been created by
// the API, and a DECLINE cancels it for everyone.
import { createElement } from 'react';
import { HelpEmail, helpEmailText } from '../../emails/help-email';
import { InviteRequestEmail, inviteRequestEmailText } from '../../emails/invite-request-email';
import { renderHtml } from '../../emails/render';
import { invitationAnswer } from '../mail/inbound/lenient';
import { type Composed, envelope, gameTitle } from './envelope';
import type { GameRecord } from './record';
import type { RoomCore } from './room';
import { relayNote } from './service-commands';
import { startGame } from './start';

export interface Invitation {
  accepted: number[];
  declinedBy: number | null;
}

export function invitationOf(room: RoomCore): Invitation | null {
  return room.readMeta<Invitation>('invitation');
}

async function requestMails(room: RoomCore, record: GameRecord, now: number): Promise<Composed[]> {
  const kind = room.kindOf(record);
  const ctx = { env: room.env, record, kind, state: null, turn: 0, now, threads: room.threads() };
  const names = record.seats.map((s) => s.name);
  const out: Composed[] = [];
  for (const [seat] of record.seats.entries()) {
    const props = {
      gameTitle: gameTitle(record, kind),
      host: names[0]!,
      game: kind.title,
      players: names,
      forHost: seat === 0,
    };
    const html = await renderHtml(createElement(InviteRequestEmail, props));
    out.push({
      seat,
      message: { ...envelope(ctx, seat, 'invite'), html, text: inviteRequestEmailText(props) },
    });
  }
  return out;
}

/** Stores the game unstarted and asks everyone but the host to accept. */
export async function inviteGame(room: RoomCore, record: GameRecord, now: number): Promise<void> {
  const mails = await requestMails(room, record, now);
  room.storage.transactionSync(() => {
    room.writeMeta('game', record);
    room.writeMeta('invitation', { accepted: [0], declinedBy: null } satisfies Invitation);
    room.commitMail(mails, now);
  });
  await room.deliver(now);
}

export type InvitationAnswer = 'accepted' | 'started' | 'declined' | 'refused';

/** ACCEPT or DECLINE from `seat`; anything else is refused with how to answer. */
export async function answerInvitation(
  room: RoomCore,
  seat: number,
  text: string,
  inboundId: string,
  now: number,
): Promise<InvitationAnswer> {
  const record = room.record()!;
  const invitation = invitationOf(room)!;
  const answer =
    /^\s*(ACCEPT|DECLINE)\b/im.exec(text)?.[1]?.toUpperCase() ?? invitationAnswer(text);
  if (!answer || invitation.declinedBy !== null) {
    const message =
      invitation.declinedBy !== null
        ? 'This game was cancelled because a player declined.'
        : 'This game has not started yet: reply ACCEPT to play, or DECLINE.';
    await tellSeat(room, record, seat, 'The game has not started', message, inboundId, now);
    return 'refused';
  }
  if (answer === 'DECLINE') {
    room.writeMeta('invitation', { ...invitation, declinedBy: seat } satisfies Invitation);
    const note = `${record.seats[seat]!.name} declined the invitation, so this game is cancelled.`;
    await relayNote(room, seat, note, inboundId, now);
    return 'declined';
  }
  const accepted = [...new Set([...invitation.accepted, seat])].sort();
  room.storage.transactionSync(() => {
    room.writeMeta('invitation', { ...invitation, accepted } satisfies Invitation);
    room.markInbound(inboundId, seat, 'accepted', now);
  });
  if (accepted.length < record.seats.length) return 'accepted';
  await startGame(room, record, now);
  return 'started';
}

/** A short answer to one seat before there is a board to show. */
async function tellSeat(
  room: RoomCore,
  record: GameRecord,
  seat: number,
  title: string,
  message: string,
  inboundId: string,
  now: number,
): Promise<void> {
  const kind = room.kindOf(record);
  const ctx = { env: room.env, record, kind, state: null, turn: 0, now, threads: room.threads() };
  const props = { gameTitle: gameTitle(record, kind), sections: [{ title, lines: [message] }] };
  const html = await renderHtml(createElement(HelpEmail, props));
  const mail = {
    seat,
    message: { ...envelope(ctx, seat, `info:${inboundId}`), html, text: helpEmailText(props) },
  };
  await room.mail([mail], now, { id: inboundId, seat, outcome: 'refused' });
}
