// Games that wait for ACCEPT: the host's NEW (or the web form) creates the game in an "invited"
// state and every other player answers ACCEPT or DECLINE; an operator's game with strangers in it
// waits the same way for the strangers only. The last ACCEPT starts the game as if it had been
// created by the API, and a DECLINE cancels it for everyone. An ACCEPT makes the address known
// (worker/access/consent.ts), so its later games need no invitation.
import { createElement } from 'react';
import { HelpEmail, helpEmailText } from '../../emails/help-email';
import { InviteRequestEmail, inviteRequestEmailText } from '../../emails/invite-request-email';
import { renderHtml } from '../../emails/render';
import { invitationAnswer } from '../mail/inbound/lenient';
import type { InvitationPlan } from '../rpc/game-room';
import { playerStub } from '../rpc/player';
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

async function requestMails(
  room: RoomCore,
  record: GameRecord,
  plan: InvitationPlan,
  now: number,
): Promise<Composed[]> {
  const kind = room.kindOf(record);
  const ctx = { env: room.env, record, kind, state: null, turn: 0, now, threads: room.threads() };
  const names = record.seats.map((s) => s.name);
  const host = plan.hostNote ? names[0]! : (names[plan.accepted[0] ?? -1] ?? 'The organiser');
  const out: Composed[] = [];
  for (const [seat, { robot }] of record.seats.entries()) {
    const asked = !plan.accepted.includes(seat) && !robot;
    if (!asked && !(plan.hostNote && seat === 0)) continue;
    const forHost = plan.hostNote && seat === 0;
    // An invitee sees one name, the host's; the host's own note may list everyone.
    const title = forHost ? gameTitle(record, kind) : `${kind.title} · game ${record.id}`;
    const props = {
      gameTitle: title,
      host,
      game: kind.title,
      players: names,
      forHost,
      ...(forHost ? {} : { others: record.seats.length - 1 }),
      reader: names[seat]!,
    };
    const html = await renderHtml(createElement(InviteRequestEmail, props));
    const base = envelope(ctx, seat, 'invite');
    const subject = forHost
      ? base.subject
      : `${kind.title}: an invitation from ${host} [game ${record.id}]`;
    out.push({
      seat,
      message: { ...base, subject, html, text: inviteRequestEmailText(props) },
    });
  }
  return out;
}

/** Stores the game unstarted and asks every seat not in `plan.accepted` to accept. */
export async function inviteGame(
  room: RoomCore,
  record: GameRecord,
  now: number,
  plan: InvitationPlan = { accepted: [0], hostNote: true },
): Promise<void> {
  const mails = await requestMails(room, record, plan, now);
  const accepted = [...plan.accepted].sort((a, b) => a - b);
  room.storage.transactionSync(() => {
    room.writeMeta('game', record);
    room.writeMeta('invitation', { accepted, declinedBy: null } satisfies Invitation);
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
    // Only those who accepted hear of it: a stranger still invited gets nothing beyond the one
    // invitation.
    await relayNote(room, seat, note, inboundId, now, invitation.accepted);
    return 'declined';
  }
  const accepted = [...new Set([...invitation.accepted, seat])].sort((a, b) => a - b);
  room.storage.transactionSync(() => {
    room.writeMeta('invitation', { ...invitation, accepted } satisfies Invitation);
    room.markInbound(inboundId, seat, 'accepted', now);
  });
  await playerStub(room.env, record.seats[seat]!.email).markKnown();
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
