// GCG coordinates: `8H` (row first) is an across play, `H8` (column first) a down play.
import type { GcgPosition } from './types';

const ROW_FIRST = /^(\d{1,2})([a-z])$/i;
const COLUMN_FIRST = /^([a-z])(\d{1,2})$/i;

const columnIndex = (letter: string): number => letter.toUpperCase().charCodeAt(0) - 65;
const columnLetter = (col: number): string => String.fromCharCode(65 + col);

/** Parses `8H`, `h8`, `10b`…; bounds are the board's business, checked when the play is replayed. */
export function parsePosition(token: string): GcgPosition | null {
  const across = ROW_FIRST.exec(token);
  if (across) {
    return { row: Number(across[1]) - 1, col: columnIndex(across[2]!), direction: 'across' };
  }
  const down = COLUMN_FIRST.exec(token);
  if (down) {
    return { row: Number(down[2]) - 1, col: columnIndex(down[1]!), direction: 'down' };
  }
  return null;
}

export function formatPosition({ row, col, direction }: GcgPosition): string {
  return direction === 'across'
    ? `${row + 1}${columnLetter(col)}`
    : `${columnLetter(col)}${row + 1}`;
}
