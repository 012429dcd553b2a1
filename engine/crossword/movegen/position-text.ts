// Positions as text: the batch line (board characters row by row, a space, the rack) and CGP, the
// position notation of open-source engines (`15/15/…/15 ABC?/ 0/0 0 lex NWL20;`).
import { fail, ok, type Result } from '../../result';
import type { Board, Square } from '../types';

export interface TextPosition {
  board: Board;
  /** Rack letters, `?` for a blank. */
  rack: string[];
}

export interface CgpPosition extends TextPosition {
  /** The other player's rack when the record shows it. */
  opponentRack: string[];
  scores: number[];
  zeroTurns: number;
  /** Operations such as `lex`: name → value. */
  ops: Record<string, string>;
}

function squareOf(ch: string): Square | undefined {
  if (ch === '.') return null;
  if (/^\p{Lu}$/u.test(ch)) return { letter: ch, blank: false };
  if (/^\p{Ll}$/u.test(ch)) return { letter: ch.toUpperCase(), blank: true };
  return undefined;
}

function rackOf(text: string): Result<string[]> {
  const rack: string[] = [];
  for (const ch of text) {
    if (ch === '?' || /^\p{Lu}$/u.test(ch)) rack.push(ch);
    else if (/^\p{Ll}$/u.test(ch)) rack.push(ch.toUpperCase());
    else
      return fail('bad-rack', `The rack "${text}" has "${ch}": write letters, and ? for a blank.`);
  }
  return ok(rack);
}

/** `size²` board characters (`.` empty, uppercase a tile, lowercase a blank), a space, the rack. */
export function parseBatchLine(line: string, size: number): Result<TextPosition> {
  const chars = [...line];
  if (chars.length < size * size) {
    return fail(
      'short-board',
      `A position needs ${size * size} board characters before the rack, found ${chars.length}.`,
    );
  }
  const squares: Square[] = [];
  for (let i = 0; i < size * size; i++) {
    const square = squareOf(chars[i] as string);
    if (square === undefined) {
      return fail(
        'bad-square',
        `Board character ${i + 1} is "${chars[i]}": use . for empty, capitals for tiles, lowercase for blanks.`,
      );
    }
    squares.push(square);
  }
  const rest = chars
    .slice(size * size)
    .join('')
    .trim()
    .split(/\s+/)[0];
  const rack = rackOf(rest ?? '');
  if (!rack.ok) return rack;
  return ok({ board: { size, squares }, rack: rack.value });
}

/** CGP: rows separated by `/` with digit runs for empty squares, racks `ABC?/DEF`, scores, zero turns, ops. */
export function parseCgp(text: string): Result<CgpPosition> {
  const [boardText, racksText = '/', scoresText = '0/0', zerosText = '0', ...opTokens] = text
    .trim()
    .split(/\s+/);
  if (!boardText) return fail('empty-cgp', 'The CGP position is empty.');
  const rows = boardText.split('/');
  const size = rows.length;
  const squares: Square[] = [];
  for (const [r, row] of rows.entries()) {
    let width = 0;
    for (const match of row.matchAll(/(\d+)|(.)/gu)) {
      if (match[1]) {
        const run = Number(match[1]);
        for (let i = 0; i < run; i++) squares.push(null);
        width += run;
      } else {
        const square = squareOf(match[2] as string);
        if (!square) return fail('bad-square', `Row ${r + 1} of the CGP board has "${match[2]}".`);
        squares.push(square);
        width++;
      }
    }
    if (width !== size) {
      return fail(
        'bad-row',
        `Row ${r + 1} of the CGP board has ${width} squares; a ${size}-row board needs ${size}.`,
      );
    }
  }
  const [mine = '', theirs = ''] = racksText.split('/');
  const rack = rackOf(mine);
  if (!rack.ok) return rack;
  const opponentRack = rackOf(theirs);
  if (!opponentRack.ok) return opponentRack;
  const ops: Record<string, string> = {};
  for (const op of opTokens.join(' ').split(';')) {
    const [name, ...value] = op.trim().split(/\s+/);
    if (name) ops[name] = value.join(' ');
  }
  return ok({
    board: { size, squares },
    rack: rack.value,
    opponentRack: opponentRack.value,
    scores: scoresText.split('/').map(Number),
    zeroTurns: Number(zerosText) || 0,
    ops,
  });
}

/** The batch line for a position (the inverse of parseBatchLine). */
export function formatBatchLine(board: Board, rack: readonly string[]): string {
  const squares = board.squares.map((s) =>
    s === null ? '.' : s.blank ? s.letter.toLowerCase() : s.letter,
  );
  return `${squares.join('')} ${rack.join('')}`;
}
