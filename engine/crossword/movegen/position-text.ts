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
  if (!hasCodePoints(line, size * size)) {
    return fail(
      'short-board',
      `A position needs ${size * size} board characters before the rack, found ${[...line].length}.`,
    );
  }
  const squares: Square[] = [];
  // Read by code point in place (spreading the line into characters allocated an array of them
  // per position); ASCII squares without a regular expression.
  let at = 0;
  for (let i = 0; i < size * size; i++) {
    const code = line.codePointAt(at)!;
    const ch = code < 0x80 ? line[at]! : String.fromCodePoint(code);
    at += code > 0xffff ? 2 : 1;
    const square = code < 0x80 ? asciiSquareOf(code, ch) : squareOf(ch);
    if (square === undefined) {
      return fail(
        'bad-square',
        `Board character ${i + 1} is "${ch}": use . for empty, capitals for tiles, lowercase for blanks.`,
      );
    }
    squares.push(square);
  }
  const rest = line.slice(at).trim().split(/\s+/)[0];
  const rack = rackOf(rest ?? '');
  if (!rack.ok) return rack;
  return ok({ board: { size, squares }, rack: rack.value });
}

/** Whether `text` holds at least `count` code points, counted without spreading it. */
function hasCodePoints(text: string, count: number): boolean {
  let points = 0;
  for (let at = 0; at < text.length && points < count; points++)
    at += text.codePointAt(at)! > 0xffff ? 2 : 1;
  return points >= count;
}

/** squareOf for an ASCII character: `.`, A–Z and a–z; undefined for any other. */
function asciiSquareOf(code: number, ch: string): Square | undefined {
  if (code === 0x2e) return null;
  if (code >= 0x41 && code <= 0x5a) return { letter: ch, blank: false };
  if (code >= 0x61 && code <= 0x7a)
    return { letter: String.fromCharCode(code - 0x20), blank: true };
  return undefined;
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
