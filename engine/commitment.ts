// The provably fair bag: a SHA-256 commitment to the seed is shown at setup, the seed at the end.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { seedRng, shuffle } from './rng';

/** Hex SHA-256 of the seed. Shown from the first move; it binds the game to its shuffled bag. */
export function commitTo(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(`wordmail-commitment:${seed}`)));
}

/** Whether a revealed seed matches the commitment shown at setup. */
export function verifyCommitment(seed: string, commitment: string): boolean {
  return commitTo(seed) === commitment.trim().toLowerCase();
}

/**
 * The bag order a seed produces from the given tiles (in the tile set's canonical order):
 * the same shuffle setup() performs first, so anyone with the revealed seed can re-derive it.
 */
export function deriveBagOrder(tiles: readonly string[], seed: string): string[] {
  return shuffle(seedRng(seed), tiles.slice());
}
