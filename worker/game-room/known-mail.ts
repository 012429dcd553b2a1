// What the room sent a seat, for reading its reply (mail/inbound/own-words.ts): the emails the
// reply names in In-Reply-To/References, or, when it names none we still have, the seat's latest.
// Each email's HTML read as text is kept in its outbox row the first time a reply needs it (most
// never do, sent-html.ts): the next replies in the thread name it again, and reading 40 KB of HTML
// is 1 ms.
import { type KnownMail, type OwnWords, ownWords } from '../mail/inbound/own-words';
import { knownHtml, unreadHtml } from '../mail/inbound/sent-html';
import { bare, knownMailOf, MOST_NAMED, type NamedEmail } from '../mail/inbound/sent-mail';
import { messageOfRow, type OutboxParts } from '../mail/outbox-row';
import { markForReply, markHtml } from '../mail/reply-marker';
import type { MailForGame } from './record';
import type { RoomCore } from './room';

const LATEST_WHEN_UNNAMED = 6;

// SQLite picks the rows, so only the few emails read are parsed, however long the game; the named
// ones it finds through the room's index on Message-ID (schema.ts), not by reading every envelope.
// An email's 40 KB of HTML is read only where the reply could hold it (HTML below): the one email
// it answers, in most replies, and only while its text is not kept.
const COLUMNS = `rowid, body, text, html_text`;
export const NAMED = `SELECT ${COLUMNS} FROM outbox WHERE json_extract(body, '$.to') = ?
  AND json_extract(body, '$.headers."Message-ID"') IN (SELECT value FROM json_each(?))
  ORDER BY created DESC, rowid DESC LIMIT ${MOST_NAMED}`;
const LATEST = `SELECT ${COLUMNS} FROM outbox WHERE json_extract(body, '$.to') = ?
  ORDER BY created DESC, rowid DESC LIMIT ${LATEST_WHEN_UNNAMED}`;
const HTML = 'SELECT html FROM outbox WHERE rowid = ?';

/** An outbox row's values as a reply is read against them, but its HTML (read apart, if at all). */
export type SentRow = Omit<OutboxParts, 'html'> & { html_text: string | null };

type RoomRow = SentRow & { rowid: number };

function rowsFor(room: RoomCore, seatEmail: string, ids: string[]): RoomRow[] {
  const wanted = JSON.stringify(ids.slice(0, 50).map((id) => `<${bare(id)}>`));
  const rows = room.sql.exec<RoomRow>(NAMED, seatEmail, wanted).toArray();
  return rows.length > 0 ? rows : room.sql.exec<RoomRow>(LATEST, seatEmail).toArray();
}

/**
 * A row's email as it was sent (marker included), with its HTML read as text: the row's kept text,
 * or worked out the first time a reply needs it and handed to `keep`. `html` reads the row's HTML
 * (null: it is in the envelope, as in a row written before the parts had columns), only if the
 * reply could hold it. The turn bench reads its mailbox's rows through this too
 * (cli/bench-mailbox.ts).
 */
export function namedEmailOfRow(
  row: SentRow,
  html: () => string | null,
  keep: (htmlText: string) => void,
): NamedEmail {
  const message = markForReply(messageOfRow({ ...row, html: null }));
  const sent = () => {
    const own = html();
    return own === null ? message.html : markHtml(own);
  };
  return {
    message,
    html: row.html_text !== null ? knownHtml(row.html_text) : unreadHtml(sent, keep),
  };
}

/** The emails a seat's reply may quote, as they were sent (marker included), with our names. */
export function knownMail(
  room: RoomCore,
  seat: number,
  reply: { inReplyTo: string | null; references?: string[] },
): KnownMail {
  const record = room.record()!;
  const ids = [reply.inReplyTo, ...(reply.references ?? [])].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  const sent = rowsFor(room, record.seats[seat]!.email, ids).map((row) =>
    namedEmailOfRow(
      row,
      () => room.sql.exec<{ html: string | null }>(HTML, row.rowid).one().html,
      (htmlText) =>
        room.sql.exec('UPDATE outbox SET html_text = ? WHERE rowid = ?', htmlText, row.rowid),
    ),
  );
  return knownMailOf(sent, reply.inReplyTo, room.env.MAIL_FROM);
}

/** The player's own words in a reply: read against what we sent, then by the patterns. */
export function readOwnReply(room: RoomCore, seat: number, mail: MailForGame): OwnWords {
  if (!mail.body || mail.source === 'subject' || mail.source === 'none')
    return { text: mail.text, above: mail.text };
  return ownWords(mail.body, knownMail(room, seat, mail));
}
