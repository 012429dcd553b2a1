// The board as the generator reads it: tiles, anchors, cross-check bitsets and cross-word sums per
// square per direction, in typed arrays allocated once per board size and refilled per position.
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import type { Board, Layout, Premium } from '../types';
import { crossLetters, type LetterSet } from './cross-letters';

export const EMPTY = -1;
/** Letter index for a board tile whose letter the lexicon's alphabet lacks: no arc ever matches it. */
export const UNKNOWN_LETTER = 62;

const letterFactor: Partial<Record<Premium, number>> = { DL: 2, TL: 3, QL: 4 };
const wordFactor: Partial<Record<Premium, number>> = { DW: 2, TW: 3, QW: 4 };

/**
 * Line-major arrays: index `dir * N² + line * N + pos`, where dir 0 reads rows (across) and dir 1
 * reads columns (down), so both directions walk memory forwards.
 */
export class Grid {
  readonly size: number;
  readonly squares: number;
  /** Per square (row-major): letter index or EMPTY, and whether it is a blank. */
  readonly letter: Int8Array;
  readonly blank: Uint8Array;
  /** Per direction, line-major. */
  readonly lineLetter: Int8Array;
  /** Face value of a board tile (0 for a blank). */
  readonly lineValue: Int16Array;
  /** Letters a new tile may take here: bits 0–31 and 32–62. All ones when no cross word forms. */
  readonly maskLo: Int32Array;
  readonly maskHi: Int32Array;
  readonly hasCross: Uint8Array;
  /** Face values of the board tiles in the cross word (without the new tile). */
  readonly crossSum: Int32Array;
  readonly letterMul: Uint8Array;
  readonly wordMul: Uint8Array;
  /** Per square (row-major): empty and next to a tile (or the centre of an empty board). */
  readonly anchor: Uint8Array;
  tiles = 0;
  private readonly run = new Int8Array(64);
  /** The letter set each cross-check walk writes (no allocation per square). */
  private readonly letters: LetterSet = { lo: 0, hi: 0 };
  /** Jamble's pair table of legal two-letter words for the position being read (see walk-state.ts). */
  private twoLetters: Uint8Array | null = null;

  constructor(layout: Layout) {
    const n = layout.size;
    this.size = n;
    this.squares = n * n;
    const nn = n * n;
    this.letter = new Int8Array(nn);
    this.blank = new Uint8Array(nn);
    this.anchor = new Uint8Array(nn);
    this.lineLetter = new Int8Array(2 * nn);
    this.lineValue = new Int16Array(2 * nn);
    this.maskLo = new Int32Array(2 * nn);
    this.maskHi = new Int32Array(2 * nn);
    this.hasCross = new Uint8Array(2 * nn);
    this.crossSum = new Int32Array(2 * nn);
    this.letterMul = new Uint8Array(2 * nn);
    this.wordMul = new Uint8Array(2 * nn);
    for (let sq = 0; sq < nn; sq++) {
      const premium = layout.premiums[sq] ?? null;
      const lm = (premium && letterFactor[premium]) || 1;
      const wm = (premium && wordFactor[premium]) || 1;
      const r = Math.floor(sq / n);
      const c = sq % n;
      this.letterMul[r * n + c] = lm;
      this.wordMul[r * n + c] = wm;
      this.letterMul[nn + c * n + r] = lm;
      this.wordMul[nn + c * n + r] = wm;
    }
  }

  /** Reads a Board (letters through the lexicon's alphabet). */
  loadBoard(board: Board, lexicon: CompiledLexicon): void {
    if (board.size !== this.size) {
      throw new Error(`board is ${board.size}×${board.size}, layout ${this.size}×${this.size}`);
    }
    const alphabet = lexicon.alphabet;
    for (let sq = 0; sq < this.squares; sq++) {
      const tile = board.squares[sq] ?? null;
      if (tile === null) {
        this.letter[sq] = EMPTY;
        this.blank[sq] = 0;
      } else {
        const index = alphabet.indexOf(tile.letter);
        this.letter[sq] = index < 0 ? UNKNOWN_LETTER : index;
        this.blank[sq] = tile.blank ? 1 : 0;
      }
    }
  }

  /** Fills the per-direction arrays after `letter`/`blank` are set. */
  analyse(
    parts: readonly CompiledLexicon[],
    values: Int16Array,
    centre: number,
    twoLetters: Uint8Array | null = null,
  ): void {
    this.twoLetters = twoLetters;
    const n = this.size;
    const nn = this.squares;
    let tiles = 0;
    for (let sq = 0; sq < nn; sq++) {
      const r = Math.floor(sq / n);
      const c = sq - r * n;
      const l = this.letter[sq]!;
      const v = l === EMPTY || this.blank[sq] ? 0 : values[l]!;
      if (l !== EMPTY) tiles++;
      this.lineLetter[sq] = l;
      this.lineValue[sq] = v;
      this.lineLetter[nn + c * n + r] = l;
      this.lineValue[nn + c * n + r] = v;
    }
    this.tiles = tiles;
    for (let sq = 0; sq < nn; sq++) {
      const r = Math.floor(sq / n);
      const c = sq - r * n;
      const empty = this.letter[sq] === EMPTY;
      this.anchor[sq] =
        empty &&
        (tiles === 0
          ? sq === centre
          : (r > 0 && this.letter[sq - n] !== EMPTY) ||
            (r < n - 1 && this.letter[sq + n] !== EMPTY) ||
            (c > 0 && this.letter[sq - 1] !== EMPTY) ||
            (c < n - 1 && this.letter[sq + 1] !== EMPTY))
          ? 1
          : 0;
      // Across plays meet the column's word (dir 0); down plays meet the row's word (dir 1).
      this.crossCheck(r * n + c, r, c, 1, 0, empty, parts);
      this.crossCheck(nn + c * n + r, r, c, 0, 1, empty, parts);
    }
  }

  private crossCheck(
    at: number,
    r: number,
    c: number,
    dr: number,
    dc: number,
    empty: boolean,
    parts: readonly CompiledLexicon[],
  ): void {
    this.maskLo[at] = -1;
    this.maskHi[at] = -1;
    this.hasCross[at] = 0;
    this.crossSum[at] = 0;
    if (!empty) return;
    const n = this.size;
    // The run of tiles before (up/left) and after (down/right) the square, in reading order.
    let r0 = r - dr;
    let c0 = c - dc;
    while (r0 >= 0 && c0 >= 0 && this.letter[r0 * n + c0] !== EMPTY) {
      r0 -= dr;
      c0 -= dc;
    }
    let before = 0;
    let sum = 0;
    for (let rr = r0 + dr, cc = c0 + dc; rr < r || cc < c; rr += dr, cc += dc) {
      const sq = rr * n + cc;
      this.run[before++] = this.letter[sq]!;
      sum += this.lineValue[sq]!;
    }
    let after = before;
    for (let rr = r + dr, cc = c + dc; rr < n && cc < n; rr += dr, cc += dc) {
      const sq = rr * n + cc;
      if (this.letter[sq] === EMPTY) break;
      this.run[after++] = this.letter[sq]!;
      sum += this.lineValue[sq]!;
    }
    if (after === 0) return;
    this.hasCross[at] = 1;
    this.crossSum[at] = sum;
    let lo = 0;
    let hi = 0;
    for (let p = 0; p < parts.length; p++) {
      const letters = this.letters;
      crossLetters(parts[p]!, this.run, before, after, letters);
      lo |= letters.lo;
      hi |= letters.hi;
    }
    if (after === 1 && this.twoLetters !== null) {
      // A two-letter cross word: only the ruleset's listed pairs, whatever the lexicon holds.
      const other = this.run[0]!;
      for (let x = 0; x < 63; x++) {
        const pair = before === 1 ? other * 64 + x : x * 64 + other;
        if (this.twoLetters[pair] === 1) continue;
        if (x < 32) lo &= ~(1 << x);
        else hi &= ~(1 << (x - 32));
      }
    }
    this.maskLo[at] = lo;
    this.maskHi[at] = hi;
  }
}

/**
 * Whether a rack tile could go on the empty square `idx` (line-major): some letter of the rack
 * (`lo`/`hi` bitsets, every letter when it holds a blank) passes the square's cross-check.
 */
export function fits(grid: Grid, idx: number, rack: { lo: number; hi: number }): boolean {
  return ((grid.maskLo[idx]! & rack.lo) | (grid.maskHi[idx]! & rack.hi & 0x7fffffff)) !== 0;
}
