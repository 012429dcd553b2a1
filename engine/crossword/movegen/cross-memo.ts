// The cross-checks grid.ts has read, kept for the next read of the same cross word: those of one-
// and two-tile words by shape and letters, those of longer words by the square they were read for
// (as wolges keeps its cross sets per square), so a board that changed by one play rereads only
// the cross words that play changed.
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';

/** Cross words of one tile (before or after the square) and of two (both before, split, after). */
const SHORT_SHAPES = 5;
/** Letters per key word: 6 bits each (letter indexes are below 64). */
const LETTERS_PER_WORD = 5;

export class CrossCheckMemo {
  /** The letter set find() found (bits 0–31 and 32–62). */
  lo = 0;
  hi = 0;
  /** Per shape and letters: the letter set, and whether it is known. */
  private readonly shortLo = new Int32Array(SHORT_SHAPES * 4096);
  private readonly shortHi = new Int32Array(SHORT_SHAPES * 4096);
  private readonly shortKnown = new Uint8Array(SHORT_SHAPES * 4096);
  /** Per line square: the longer cross word last read there (before | tiles << 6, or -1), its letters and set. */
  private readonly longShape: Int32Array;
  private readonly longKey: Int32Array;
  private readonly longLo: Int32Array;
  private readonly longHi: Int32Array;
  /** Key words per square: enough for the longest cross word of a line. */
  private readonly keyWords: number;
  /** Where keep() stores: a short entry (≥ 0) or, as -1 - square, a square's. */
  private slot = 0;
  private parts: readonly CompiledLexicon[] | null = null;
  private twoLetters: Uint8Array | null = null;

  constructor(lineSquares: number, size: number) {
    this.keyWords = Math.ceil(size / LETTERS_PER_WORD);
    this.longShape = new Int32Array(lineSquares).fill(-1);
    this.longKey = new Int32Array(lineSquares * this.keyWords);
    this.longLo = new Int32Array(lineSquares);
    this.longHi = new Int32Array(lineSquares);
  }

  /** Forgets every set unless the word graphs and two-letter list are those it was filled from. */
  use(parts: readonly CompiledLexicon[], twoLetters: Uint8Array | null): void {
    if (parts === this.parts && twoLetters === this.twoLetters) return;
    this.shortKnown.fill(0);
    this.longShape.fill(-1);
    this.parts = parts;
    this.twoLetters = twoLetters;
  }

  /**
   * Whether the set of the cross word run[0, tiles) around the line square `at` (the square after
   * its first `before` tiles) is known: then it is in lo and hi; else keep() stores it once read.
   */
  find(at: number, run: Int8Array, before: number, tiles: number): boolean {
    if (tiles <= 2) {
      // Shapes: one tile after or before (0, 1), two after, split or before (2, 3, 4).
      const short =
        ((tiles === 1 ? before : 2 + before) << 12) | (run[0]! << 6) | (tiles === 2 ? run[1]! : 0);
      this.slot = short;
      if (this.shortKnown[short] === 0) return false;
      this.lo = this.shortLo[short]!;
      this.hi = this.shortHi[short]!;
      return true;
    }
    this.slot = -1 - at;
    const shape = before | (tiles << 6);
    let same = this.longShape[at] === shape;
    this.longShape[at] = shape;
    const keyAt = at * this.keyWords;
    for (let w = 0, i = 0; i < tiles; w++) {
      let key = 0;
      for (let j = 0; j < LETTERS_PER_WORD && i < tiles; j++, i++) key |= run[i]! << (6 * j);
      same = same && this.longKey[keyAt + w] === key;
      this.longKey[keyAt + w] = key;
    }
    if (!same) return false;
    this.lo = this.longLo[at]!;
    this.hi = this.longHi[at]!;
    return true;
  }

  /** The set read for the cross word find() did not know. */
  keep(lo: number, hi: number): void {
    const slot = this.slot;
    if (slot >= 0) {
      this.shortLo[slot] = lo;
      this.shortHi[slot] = hi;
      this.shortKnown[slot] = 1;
    } else {
      this.longLo[-1 - slot] = lo;
      this.longHi[-1 - slot] = hi;
    }
  }
}
