// Reads one inbound reply: who sent it, which thread it answers, whether a machine wrote it,
// and only the text the player newly wrote.
import PostalMime, { type Email, type Header } from 'postal-mime';
import { normaliseAddress, readMessageIds, readRecipients, readSender } from './addresses';
import { detectAutoReply } from './auto-reply';
import { decodeFlowed } from './flowed';
import { holdFlowed } from './flowed-part';
import { htmlToText } from './html-to-text';
import { headerBlock, type RawReply, readRaw } from './raw-bytes';
import { redeclareBoundary } from './recover-boundary';
import { stripHistory } from './strip-quotes';
import { subjectCommand } from './subject';

export interface InboundReply {
  /** Message-ID without angle brackets. */
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  /** Lowercased, trimmed sender address; `+tags` kept (see normaliseAddress). '' if none. */
  from: string;
  fromName: string | null;
  /** To, Cc and Delivered-To addresses, normalised like `from`, each once. */
  to: string[];
  subject: string;
  /** Why the mail is automatic (out-of-office, bounce, receipt, list), else null. */
  autoReply: string | null;
  /** Only what the player newly wrote: quoted history and signatures removed. */
  text: string;
  /** The whole decoded body, history included, for a reader that knows what we sent. */
  body: string;
  source: 'text' | 'html' | 'subject' | 'none';
  /** Raw size over the limit: only headers were read; refuse without looking further. */
  tooLarge: boolean;
}

export const DEFAULT_MAX_BYTES = 256 * 1024;
// Generous for any real subject; bounds the work the subject regexes can be made to do.
const LONGEST_SUBJECT = 1000;
// postal-mime's own limits, tightened: replies are flat, and headers this big are hostile.
const PARSER_OPTIONS = {
  maxNestingDepth: 32,
  maxHeadersSize: 128 * 1024,
  maxRfc822NestingDepth: 2,
};

function describe(email: Email, tooLarge: boolean): InboundReply {
  const headers: Header[] = email.headers ?? [];
  const { from, fromName } = readSender(email);
  const subject = (email.subject ?? '').replace(/\s+/g, ' ').trim();
  return {
    messageId: readMessageIds(email.messageId)[0] ?? null,
    inReplyTo: readMessageIds(email.inReplyTo)[0] ?? null,
    references: readMessageIds(email.references),
    from,
    fromName,
    to: readRecipients(email, headers),
    subject,
    autoReply: detectAutoReply(headers, from, subject),
    text: '',
    body: '',
    source: 'none',
    tooLarge,
  };
}

function emptyReply(tooLarge: boolean): InboundReply {
  return {
    messageId: null,
    inReplyTo: null,
    references: [],
    from: '',
    fromName: null,
    to: [],
    subject: '',
    autoReply: null,
    text: '',
    body: '',
    source: 'none',
    tooLarge,
  };
}

async function parseHeadersOnly(raw: RawReply): Promise<InboundReply> {
  try {
    return describe(await PostalMime.parse(headerBlock(raw.bytes), PARSER_OPTIONS), raw.tooLarge);
  } catch {
    return emptyReply(raw.tooLarge);
  }
}

async function newText(email: Email): Promise<Pick<InboundReply, 'text' | 'body' | 'source'>> {
  if (email.text !== undefined && email.text.trim() !== '') {
    return { text: stripHistory(email.text), body: email.text, source: 'text' };
  }
  if (email.html !== undefined && email.html.trim() !== '') {
    const body = await htmlToText(email.html);
    return { text: stripHistory(body), body, source: 'html' };
  }
  return { text: '', body: '', source: 'none' };
}

async function parseRepairing(bytes: Uint8Array): Promise<Email> {
  const email = await PostalMime.parse(bytes, PARSER_OPTIONS);
  if (email.text !== undefined || email.html !== undefined) return email;
  const repaired = redeclareBoundary(bytes);
  return repaired ? PostalMime.parse(repaired, PARSER_OPTIONS) : email;
}

// format=flowed is decoded by flowed.ts, not postal-mime, which joins across quote depths.
async function parseUnflowing(bytes: Uint8Array): Promise<Email> {
  const flowed = holdFlowed(bytes);
  const email = await parseRepairing(flowed?.bytes ?? bytes);
  if (flowed && email.text !== undefined) email.text = decodeFlowed(email.text, flowed.delSp);
  return email;
}

/**
 * Parses a raw RFC 5322 message. Never throws: garbled input gives a reply with empty fields,
 * and a message over `maxBytes` (default 256 KB) is only read as far as its headers.
 */
export async function readReply(
  raw: ArrayBuffer | Uint8Array | string | ReadableStream,
  options: { maxBytes?: number } = {},
): Promise<InboundReply> {
  let bytes: RawReply;
  try {
    bytes = await readRaw(raw, options.maxBytes ?? DEFAULT_MAX_BYTES);
  } catch {
    return emptyReply(false);
  }
  if (bytes.tooLarge) return parseHeadersOnly(bytes);
  let email: Email;
  try {
    email = await parseUnflowing(bytes.bytes);
  } catch {
    return parseHeadersOnly(bytes);
  }
  const reply = describe(email, false);
  try {
    Object.assign(reply, await newText(email));
  } catch {
    // A body we cannot render is a body with no command; the subject may still hold one.
  }
  if (reply.text === '') {
    const command = subjectCommand(reply.subject.slice(0, LONGEST_SUBJECT));
    if (command !== '') Object.assign(reply, { text: command, source: 'subject' });
    else reply.source = 'none';
  }
  return reply;
}

export { normaliseAddress };
