// The board as the generator reads it: tiles, anchors, cross-check bitsets and cross-word sums per
// square per direction, in typed arrays allocated once per board size and refilled per position.
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import type { Board, Layout, Premium } from '../types';
import { crossLetters, type LetterSet } from './cross-letters';
import { CrossCheckMemo } from './cross-memo';
import { SQUARE_SHIFT } from './play-list';

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
  /**
   * What the walk reads of a square before placing there, in one word (one typed-array read
   * instead of five): the letter factor (bits 0–3), word factor (4–7), the word factor again
   * when a cross word forms there, else 0 (8–11), and the square as the play list packs it
   * (square << SQUARE_SHIFT, bits 12 up). See factorsOf.
   */
  readonly factors: Int32Array;
  /** `factors` with no cross word anywhere: the layout's part, copied in per position. */
  private readonly layoutFactors: Int32Array;
  /** Per square (row-major): empty and next to a tile (or the centre of an empty board). */
  readonly anchor: Uint8Array;
  tiles = 0;
  /** Per line (`dir * size + line`), its board tiles as a bitset by position (boards up to 31 wide). */
  private readonly occupied: Int32Array;
  private readonly run = new Int8Array(64);
  /** The letter set each cross-check walk writes (no allocation per square). */
  private readonly letters: LetterSet = { lo: 0, hi: 0 };
  /** Jamble's pair table of legal two-letter words for the position being read (see walk-state.ts). */
  private twoLetters: Uint8Array | null = null;
  /** The cross-checks already read, by cross word (cross-memo.ts). */
  private readonly memo: CrossCheckMemo;

  constructor(layout: Layout) {
    const n = layout.size;
    if (n > 31) throw new Error(`a ${n}×${n} board is too wide for the line bitsets`);
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
    this.memo = new CrossCheckMemo(2 * nn, n);
    this.occupied = new Int32Array(2 * n);
    this.factors = new Int32Array(2 * nn);
    this.layoutFactors = new Int32Array(2 * nn);
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
      this.layoutFactors[r * n + c] = factorsOf(lm, wm, sq);
      this.layoutFactors[nn + c * n + r] = factorsOf(lm, wm, sq);
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

  /**
   * Fills the per-direction arrays after `letter`/`blank` are set. Squares where no cross word
   * forms keep the defaults (any letter, no cross word); only the empty squares beside a tile
   * are read, along the cross word's own line so that its tiles lie side by side in memory.
   */
  analyse(
    parts: readonly CompiledLexicon[],
    values: Int16Array,
    centre: number,
    twoLetters: Uint8Array | null = null,
  ): void {
    this.twoLetters = twoLetters;
    this.memo.use(parts, twoLetters);
    const n = this.size;
    const nn = this.squares;
    const letter = this.letter;
    const lineLetter = this.lineLetter;
    const lineValue = this.lineValue;
    const occupied = this.occupied;
    lineLetter.fill(EMPTY);
    lineValue.fill(0);
    occupied.fill(0);
    let tiles = 0;
    for (let r = 0, sq = 0; r < n; r++) {
      for (let c = 0; c < n; c++, sq++) {
        const l = letter[sq]!;
        if (l === EMPTY) continue;
        const v = this.blank[sq] ? 0 : values[l]!;
        tiles++;
        occupied[r] = occupied[r]! | (1 << c);
        occupied[n + c] = occupied[n + c]! | (1 << r);
        lineLetter[sq] = l;
        lineValue[sq] = v;
        lineLetter[nn + c * n + r] = l;
        lineValue[nn + c * n + r] = v;
      }
    }
    this.tiles = tiles;
    this.maskLo.fill(-1);
    this.maskHi.fill(-1);
    this.hasCross.fill(0);
    this.crossSum.fill(0);
    this.anchor.fill(0);
    this.factors.set(this.layoutFactors);
    if (tiles === 0) {
      if (centre >= 0 && centre < nn) this.anchor[centre] = 1;
      return;
    }
    // Across plays meet the column's word (dir 0), down plays the row's (dir 1): the cross word of
    // square `pos` of line `line` in direction 1 - dir is read from that line.
    const everySquare = (1 << n) - 1;
    for (let dir = 0; dir < 2; dir++) {
      const crossDir = 1 - dir;
      for (let line = 0; line < n; line++) {
        const tilesAt = occupied[crossDir * n + line]!;
        // The empty squares beside a tile of the line, lowest first.
        let beside = ((tilesAt << 1) | (tilesAt >>> 1)) & ~tilesAt & everySquare;
        const crossBase = crossDir * nn + line * n;
        while (beside !== 0) {
          const pos = 31 - Math.clz32(beside & -beside);
          beside &= beside - 1;
          this.crossCheck(dir * nn + pos * n + line, crossBase, pos, parts);
          // Row-major square: (pos, line) across, (line, pos) down.
          this.anchor[dir === 0 ? pos * n + line : line * n + pos] = 1;
        }
      }
    }
  }

  /**
   * The cross-check of the empty square at line-major `at`, whose cross word lies on the line at
   * `crossBase` around its square `pos` (a tile on at least one side).
   */
  private crossCheck(
    at: number,
    crossBase: number,
    pos: number,
    parts: readonly CompiledLexicon[],
  ): void {
    const n = this.size;
    const lineLetter = this.lineLetter;
    const lineValue = this.lineValue;
    // The run of tiles before and after the square, in reading order.
    let from = pos;
    while (from > 0 && lineLetter[crossBase + from - 1] !== EMPTY) from--;
    let before = 0;
    let sum = 0;
    for (let p = from; p < pos; p++) {
      this.run[before++] = lineLetter[crossBase + p]!;
      sum += lineValue[crossBase + p]!;
    }
    let after = before;
    for (let p = pos + 1; p < n && lineLetter[crossBase + p] !== EMPTY; p++) {
      this.run[after++] = lineLetter[crossBase + p]!;
      sum += lineValue[crossBase + p]!;
    }
    this.hasCross[at] = 1;
    this.crossSum[at] = sum;
    this.factors[at] = this.factors[at]! | (this.wordMul[at]! << 8);
    const memo = this.memo;
    if (memo.find(at, this.run, before, after)) {
      this.maskLo[at] = memo.lo;
      this.maskHi[at] = memo.hi;
      return;
    }
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
    memo.keep(lo, hi);
  }
}

/** A square's `factors` word without a cross word (its layout's part). */
function factorsOf(letterMul: number, wordMul: number, square: number): number {
  return letterMul | (wordMul << 4) | ((square << SQUARE_SHIFT) << 12);
}

/**
 * Whether a rack tile could go on the empty square `idx` (line-major): some letter of the rack
 * (`lo`/`hi` bitsets, every letter when it holds a blank) passes the square's cross-check.
 */
export function fits(grid: Grid, idx: number, rack: { lo: number; hi: number }): boolean {
  return ((grid.maskLo[idx]! & rack.lo) | (grid.maskHi[idx]! & rack.hi & 0x7fffffff)) !== 0;
}
