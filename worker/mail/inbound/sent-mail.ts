// The emails we sent that a reply may quote, as the reader takes them (own-words.ts): each one's
// text part and, where the reply can hold it, its HTML part read as text, and the names an
// attribution of ours would carry. The game room (game-room/known-mail.ts) and the turn bench
// (cli/bench-mailbox.ts) both read a reply through knownMailOf.
import type { OutgoingMessage } from '../message';
import { type KnownMail, knowMail } from './own-words';
import type { SentHtml } from './sent-html';

/** A reply answers one email, but a player may answer an older one or quote a whole thread. */
export const MOST_NAMED = 8;

/** One email a reply names, as it went out (reply marker included). */
export interface NamedEmail {
  /** Its envelope and text part; its HTML is `html` (the room reads it out of the row apart). */
  message: OutgoingMessage;
  /**
   * Its HTML part: read as text (the slow part) only where the reply can hold it and a line of
   * the reply could be one of its lines, once an email, and kept by the caller.
   */
  html: SentHtml;
}

/** A Message-ID without its angle brackets, as a reply's headers may give it. */
export function bare(id: string): string {
  return id.trim().replace(/^<|>$/g, '');
}

/**
 * Which of the emails a reply names it may carry the HTML of, as text. A client quotes the email
 * it answers, as it shows it, with that email's own history, and ours quote no email before
 * them: so a reply answering one of ours holds that one's HTML and no other's (the text parts of
 * all of them are still read). A reply answering something else, the player's own earlier reply
 * or a forward, may hold any of them.
 */
function htmlMayBeQuoted(
  emails: readonly NamedEmail[],
  inReplyTo: string | null,
): (email: NamedEmail) => boolean {
  const idOf = (email: NamedEmail) => bare(email.message.headers['Message-ID'] ?? '');
  const answered = inReplyTo === null ? null : bare(inReplyTo);
  if (answered === null || !emails.some((email) => idOf(email) === answered)) return () => true;
  return (email) => idOf(email) === answered;
}

function addressOf(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
}

/**
 * What a reply (answering `inReplyTo`) to these emails may quote: their words, our sending
 * address, their reply addresses and subjects.
 */
export function knownMailOf(
  emails: readonly NamedEmail[],
  inReplyTo: string | null,
  mailFrom: string,
): KnownMail {
  const quotable = htmlMayBeQuoted(emails, inReplyTo);
  const names = new Set<string>([addressOf(mailFrom)]);
  for (const { message } of emails) {
    names.add(addressOf(message.replyTo));
    names.add(message.subject);
  }
  return knowMail(
    emails.map((email) => ({
      text: email.message.text,
      html: quotable(email) ? email.html : undefined,
    })),
    [...names],
  );
}
