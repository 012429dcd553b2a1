// An email to one seat alone, in its thread, that no move caused: the answers to HELP, HISTORY,
// NOTIFY, HINT, ANALYZE. The caller gives the rendered template's element and its text.
import type { ReactElement } from 'react';
import { renderHtml } from '../../emails/render';
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
