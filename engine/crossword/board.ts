// Board geometry: creating, reading and writing squares, and coordinate names like H8.
import type { Board, Coord, Placement, Square } from './types';

export function emptyBoard(size: number): Board {
  return { size, squares: Array.from({ length: size * size }, () => null) };
}

export function onBoard(board: { size: number }, row: number, col: number): boolean {
  return row >= 0 && col >= 0 && row < board.size && col < board.size;
}

export function squareAt(board: Board, row: number, col: number): Square {
  if (!onBoard(board, row, col)) return null;
  return board.squares[row * board.size + col] ?? null;
}

export function isEmptyBoard(board: Board): boolean {
  return board.squares.every((s) => s === null);
}

/** A new board with the placements put down (the old board is untouched). */
export function placeTiles(board: Board, placements: readonly Placement[]): Board {
  const squares = board.squares.slice();
  for (const p of placements) {
    squares[p.row * board.size + p.col] = { letter: p.letter, blank: p.blank };
  }
  return { size: board.size, squares };
}

/** Column letters A, B, … (21 columns reach U). */
export function columnName(col: number): string {
  return String.fromCharCode(65 + col);
}

/** `H8`: column letter then 1-based row number. */
export function coordName(c: Coord): string {
  return `${columnName(c.col)}${c.row + 1}`;
}
