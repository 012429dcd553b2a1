// The emails we sent that a reply may quote, as the reader takes them (own-words.ts): each one's
// text part and its HTML part read as text, and the names an attribution of ours would carry.
import type { OutgoingMessage } from '../message';
import { type KnownMail, knowMail } from './own-words';

/** One email as it went out (reply marker included), with its HTML part read as text. */
export interface SentEmail {
  message: OutgoingMessage;
  /**
   * sentHtmlText of its HTML: the slow part, worked out once an email and kept by the caller;
   * left out where the reply cannot hold it (htmlMayBeQuoted).
   */
  htmlText?: string;
}

/** A Message-ID without its angle brackets, as a reply's headers may give it. */
export function bare(id: string): string {
  return id.trim().replace(/^<|>$/g, '');
}

/**
 * Which of the emails a reply names (by Message-ID) it may carry the HTML of, as text. A client
 * quotes the email it answers, as it shows it, with that email's own history, and ours quote no
 * email before them: so a reply answering one of ours holds that one's HTML and no other's (the
 * text parts of all of them are still read). A reply answering something else, the player's own
 * earlier reply or a forward, may hold any of them.
 */
export function htmlMayBeQuoted(
  ids: readonly string[],
  inReplyTo: string | null,
): (id: string) => boolean {
  const answered = inReplyTo === null ? null : bare(inReplyTo);
  if (answered === null || !ids.some((id) => bare(id) === answered)) return () => true;
  return (id) => bare(id) === answered;
}

function addressOf(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
}

/** What a reply to these emails may quote: their words, our sending address, their reply addresses and subjects. */
export function knownMailOf(emails: readonly SentEmail[], mailFrom: string): KnownMail {
  const names = new Set<string>([addressOf(mailFrom)]);
  for (const { message } of emails) {
    names.add(addressOf(message.replyTo));
    names.add(message.subject);
  }
  return knowMail(
    emails.map(({ message, htmlText }) => ({ text: message.text, htmlText })),
    [...names],
  );
}
