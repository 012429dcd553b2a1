// The GADDAG walk from one start (Gordon 1994, with the starts of anchors.ts): read leftwards from
// the start, over board tiles and placing rack tiles, then cross the separator and place tiles
// rightwards (rightward.ts). Rack as letter counts, cross-checks as bitsets, scores kept incrementally; nothing is
// allocated per candidate. MoveGenerator (generator.ts) reads positions and runs it over the starts.
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import * as format from '../../../dictionaries/format';
import { arcOf } from './arcs';
import { EMPTY as GRID_EMPTY } from './grid';
import { BLANK_BIT as PLAY_BLANK_BIT } from './play-list';
import { RightwardWalk } from './rightward';

// Module-level copies: under tsx an imported binding is a getter call, too slow for the hot loop.
const ACCEPTS = format.ACCEPTS;
const LAST_ARC = format.LAST_ARC;
const LETTER_MASK = format.LETTER_MASK;
const SEPARATOR = format.SEPARATOR;
const TARGET_SHIFT = format.TARGET_SHIFT;
const EMPTY = GRID_EMPTY;
const BLANK_BIT = PLAY_BLANK_BIT;

// Sums and steps are written `(a + b) | 0`, products `Math.imul(a, b)` (here, in rightward.ts and
// record.ts): every value is a small integer, and so marked the optimising compiler drops the
// overflow (and, for products, minus-zero) check it puts on each plain `+` and `*`; all plays
// about 1.5% faster, best play the same (docs/performance.md, round seven).

export { Mode } from './walk-state';

export abstract class GaddagWalker extends RightwardWalk {
  /**
   * Every play from the start at `pos` of `line` in `dir` (0 across, 1 down) whose tiles lie in
   * [leftmost, rightmost), over each word graph.
   */
  protected walkAnchor(
    dir: number,
    line: number,
    pos: number,
    leftmost: number,
    rightmost: number,
    graphs: readonly CompiledLexicon[],
  ): void {
    const n = this.n;
    this.dir = dir;
    this.base = dir * n * n + line * n;
    this.anchorPos = pos;
    this.leftmost = leftmost;
    this.rightmost = rightmost;
    const tile = this.lineLetter[this.base + pos]!;
    for (let p = 0; p < graphs.length; p++) {
      const graph = graphs[p]!;
      const packed = graph.packed;
      this.packed = packed;
      if (tile === EMPTY) {
        this.left(pos, graph.gaddagRoot, 0, 0, 0, 1, 0);
      } else {
        // A start on a board tile: its arc from the root's table, not a scan of the root.
        const arc = this.rootArcs[p * 64 + tile]!;
        if (arc === 0) continue;
        const word = packed[arc]!;
        const value = this.lineValue[this.base + pos]!;
        this.left(pos - 1, word >>> TARGET_SHIFT, word & ACCEPTS, 0, value, 1, 0);
      }
      if (this.stop) return;
    }
  }

  /**
   * The leftward part: the path so far read the line from the start down to `pos + 1` and ends at
   * `node` (`accepts` when it spells a whole word reversed). Reads the board tiles at `pos` and
   * beyond, then records the word, crosses the separator, and places a tile at the next empty square.
   */
  private left(
    pos: number,
    node: number,
    accepts: number,
    placed: number,
    mainSum: number,
    wordMul: number,
    cross: number,
  ): void {
    const packed = this.packed;
    const line = this.lineLetter;
    const base = this.base;
    // Board tiles are read, not chosen: one arc each or the branch is dead.
    for (let onBoard = pos >= 0 ? line[base + pos]! : EMPTY; onBoard !== EMPTY; ) {
      const arc = arcOf(packed, node, onBoard);
      if (arc === 0) return;
      const word = packed[arc]!;
      accepts = word & ACCEPTS;
      node = word >>> TARGET_SHIFT;
      mainSum = (mainSum + this.lineValue[base + pos]!) | 0;
      pos = (pos - 1) | 0;
      onBoard = pos >= 0 ? line[base + pos]! : EMPTY;
    }
    // The word now runs from pos + 1 to the start, with an empty square (or the edge) on each side.
    const anchor = this.anchorPos;
    if (accepts !== 0 && placed > 0 && anchor - pos >= 2) {
      this.record(pos + 1, anchor, placed, mainSum, wordMul, cross);
      if (this.stop) return;
    }
    if (node === 0) return;
    const tilesLeft = placed < this.maxPlaced;
    if (!tilesLeft) return;
    // Rightwards once the start is covered, when a square is free there.
    const turn = pos < anchor && anchor + 1 < this.rightmost;
    const place = pos >= this.leftmost;
    if (!turn && !place) return;
    const idx = base + pos;
    let lo = 0;
    let hi = 0;
    let highest = -1;
    if (place) {
      lo = this.maskLo[idx]!;
      // Bit 31 of the high word is the separator, never a tile.
      hi = this.maskHi[idx]! & 0x7fffffff;
      if (this.blanks === 0) {
        lo &= this.rackLo;
        hi &= this.rackHi;
      }
      if ((lo | hi) !== 0) highest = (hi !== 0 ? 63 : 31) - Math.clz32(hi !== 0 ? hi : lo);
    }
    if (!turn && highest < 0) return;
    // A node's separator comes first, then its letters in order (format.ts): where the word may
    // turn right, the separator's target; then the letters up to the highest that could go here.
    const head = packed[node]!;
    let arc = node;
    let after = 0;
    if ((head & LETTER_MASK) === SEPARATOR) {
      if (turn) after = head >>> TARGET_SHIFT;
      arc = (head & LAST_ARC) !== 0 ? 0 : node + 1;
    }
    // The first arc whose letter could go here: in many nodes none, and then the square's
    // factors below are not worth reading.
    let match = false;
    while (highest >= 0 && arc !== 0) {
      const word = packed[arc]!;
      const letter = word & LETTER_MASK;
      if (letter > highest) break;
      match = ((letter < 32 ? lo >>> letter : hi >>> (letter - 32)) & 1) !== 0;
      if (match || (word & LAST_ARC) !== 0) break;
      arc++;
    }
    if (!match) {
      // Plays that turn right come after those that place more tiles leftwards.
      if (after !== 0) {
        this.leftEnd = pos + 1;
        this.stepTo(anchor + 1, after, placed, mainSum, wordMul, cross);
      }
      return;
    }
    // Here `place` holds: only a square tiles may go on has letters.
    const factors = this.factors[idx]!;
    const lm = factors & 15;
    const wm = (factors >>> 4) & 15;
    const crossWm = (factors >>> 8) & 15;
    const cs = this.crossSum[idx]!;
    const nextWordMul = this.multiply ? Math.imul(wordMul, wm) : Math.max(wm, wordMul);
    const sq = factors >>> 12;
    const rack = this.rack;
    const blanks = this.blanks;
    this.stackPos[placed] = pos;
    while (arc !== 0) {
      const word = packed[arc]!;
      const letter = word & LETTER_MASK;
      if (letter > highest) break;
      if (((letter < 32 ? lo >>> letter : hi >>> (letter - 32)) & 1) !== 0) {
        const next = word >>> TARGET_SHIFT;
        const acc = word & ACCEPTS;
        const count = rack[letter]!;
        // A blank as this letter can only finish words the real tile could (the rest of the rack
        // then holds the blank, which can stand for the tile): when the real tile's branch met
        // no word and no score cut, the blank's branch would meet none either.
        let live = true;
        if (count > 0) {
          // Found and cut branches both only grow: their sum tells whether this branch met either.
          const met = blanks > 0 ? this.found + this.cuts : 0;
          rack[letter] = count - 1;
          if (count === 1) this.dropRackLetter(letter);
          const v = Math.imul(this.values[letter]!, lm);
          this.stack[placed] = sq | letter;
          this.left(
            (pos - 1) | 0,
            next,
            acc,
            (placed + 1) | 0,
            (mainSum + v) | 0,
            nextWordMul,
            (cross + Math.imul((cs + v) | 0, crossWm)) | 0,
          );
          rack[letter] = count;
          if (count === 1) this.keepRackLetter(letter);
          live = blanks > 0 && this.found + this.cuts !== met;
        }
        if (blanks > 0 && live) {
          this.blanks = blanks - 1;
          this.stack[placed] = sq | BLANK_BIT | letter;
          this.left(
            (pos - 1) | 0,
            next,
            acc,
            (placed + 1) | 0,
            mainSum,
            nextWordMul,
            (cross + Math.imul(cs, crossWm)) | 0,
          );
          this.blanks = blanks;
        }
        if (this.stop) return;
      }
      arc = (word & LAST_ARC) !== 0 ? 0 : (arc + 1) | 0;
    }
    if (after !== 0) {
      // Crossing the separator: the word's left end is known, tiles go on from the start's right.
      this.leftEnd = pos + 1;
      this.stepTo(anchor + 1, after, placed, mainSum, wordMul, cross);
    }
  }
}
