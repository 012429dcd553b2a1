// Deterministic ids, so creating twice makes one thing: a game or tournament created with an
// `Idempotency-Key` gets the id derived from that key, and a tournament's pairing always opens
// the same game id (a retry after a crash finds the game it already made).
import { sha256 } from '@noble/hashes/sha2.js';
import { base32 } from '../mail/addresses';

/** A 10-character id in the game-id alphabet, from any text. */
export function idFor(scope: string, key: string): string {
  return base32(sha256(new TextEncoder().encode(`${scope}\u0000${key}`))).slice(0, 10);
}

/** The client's `Idempotency-Key` header (1–200 visible ASCII characters), or null. */
export function idempotencyKey(header: string | undefined): string | null | 'invalid' {
  if (header === undefined) return null;
  const key = header.trim();
  return /^[\x21-\x7e]{1,200}$/.test(key) ? key : 'invalid';
}
