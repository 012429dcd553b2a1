// Placement geometry for placements from any source (notation, GCG, a move generator): on the
// board, on empty squares, in one line, and without gaps.
import { fail, ok, type Result } from '../result';
import { coordName, onBoard, squareAt } from './board';
import type { Board, Placement } from './types';

export function checkGeometry(board: Board, placements: readonly Placement[]): Result<true> {
  const first = placements[0];
  if (!first)
    return fail('no-tiles', 'Your play puts down no tiles. Write at least one new letter.');
  const seen = new Set<number>();
  for (const p of placements) {
    if (!onBoard(board, p.row, p.col))
      return fail(
        'off-board',
        'Your word runs off the board. Start it elsewhere, or play it the other way.',
      );
    const there = squareAt(board, p.row, p.col);
    if (there)
      return fail(
        'square-taken',
        `${coordName(p)} is taken by ${there.letter} — leave that letter out, or write it as part of the whole word.`,
      );
    const key = p.row * board.size + p.col;
    if (seen.has(key)) return fail('square-taken', `Your play puts two tiles on ${coordName(p)}.`);
    seen.add(key);
  }
  const across = placements.every((p) => p.row === first.row);
  const down = placements.every((p) => p.col === first.col);
  if (!across && !down)
    return fail(
      'not-in-line',
      'All the tiles of a play go in one row or one column. Play one word at a time.',
    );
  const line = placements.map((p) => (across ? p.col : p.row));
  const [lo, hi] = [Math.min(...line), Math.max(...line)];
  for (let i = lo; i <= hi; i++) {
    const [row, col] = across ? [first.row, i] : [i, first.col];
    if (!seen.has(row * board.size + col) && !squareAt(board, row, col))
      return fail(
        'gap-in-play',
        `Your tiles leave ${coordName({ row, col })} empty in the middle of the word. Fill it or move the word.`,
      );
  }
  return ok(true);
}
