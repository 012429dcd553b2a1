// A near-full Scribble board made for the no-word-left tests (engine and by email), for the `test`
// lexicon: Q on every square except, for each listed row, a pocket at its right edge — `.ZA.` in
// columns L–O with the squares above and below O empty. A letter beside any run of Qs makes a
// non-word, so the only word left in each pocket is ZAP (the lexicon's one ZA- word), P on the O
// square, written `[row,13] H ZAP`. With rows = [8]: 221 tiles and one play, on a triple word (42).
import type { Board, Tile } from '../../../engine/crossword/types';

export function pocketBoard(rows: readonly number[], size = 15): Board {
  const pocket = new Map<number, string | null>();
  for (const row of rows.map((r) => r - 1)) {
    pocket.set(row * size + size - 4, null);
    pocket.set(row * size + size - 3, 'Z');
    pocket.set(row * size + size - 2, 'A');
    for (const r of [row - 1, row, row + 1]) pocket.set(r * size + size - 1, null);
  }
  const squares = Array.from({ length: size * size }, (_, sq): Tile | null => {
    const letter = pocket.has(sq) ? pocket.get(sq) : 'Q';
    return letter ? { letter, blank: false } : null;
  });
  return { size, squares };
}

/** The square of a pocket's last free letter (O on that row), to fill it as if ZAP were played. */
export function pocketEnd(row: number, size = 15): number {
  return (row - 1) * size + size - 1;
}
