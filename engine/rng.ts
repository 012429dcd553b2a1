// A small seeded PRNG (sfc32) whose whole state is four numbers kept in the game state, so moves stay pure.
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** Four unsigned 32-bit words; plain JSON. */
export type RngState = [number, number, number, number];

/** Derive the generator from a seed string: SHA-256 of the seed gives the first four words. */
export function seedRng(seed: string): RngState {
  const digest = sha256(utf8ToBytes(seed));
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const state: RngState = [
    view.getUint32(0),
    view.getUint32(4),
    view.getUint32(8),
    view.getUint32(12),
  ];
  // Warm up so that similar seeds diverge fully (the usual advice for sfc32).
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** The next 32-bit value; advances `state` in place (callers own a copy of the game state). */
export function nextUint32(state: RngState): number {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  state[0] = a >>> 0;
  state[1] = b >>> 0;
  state[2] = c >>> 0;
  state[3] = d >>> 0;
  return t >>> 0;
}

/** A uniform integer in [0, n) without modulo bias. */
export function randomInt(state: RngState, n: number): number {
  if (n <= 0 || !Number.isInteger(n))
    throw new Error(`randomInt needs a positive integer, got ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = nextUint32(state);
    if (x < limit) return x % n;
  }
}

/** Fisher–Yates shuffle in place. */
export function shuffle<T>(state: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(state, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}
