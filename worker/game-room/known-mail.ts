// What the room sent a seat, for reading its reply (mail/inbound/own-words.ts): the emails the
// reply names in In-Reply-To/References, or, when it names none we still have, the seat's latest.
import { htmlToText } from '../mail/inbound/html-to-text';
import { type KnownMail, knowMail, type OwnWords, ownWords } from '../mail/inbound/own-words';
import type { SentText } from '../mail/inbound/sent-lines';
import type { OutgoingMessage } from '../mail/message';
import { messageOfRow, type OutboxParts } from '../mail/outbox-row';
import { markForReply } from '../mail/reply-marker';
import type { MailForGame } from './record';
import type { RoomCore } from './room';

// A reply answers one email, but a player may answer an older one or quote a whole thread.
const MOST_NAMED = 8;
const LATEST_WHEN_UNNAMED = 6;

function bare(id: string): string {
  return id.trim().replace(/^<|>$/g, '');
}

function addressOf(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
}

// SQLite picks the rows, so only the few emails read are parsed, however long the game.
const NAMED = `SELECT body, html, text FROM outbox WHERE json_extract(body, '$.to') = ?
  AND json_extract(body, '$.headers."Message-ID"') IN (SELECT value FROM json_each(?))
  ORDER BY created DESC, rowid DESC LIMIT ${MOST_NAMED}`;
const LATEST = `SELECT body, html, text FROM outbox WHERE json_extract(body, '$.to') = ?
  ORDER BY created DESC, rowid DESC LIMIT ${LATEST_WHEN_UNNAMED}`;

function rowsFor(room: RoomCore, seatEmail: string, ids: string[]): OutgoingMessage[] {
  const wanted = JSON.stringify(ids.slice(0, 50).map((id) => `<${bare(id)}>`));
  let rows = room.sql.exec<OutboxParts>(NAMED, seatEmail, wanted).toArray();
  if (rows.length === 0) rows = room.sql.exec<OutboxParts>(LATEST, seatEmail).toArray();
  return rows.map(messageOfRow);
}

/** The emails a seat's reply may quote, as they were sent (marker included), with our names. */
export async function knownMail(
  room: RoomCore,
  seat: number,
  reply: { inReplyTo: string | null; references?: string[] },
): Promise<KnownMail> {
  const record = room.record()!;
  const ids = [reply.inReplyTo, ...(reply.references ?? [])].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  const emails = rowsFor(room, record.seats[seat]!.email, ids).map(markForReply);
  const sent: SentText[] = [];
  for (const email of emails) {
    sent.push({ text: email.text, htmlText: await htmlToText(email.html) });
  }
  const names = new Set<string>([addressOf(room.env.MAIL_FROM)]);
  for (const email of emails) {
    names.add(addressOf(email.replyTo));
    names.add(email.subject);
  }
  return knowMail(sent, [...names]);
}

/** The player's own words in a reply: read against what we sent, then by the patterns. */
export async function readOwnReply(
  room: RoomCore,
  seat: number,
  mail: MailForGame,
): Promise<OwnWords> {
  if (!mail.body || mail.source === 'subject' || mail.source === 'none')
    return { text: mail.text, above: mail.text };
  return ownWords(mail.body, await knownMail(room, seat, mail));
}
