// Normalised mail addresses: the sender who answers a turn and the reply addresses it went to.
import type { Address, Email, Header } from 'postal-mime';

/**
 * Lowercased and trimmed, angle brackets removed. A `+tag` is kept on purpose: a player is the
 * exact address they joined with, and folding tags (or Gmail's dots) is a rule of some providers,
 * not of mail, so it would merge addresses that other providers treat as different people.
 */
export function normaliseAddress(raw: string): string {
  let address = raw.trim();
  // Loops rather than /^<+|>+$/, which backtracks quadratically on a long run of '>'.
  while (address.startsWith('<')) address = address.slice(1);
  while (address.endsWith('>')) address = address.slice(0, -1);
  return address.trim().toLowerCase();
}

function mailboxes(addresses: Address[] | undefined): string[] {
  const found: string[] = [];
  for (const entry of addresses ?? []) {
    const members = entry.group ?? [entry];
    for (const member of members) {
      if (typeof member.address === 'string' && member.address.includes('@')) {
        found.push(normaliseAddress(member.address));
      }
    }
  }
  return found;
}

/** The sender's address and display name; an empty address when there is no usable From. */
export function readSender(email: Email): { from: string; fromName: string | null } {
  const entry = email.from;
  const mailbox = entry?.group ? entry.group[0] : entry;
  const from = mailbox?.address ? normaliseAddress(mailbox.address) : '';
  const name = mailbox?.name?.trim();
  return { from, fromName: name ? name : null };
}

/** To, Cc and every Delivered-To, each once, in that order. */
export function readRecipients(email: Email, headers: Header[]): string[] {
  const delivered = headers
    .filter((header) => header.key === 'delivered-to')
    .flatMap((header) => header.value.split(','))
    .map(normaliseAddress)
    .filter((address) => address.includes('@'));
  return [...new Set([...mailboxes(email.to), ...mailboxes(email.cc), ...delivered])];
}

/** Message ids without angle brackets: `<a@b> <c@d>` → `['a@b', 'c@d']`. */
export function readMessageIds(value: string | undefined): string[] {
  if (!value) return [];
  const bracketed = value.match(/<[^<>\s]+>/g);
  const tokens = bracketed ?? value.split(/[\s,]+/);
  return tokens
    .map((token) => token.replace(/^<|>$/g, '').trim())
    .filter((token) => token.length > 0);
}
