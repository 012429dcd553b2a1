// A short answer to one seat only, in the help email's frame: what happened to their reply.
import { createElement } from 'react';
import { HelpEmail, type HelpSection, helpEmailText } from '../../emails/help-email';
import { answerSeat } from './answer';
import { gameTitle } from './envelope';
import type { RoomPort } from './port';

/** `mailKind` makes the outbox id unique, so a redelivered reply is answered once. */
export async function tellSeat(
  room: RoomPort,
  seat: number,
  sections: HelpSection[],
  mailKind: string,
  now: number,
): Promise<void> {
  const record = room.record()!;
  const props = { gameTitle: gameTitle(record, room.kindOf(record)), sections };
  await answerSeat(
    room,
    seat,
    mailKind,
    createElement(HelpEmail, props),
    helpEmailText(props),
    now,
  );
}
