// A short answer to one seat only, in the help email's frame: what happened to their reply.
import { createElement } from 'react';
import { HelpEmail, type HelpSection, helpEmailText } from '../../emails/help-email';
import { renderHtml } from '../../emails/render';
import { envelope, gameTitle } from './envelope';
import type { RoomCore } from './room';

/** `mailKind` makes the outbox id unique, so a redelivered reply is answered once. */
export async function tellSeat(
  room: RoomCore,
  seat: number,
  sections: HelpSection[],
  mailKind: string,
  now: number,
): Promise<void> {
  const record = room.record()!;
  const props = { gameTitle: gameTitle(record, room.kindOf(record)), sections };
  const base = envelope(room.context(record, room.state(), now), seat, mailKind);
  const html = await renderHtml(createElement(HelpEmail, props));
  await room.mail([{ seat, message: { ...base, html, text: helpEmailText(props) } }], now);
}
