// Tile tracking: the tiles a seat has not seen — the bag and every other rack — by letter,
// alphabetically, as players track them by hand (and Woogles shows them).
import type { TileSet } from './types';

export interface UnseenTile {
  /** '?' for a blank. */
  letter: string;
  count: number;
}

/**
 * What `seat` cannot see: the bag plus every rack but its own (a spectator, seat null, sees no
 * rack). The bag's order is not revealed, only how many of each letter are left unseen.
 */
export function unseenTiles(
  set: TileSet,
  bag: readonly string[],
  racks: readonly (readonly string[])[],
  seat: number | null,
): UnseenTile[] {
  const counts = new Map<string, number>();
  const add = (letter: string) => counts.set(letter, (counts.get(letter) ?? 0) + 1);
  for (const t of bag) add(t);
  racks.forEach((rack, i) => {
    if (i !== seat) for (const t of rack) add(t);
  });
  // Alphabetical (code-unit order puts Spanish CH after C and Ñ after Z), blanks last.
  const letters = Object.keys(set.counts).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return [...letters, '?']
    .filter((letter) => counts.has(letter))
    .map((letter) => ({ letter, count: counts.get(letter) ?? 0 }));
}
