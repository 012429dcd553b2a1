// One outgoing email as the outbox stores it and a provider sends it.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

export interface Attachment {
  filename: string;
  /** UTF-8 text content (GCG records are text). */
  content: string;
  contentType: string;
}

export interface OutgoingMessage {
  /**
   * Stable per message: the outbox row's key. It may hold raw inbound data (a Message-ID, an
   * address), so the provider never sees it: it gets idempotencyKey(id) instead.
   */
  id: string;
  to: string;
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** Message-ID, In-Reply-To, References, List-Unsubscribe, … */
  headers: Record<string, string>;
  attachments?: Attachment[];
}

export interface DeliveredMessage extends OutgoingMessage {
  sentAt: string;
}

/**
 * What the outbox does after a refused send: `retry` with backoff (network, timeout, 429, 5xx),
 * `hold` every message until the provider takes them again (401/403: the account, not the
 * message, is at fault), or `fail` this one message for good (it can never be accepted).
 */
export type Verdict = 'retry' | 'hold' | 'fail';

export type SendOutcome =
  | { ok: true; providerId: string }
  | { ok: false; verdict: Verdict; status: number | null; error: string };

/**
 * The provider's idempotency key for a message: 67 ASCII characters however long or non-ASCII
 * the id (Resend takes 1–256), and the same on every retry, since the id is.
 */
export function idempotencyKey(id: string): string {
  return `wm-${bytesToHex(sha256(new TextEncoder().encode(id)))}`;
}
