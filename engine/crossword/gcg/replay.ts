// Turns a recorded tile play into placements on the replayed board, checking only its geometry.
import { fail, ok, type Result } from '../../result';
import { isEmptyBoard, onBoard, squareAt } from '../board';
import type { Board, Coord, Layout, Placement } from '../types';
import { formatPosition } from './position';
import type { GcgTilePlay } from './types';

/**
 * The new tiles of `play`. `.` must stand on a tile already there; a spelled-out letter on an
 * occupied square must match it (records written by Quackle spell played-through letters out).
 */
export function placementsOf(board: Board, play: GcgTilePlay): Result<Placement[]> {
  const { row, col, direction } = play.position;
  const [dr, dc] = direction === 'across' ? [0, 1] : [1, 0];
  const letters = [...play.word];
  const at = formatPosition(play.position);
  const placements: Placement[] = [];
  for (const [i, char] of letters.entries()) {
    const r = row + dr * i;
    const c = col + dc * i;
    if (!onBoard(board, r, c)) {
      return fail('off-board', `${at} ${play.word} runs off the ${board.size}×${board.size} board`);
    }
    const square = squareAt(board, r, c);
    const name = formatPosition({ row: r, col: c, direction });
    if (char === '.') {
      if (!square) {
        return fail(
          'through-empty-square',
          `${at} ${play.word} plays through ${name}, which is empty`,
        );
      }
    } else if (square) {
      if (square.letter !== char.toUpperCase()) {
        return fail(
          'square-taken',
          `${at} ${play.word} puts ${char} on ${name}, which already holds ${square.letter}`,
        );
      }
    } else {
      placements.push({
        row: r,
        col: c,
        letter: char.toUpperCase(),
        blank: char !== char.toUpperCase(),
      });
    }
  }
  if (placements.length === 0) {
    return fail('no-new-tiles', `${at} ${play.word} puts no new tile on the board`);
  }
  const before = squareAt(board, row - dr, col - dc);
  const after = squareAt(board, row + dr * letters.length, col + dc * letters.length);
  if (before || after) {
    return fail('partial-word', `${at} ${play.word} is not the whole word: tiles touch its ends`);
  }
  return ok(placements);
}

/** Connection rules that hold whatever the lexicon: the first play covers the start square, later ones touch a tile. */
export function checkConnection(
  board: Board,
  layout: Layout,
  placements: Placement[],
): Result<true> {
  if (isEmptyBoard(board)) {
    const { row, col } = layout.centre;
    return placements.some((p) => p.row === row && p.col === col)
      ? ok(true)
      : fail(
          'first-play-off-centre',
          `the first play must cover the start square ${name(layout.centre)}`,
        );
  }
  const touches = placements.some(({ row, col }) =>
    [
      [row - 1, col],
      [row + 1, col],
      [row, col - 1],
      [row, col + 1],
    ].some(([r, c]) => squareAt(board, r!, c!) !== null),
  );
  return touches
    ? ok(true)
    : fail('not-connected', 'the play does not touch any tile on the board');
}

const name = (c: Coord): string => formatPosition({ ...c, direction: 'down' });

/** The board with the given squares emptied again (a withdrawn phony's tiles go back). */
export function liftTiles(board: Board, placements: readonly Placement[]): Board {
  const squares = board.squares.slice();
  for (const p of placements) squares[p.row * board.size + p.col] = null;
  return { size: board.size, squares };
}
