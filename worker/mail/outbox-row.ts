// One outgoing email as an outbox row stores it, and back: the envelope (addresses, subject,
// headers, attachments) as JSON in `body`, the HTML and text parts as values of their own, so
// writing a turn's emails does not escape every quote of their 175 KB of HTML into JSON first.
import type { OutgoingMessage } from './message';

/** The outbox row's values for one message (`html`/`text` null: the part is in `body`). */
export type OutboxParts = {
  body: string;
  html: string | null;
  text: string | null;
};

// ES2024 (workerd and Node 20+ have it; the project's lib stops at ES2023).
type Checkable = string & { isWellFormed(): boolean };

/**
 * A part goes in its own value when SQLite keeps it as it is: TEXT is UTF-8, where a lone
 * surrogate (possible in a name given through the API) would come back as U+FFFD, so such a
 * part stays in the JSON, which escapes it and gives back the same string.
 */
function ownValue(part: string): string | null {
  return (part as Checkable).isWellFormed() ? part : null;
}

export function outboxParts(message: OutgoingMessage): OutboxParts {
  const html = ownValue(message.html);
  const text = ownValue(message.text);
  // The parts' keys stay in the envelope, emptied, so the message read back has its keys in the
  // order it was written with (the local mailbox's JSON shows them so).
  const body = JSON.stringify({
    ...message,
    html: html === null ? message.html : '',
    text: text === null ? message.text : '',
  });
  return { body, html, text };
}

/** The message a row holds; a row written before the parts had columns has them in `body`. */
export function messageOfRow(row: OutboxParts): OutgoingMessage {
  const message = JSON.parse(row.body) as OutgoingMessage;
  if (row.html !== null) message.html = row.html;
  if (row.text !== null) message.text = row.text;
  return message;
}

/**
 * Adds the parts' columns to an outbox table made before they existed (none: a no-op): `html` and
 * `text`, and `html_text`, the HTML part read as text, kept the first time a reply is read
 * against the email (game-room/known-mail.ts).
 */
export function addPartColumns(sql: SqlStorage): void {
  const columns = new Set(
    sql
      .exec<{ name: string }>("SELECT name FROM pragma_table_info('outbox')")
      .toArray()
      .map((c) => c.name),
  );
  for (const column of ['html', 'text', 'html_text'])
    if (!columns.has(column)) sql.exec(`ALTER TABLE outbox ADD COLUMN ${column} TEXT`);
}
