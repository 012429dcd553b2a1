// Tile arithmetic for replayed records: GCG tile lists, the board's tiles, multiset differences.
import type { Board } from '../types';
import { splitTiles } from './tile-text';

/** The tiles of a rack or GCG tile list: uppercase letters (`[CH]` one tile), `?` for a blank. */
export const rackTiles = (text: string): string[] =>
  (splitTiles(text) ?? [...text]).map((t) => t.toUpperCase());

/** The tiles on the board, blanks as `?`. */
export function boardTiles(board: Board): string[] {
  return board.squares.flatMap((s) => (s ? [s.blank ? '?' : s.letter] : []));
}

/** Tiles of `part` that `whole` does not have, e.g. missing(['A','B'], ['A']) = ['B']. */
export function missing(part: Iterable<string>, whole: Iterable<string>): string[] {
  const left = new Map<string, number>();
  for (const t of whole) left.set(t, (left.get(t) ?? 0) + 1);
  const out: string[] = [];
  for (const t of part) {
    const n = left.get(t) ?? 0;
    if (n > 0) left.set(t, n - 1);
    else out.push(t);
  }
  return out;
}
