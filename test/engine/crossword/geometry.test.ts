// Geometry of placements from any source: one line, no gaps, empty squares on the board.
import { describe, expect, it } from 'vitest';
import { emptyBoard, placeTiles } from '../../../engine/crossword/board';
import { checkGeometry } from '../../../engine/crossword/geometry';
import type { Placement } from '../../../engine/crossword/types';

const at = (square: string, letter = 'A'): Placement => ({
  row: Number(square.slice(1)) - 1,
  col: square.charCodeAt(0) - 65,
  letter,
  blank: false,
});

// A board with N on K8, for plays through it.
const board = placeTiles(emptyBoard(15), [at('K8', 'N')]);

describe('checkGeometry', () => {
  it.each([
    ['a row of tiles', ['H8', 'I8', 'J8'], null],
    ['a column of tiles', ['H8', 'H9', 'H10'], null],
    ['a row through a tile on the board', ['I8', 'J8', 'L8'], null],
    ['a single tile', ['H8'], null],
    ['tiles in two rows', ['H8', 'I9'], 'not-in-line'],
    ['a row with an empty square between', ['H8', 'J8'], 'gap-in-play'],
    ['a tile on a taken square', ['K8'], 'square-taken'],
    ['two tiles on one square', ['H8', 'H8'], 'square-taken'],
    ['a tile off the board', ['P8'], 'off-board'],
    ['no tiles', [], 'no-tiles'],
  ])('%s → %s', (_name, squares, code) => {
    const result = checkGeometry(
      board,
      squares.map((s) => at(s)),
    );
    expect(result.ok ? null : result.error.code).toBe(code);
  });
});
