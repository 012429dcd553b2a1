// A recorded tile play as placements on the replayed board, located by the engine's own play code.
import { fail, ok, type Result } from '../../result';
import { onBoard, squareAt } from '../board';
import type { CrosswordCommand, WrittenTile } from '../command';
import { locate } from '../play';
import type { Board, Placement } from '../types';
import { formatPosition } from './position';
import { splitTiles } from './tile-text';
import type { GcgTilePlay } from './types';

/** GCG tiles: uppercase a tile (`[CH]` one tile), lowercase always a blank, `.` a tile on the board. */
function writtenTiles(tiles: readonly string[]): WrittenTile[] {
  return tiles.map((ch) =>
    ch === '.'
      ? { letter: '', blank: null, through: true }
      : { letter: ch.toUpperCase(), blank: ch === ch.toUpperCase() ? null : true, through: false },
  );
}

/**
 * The new tiles of `play`. A spelled-out letter on an occupied square must match it (Quackle
 * spells played-through letters out); `.` must stand on a tile.
 */
export function placementsOf(board: Board, play: GcgTilePlay): Result<Placement[]> {
  const { row, col, direction } = play.position;
  const written = splitTiles(play.word) ?? [...play.word];
  const command: Extract<CrosswordCommand, { type: 'play' }> = {
    type: 'play',
    row,
    col,
    direction,
    tiles: writtenTiles(written),
    style: 'gcg',
  };
  const [dr, dc] = direction === 'across' ? [0, 1] : [1, 0];
  // In GCG a `.` stands for a tile already there: on an empty square the record is wrong.
  const gap = written.findIndex(
    (ch, i) =>
      ch === '.' &&
      onBoard(board, row + dr * i, col + dc * i) &&
      !squareAt(board, row + dr * i, col + dc * i),
  );
  if (gap >= 0) {
    const square = formatPosition({ row: row + dr * gap, col: col + dc * gap, direction: 'down' });
    return fail(
      'through-empty-square',
      `${square} is marked as played through (.), but it is empty`,
    );
  }
  const spots = locate(board, command, 'whole');
  if (!spots.ok) return spots;
  if (spots.value.length === 0) {
    return fail('no-new-tiles', 'it puts no new tile on the board');
  }
  // The record must name the whole word, or its score would be of a different word.
  const length = command.tiles.length;
  if (
    squareAt(board, row - dr, col - dc) ||
    squareAt(board, row + dr * length, col + dc * length)
  ) {
    return fail('partial-word', 'it is not the whole word: tiles on the board touch its ends');
  }
  return ok(
    spots.value.map((s) => ({
      row: s.row,
      col: s.col,
      letter: s.tile.letter,
      blank: s.tile.blank === true,
    })),
  );
}

/** The board with the given squares emptied again (a withdrawn phony's tiles go back). */
export function liftTiles(board: Board, placements: readonly Placement[]): Board {
  const squares = board.squares.slice();
  for (const p of placements) squares[p.row * board.size + p.col] = null;
  return { size: board.size, squares };
}
