// The emails we sent that a reply may quote, as the reader takes them (own-words.ts): each one's
// text part and its HTML part read as text, and the names an attribution of ours would carry.
import type { OutgoingMessage } from '../message';
import { type KnownMail, knowMail } from './own-words';

/** One email as it went out (reply marker included), with its HTML part read as text. */
export interface SentEmail {
  message: OutgoingMessage;
  /** sentHtmlText of its HTML: the slow part, worked out once an email and kept by the caller. */
  htmlText: string;
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
