// The GADDAG walk's rightward part, once a word has crossed the separator: tiles on the empty
// squares right of the start, each word recorded where it ends; the leftward part is walker.ts.
import * as format from '../../../dictionaries/format';
import { BLANK_BIT as PLAY_BLANK_BIT } from './play-list';
import { PlayRecorder } from './record';
import { Mode } from './walk-state';

// Module-level copies: under tsx an imported binding is a getter call, too slow for the hot loop.
const ACCEPTS = format.ACCEPTS;
const LAST_ARC = format.LAST_ARC;
const LETTER_MASK = format.LETTER_MASK;
const TARGET_SHIFT = format.TARGET_SHIFT;
const BLANK_BIT = PLAY_BLANK_BIT;

export abstract class RightwardWalk extends PlayRecorder {
  /**
   * On to the empty square `pos` from `node`, when some tile of the rack fits there and (best
   * play) the score bound can still beat the best so far: the first step after crossing the
   * separator (`leftEnd` set, `pos` the start's right neighbour), then each next one.
   */
  protected stepTo(
    pos: number,
    node: number,
    placed: number,
    mainSum: number,
    wordMul: number,
    cross: number,
  ): void {
    const idx = this.base + pos;
    const first = this.firstFit(node, idx);
    if (first === 0) return;
    if (this.mode === Mode.Best && !this.canBeat(idx, node, placed, mainSum, wordMul, cross))
      return;
    this.right(pos, first, placed, mainSum, wordMul, cross);
  }

  /**
   * The first arc of `node` whose letter a tile of the rack could take on the empty square at line
   * index `idx`, or 0. Read before the call that would place it: half the rightward steps have
   * none, and then the call is not made.
   */
  private firstFit(node: number, idx: number): number {
    const packed = this.packed;
    let lo = this.maskLo[idx]!;
    let hi = this.maskHi[idx]! & 0x7fffffff;
    if (this.blanks === 0) {
      lo &= this.rackLo;
      hi &= this.rackHi;
    }
    if ((lo | hi) === 0) return 0;
    // One call for either word: a call first reached after optimising (the high word is set
    // only with a blank) would deoptimise the walk.
    const highest = (hi !== 0 ? 63 : 31) - Math.clz32(hi !== 0 ? hi : lo);
    for (let arc = node; ; arc++) {
      const word = packed[arc]!;
      const letter = word & LETTER_MASK;
      if (letter > highest) return 0;
      if (((letter < 32 ? lo >>> letter : hi >>> (letter - 32)) & 1) !== 0) return arc;
      if ((word & LAST_ARC) !== 0) return 0;
    }
  }

  /**
   * The rightward part: a tile on the empty square `pos` (the squares between a start and its
   * right limit hold no board tiles), recording each word that ends there. `first` is the node's
   * first arc that fits the square (firstFit).
   */
  private right(
    pos: number,
    first: number,
    placed: number,
    mainSum: number,
    wordMul: number,
    cross: number,
  ): void {
    const packed = this.packed;
    const idx = this.base + pos;
    let lo = this.maskLo[idx]!;
    let hi = this.maskHi[idx]! & 0x7fffffff;
    const blanks = this.blanks;
    if (blanks === 0) {
      lo &= this.rackLo;
      hi &= this.rackHi;
    }
    const highest = (hi !== 0 ? 63 : 31) - Math.clz32(hi !== 0 ? hi : lo);
    const factors = this.factors[idx]!;
    const lm = factors & 15;
    const wm = (factors >>> 4) & 15;
    const crossWm = (factors >>> 8) & 15;
    const cs = this.crossSum[idx]!;
    const nextWordMul = this.multiply ? Math.imul(wordMul, wm) : Math.max(wm, wordMul);
    const sq = factors >>> 12;
    const rack = this.rack;
    const onward = pos + 1 < this.rightmost && placed + 1 < this.maxPlaced;
    const leftEnd = this.leftEnd;
    this.stackPos[placed] = pos;
    for (let arc = first; arc !== 0; ) {
      const word = packed[arc]!;
      const letter = word & LETTER_MASK;
      if (letter > highest) break;
      if (((letter < 32 ? lo >>> letter : hi >>> (letter - 32)) & 1) !== 0) {
        const next = word >>> TARGET_SHIFT;
        const acc = word & ACCEPTS;
        const count = rack[letter]!;
        let live = true;
        if (count > 0) {
          // Found and cut branches both only grow: their sum tells whether this branch met either.
          const met = blanks > 0 ? this.found + this.cuts : 0;
          const v = Math.imul(this.values[letter]!, lm);
          const m = (mainSum + v) | 0;
          const c = (cross + Math.imul((cs + v) | 0, crossWm)) | 0;
          this.stack[placed] = sq | letter;
          if (acc !== 0) this.record(leftEnd, pos, (placed + 1) | 0, m, nextWordMul, c);
          if (next !== 0 && onward && !this.stop) {
            rack[letter] = count - 1;
            if (count === 1) this.dropRackLetter(letter);
            this.stepTo((pos + 1) | 0, next, (placed + 1) | 0, m, nextWordMul, c);
            rack[letter] = count;
            if (count === 1) this.keepRackLetter(letter);
          }
          live = blanks > 0 && this.found + this.cuts !== met;
        }
        if (blanks > 0 && live && !this.stop) {
          const c = (cross + Math.imul(cs, crossWm)) | 0;
          this.stack[placed] = sq | BLANK_BIT | letter;
          if (acc !== 0) this.record(leftEnd, pos, (placed + 1) | 0, mainSum, nextWordMul, c);
          if (next !== 0 && onward && !this.stop) {
            this.blanks = blanks - 1;
            this.stepTo((pos + 1) | 0, next, (placed + 1) | 0, mainSum, nextWordMul, c);
            this.blanks = blanks;
          }
        }
        if (this.stop) return;
      }
      arc = (word & LAST_ARC) !== 0 ? 0 : (arc + 1) | 0;
    }
  }
}
