// Tile arithmetic for replayed records: rack values, multiset checks and what the bag can hold.
import type { Board } from '../types';

/** Letter → count, with blanks counted under `?`. */
export type TileCounts = Map<string, number>;

export function countTiles(tiles: Iterable<string>): TileCounts {
  const counts: TileCounts = new Map();
  for (const t of tiles) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** The tiles of a rack or GCG tile list: uppercase letters, `?` for a blank. */
export const rackTiles = (text: string): string[] => [...text.toUpperCase()];

/** The tiles on the board, blanks as `?`. */
export function boardTiles(board: Board): string[] {
  return board.squares.flatMap((s) => (s ? [s.blank ? '?' : s.letter] : []));
}

/** Tiles of `part` that `whole` does not have, e.g. missing(['A','B'], ['A']) = ['B']. */
export function missing(part: Iterable<string>, whole: Iterable<string>): string[] {
  const left = countTiles(whole);
  const out: string[] = [];
  for (const t of part) {
    const n = left.get(t) ?? 0;
    if (n > 0) left.set(t, n - 1);
    else out.push(t);
  }
  return out;
}

/** Rack value: blanks score nothing, unknown letters nothing (they are reported elsewhere). */
export function tilesValue(tiles: Iterable<string>, values: Record<string, number>): number {
  let sum = 0;
  for (const t of tiles) sum += t === '?' ? 0 : (values[t] ?? 0);
  return sum;
}
