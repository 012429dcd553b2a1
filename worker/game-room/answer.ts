// An email to one seat alone, in its thread, that no move caused: the answers to HELP, HISTORY,
// NOTIFY, HINT, ANALYZE (a template of their own), and to BOARD, SUBSCRIBE, VACATION, GAMES (the
// turn email with the board as it stands, headed by what the answer says).
import type { ReactElement } from 'react';
import { renderHtml } from '../../emails/render';
import type { GameEvent } from '../../engine/kind';
import { composeTurnMails } from './compose';
import { envelope } from './envelope';
import type { RoomPort } from './port';

export async function answerSeat(
  room: RoomPort,
  seat: number,
  /** Unique per request (e.g. `help:<request id>`), so a redelivered request is answered once. */
  mailKind: string,
  email: ReactElement,
  text: string,
  now: number,
): Promise<void> {
  const record = room.record()!;
  const base = envelope(room.context(record, room.state(), now), seat, mailKind);
  const html = await renderHtml(email);
  await room.mail([{ seat, message: { ...base, html, text } }], now);
}

/** The board (or parlor game) as it stands, to `seat` alone, with `happened` at its head. */
export async function boardToSeat(
  room: RoomPort,
  seat: number,
  /** Unique per request, as for answerSeat. */
  mailKind: string,
  happened: GameEvent[],
  now: number,
): Promise<void> {
  const record = room.record()!;
  const ctx = room.context(record, room.state(), now);
  await room.mail(
    await composeTurnMails(ctx, happened, null, null, { seats: [seat], mailKind }),
    now,
  );
}
