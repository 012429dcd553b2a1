// The shape every InboundReply must have, whatever the input: used by the fuzz tests.
import type { InboundReply } from '../../../worker/mail/inbound/read-reply';

const SOURCES = new Set(['text', 'html', 'subject', 'none']);

function isNormalisedAddress(address: string): boolean {
  return (
    address === address.trim().toLowerCase() && !address.startsWith('<') && !address.endsWith('>')
  );
}

/** The first way `reply` is malformed, or null when it is well formed. */
export function malformation(reply: InboundReply): string | null {
  if (typeof reply !== 'object' || reply === null) return 'not an object';
  for (const key of ['messageId', 'inReplyTo', 'fromName'] as const) {
    const value = reply[key];
    if (value !== null && (typeof value !== 'string' || value === '')) return `${key} is ${value}`;
  }
  if (reply.messageId?.match(/^<|>$/)) return 'messageId keeps its angle brackets';
  if (
    !Array.isArray(reply.references) ||
    reply.references.some((id) => typeof id !== 'string' || id === '')
  ) {
    return 'references is not a list of ids';
  }
  if (typeof reply.from !== 'string' || !isNormalisedAddress(reply.from))
    return `from is ${reply.from}`;
  if (
    !Array.isArray(reply.to) ||
    !reply.to.every((address) => typeof address === 'string' && isNormalisedAddress(address))
  ) {
    return 'to is not a list of normalised addresses';
  }
  if (new Set(reply.to).size !== reply.to.length) return 'to repeats an address';
  if (typeof reply.subject !== 'string') return 'subject is not a string';
  if (reply.autoReply !== null && (typeof reply.autoReply !== 'string' || reply.autoReply === ''))
    return 'autoReply';
  if (typeof reply.text !== 'string' || reply.text !== reply.text.trim())
    return 'text is not trimmed';
  if (!SOURCES.has(reply.source)) return `source is ${reply.source}`;
  if ((reply.source === 'none') !== (reply.text === '')) return 'source and text disagree';
  if (typeof reply.tooLarge !== 'boolean') return 'tooLarge is not a boolean';
  if (reply.tooLarge && reply.source !== 'none') return 'a too large reply was read';
  return null;
}
