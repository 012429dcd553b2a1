// The GADDAG walk from one anchor (Gordon 1994): read leftwards, cross the separator, read rightwards.
// Rack as letter counts, cross-checks as bitsets, scores kept incrementally; nothing is allocated
// per candidate. MoveGenerator (generator.ts) sets up positions and runs it over the anchors.
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import * as format from '../../../dictionaries/format';
import { arcOf, separatorArc, separatorTarget } from './arcs';
import { depthsOf } from './depth';
import { EMPTY as GRID_EMPTY } from './grid';
import { BLANK_BIT as PLAY_BLANK_BIT } from './play-list';
import { Mode, WalkState } from './walk-state';

// Module-level copies: under tsx an imported binding is a getter call, too slow for the hot loop.
const ACCEPTS = format.ACCEPTS;
const LAST_ARC = format.LAST_ARC;
const LETTER_MASK = format.LETTER_MASK;
const TARGET_SHIFT = format.TARGET_SHIFT;
const EMPTY = GRID_EMPTY;
const BLANK_BIT = PLAY_BLANK_BIT;

export { Mode } from './walk-state';

export abstract class GaddagWalker extends WalkState {
  /** Every play from the anchor at `pos` of `line` in `dir` (0 across, 1 down), over each word graph. */
  protected walkAnchor(
    dir: number,
    line: number,
    pos: number,
    graphs: readonly CompiledLexicon[],
  ): void {
    const n = this.n;
    this.dir = dir;
    this.base = dir * n * n + line * n;
    this.sqBase = dir === 0 ? line * n : line;
    this.sqStep = dir === 0 ? 1 : n;
    this.anchorPos = pos;
    for (let p = 0; p < graphs.length; p++) {
      const graph = graphs[p]!;
      this.packed = graph.packed;
      if (this.mode === Mode.Best) {
        const table = depthsOf(graph);
        this.depths = table.depths;
        this.depthsFrom = table.from;
      }
      this.gen(pos, graph.gaddagRoot, 0, 0, 1, 0, pos);
      if (this.stop) return;
    }
  }

  protected gen(
    pos: number,
    node: number,
    placed: number,
    mainSum: number,
    wordMul: number,
    cross: number,
    leftEnd: number,
  ): void {
    const packed = this.packed;
    const idx = this.base + pos;
    const onBoard = this.lineLetter[idx]!;
    if (onBoard !== EMPTY) {
      const arc = arcOf(packed, node, onBoard);
      if (arc !== 0) {
        this.goOn(pos, arc, placed, mainSum + this.lineValue[idx]!, wordMul, cross, leftEnd);
      }
      return;
    }
    if (placed >= this.maxPlaced || node === 0) return;
    let lo = this.maskLo[idx]!;
    // Bit 31 of the high word is the separator, never a tile.
    let hi = this.maskHi[idx]! & 0x7fffffff;
    const blanks = this.blanks;
    if (blanks === 0) {
      lo &= this.rackLo;
      hi &= this.rackHi;
    }
    if ((lo | hi) === 0) return;
    // Arcs are sorted by letter: stop after the highest letter that could go here.
    const highest = hi !== 0 ? 63 - Math.clz32(hi) : 31 - Math.clz32(lo);
    const lm = this.letterMul[idx]!;
    const wm = this.wordMul[idx]!;
    const crossWm = this.hasCross[idx]! !== 0 ? wm : 0;
    const cs = this.crossSum[idx]!;
    const nextWordMul = this.multiply ? wordMul * wm : Math.max(wm, wordMul);
    const sq = (this.sqBase + pos * this.sqStep) << 8;
    const rack = this.rack;
    this.stackPos[placed] = pos;
    for (let arc = node; arc !== 0; ) {
      const word = packed[arc]!;
      const letter = word & LETTER_MASK;
      if (letter > highest) break;
      if (((letter < 32 ? lo >>> letter : hi >>> (letter - 32)) & 1) !== 0) {
        const count = rack[letter]!;
        // A blank as this letter can only finish words the real tile could (the rest of the rack
        // then holds the blank, which can stand for the tile): when the real tile's branch met
        // no word and no score cut, the blank's branch would meet none either.
        let live = true;
        if (count > 0) {
          const found = this.found;
          const cuts = this.cuts;
          rack[letter] = count - 1;
          if (count === 1) this.dropRackLetter(letter);
          const v = this.values[letter]! * lm;
          this.stack[placed] = sq | letter;
          this.goOn(
            pos,
            arc,
            placed + 1,
            mainSum + v,
            nextWordMul,
            cross + (cs + v) * crossWm,
            leftEnd,
          );
          rack[letter] = count;
          if (count === 1) this.keepRackLetter(letter);
          live = this.found !== found || this.cuts !== cuts;
        }
        if (blanks > 0 && live) {
          this.blanks = blanks - 1;
          this.stack[placed] = sq | BLANK_BIT | letter;
          this.goOn(pos, arc, placed + 1, mainSum, nextWordMul, cross + cs * crossWm, leftEnd);
          this.blanks = blanks;
        }
        if (this.stop) return;
      }
      arc = (word & LAST_ARC) !== 0 ? 0 : arc + 1;
    }
  }

  protected goOn(
    pos: number,
    arc: number,
    placed: number,
    mainSum: number,
    wordMul: number,
    cross: number,
    leftEnd: number,
  ): void {
    const packed = this.packed;
    const line = this.lineLetter;
    const base = this.base;
    const last = this.n - 1;
    const word = packed[arc]!;
    const next = word >>> TARGET_SHIFT;
    const anchor = this.anchorPos;
    if (pos <= anchor) {
      const leftFree = pos === 0 || line[base + pos - 1] === EMPTY;
      const rightFree = anchor === last || line[base + anchor + 1] === EMPTY;
      if ((word & ACCEPTS) !== 0 && leftFree && rightFree && placed > 0) {
        this.record(pos, anchor, placed, mainSum, wordMul, cross);
      }
      if (next === 0 || this.stop) return;
      // Leftwards only over board tiles and empty squares that are not anchors: a play is generated
      // from the leftmost anchor it covers, so no play is found twice.
      // With the rack used up, only board tiles can extend the word: skip calls that would place nothing.
      const tilesLeft = placed < this.maxPlaced;
      if (pos > 0 && (!leftFree || (tilesLeft && this.lineAnchor[base + pos - 1] === 0))) {
        this.gen(pos - 1, next, placed, mainSum, wordMul, cross, pos - 1);
      }
      if (
        leftFree &&
        anchor < last &&
        !this.stop &&
        (tilesLeft || line[base + anchor + 1] !== EMPTY) &&
        (this.mode !== Mode.Best ||
          this.canBeat(
            base + anchor + 1,
            separatorTarget(packed, next),
            placed,
            mainSum,
            wordMul,
            cross,
          ))
      ) {
        const separator = separatorArc(packed, next);
        if (separator !== 0) {
          this.gen(
            anchor + 1,
            packed[separator]! >>> TARGET_SHIFT,
            placed,
            mainSum,
            wordMul,
            cross,
            pos,
          );
        }
      }
    } else {
      if ((word & ACCEPTS) !== 0 && (pos === last || line[base + pos + 1] === EMPTY)) {
        this.record(leftEnd, pos, placed, mainSum, wordMul, cross);
      }
      if (
        next !== 0 &&
        pos < last &&
        (placed < this.maxPlaced || line[base + pos + 1] !== EMPTY) &&
        (this.mode !== Mode.Best ||
          this.canBeat(base + pos + 1, next, placed, mainSum, wordMul, cross))
      )
        this.gen(pos + 1, next, placed, mainSum, wordMul, cross, leftEnd);
    }
  }

  /** Mode.Best: whether going on rightwards from line index `at` could still beat the best so far. */
  private canBeat(
    at: number,
    node: number,
    placed: number,
    mainSum: number,
    wordMul: number,
    cross: number,
  ): boolean {
    // No more tiles than the rack holds, nor than the longest word going on from here has letters.
    const depth = node === 0 ? 0 : this.depths[node - this.depthsFrom]!;
    const left = Math.min(this.maxPlaced - placed, depth);
    if (this.reach.bound(at, left, placed, mainSum, wordMul, cross) > this.bestScore) return true;
    this.cuts++;
    return false;
  }

  protected record(
    left: number,
    right: number,
    placed: number,
    mainSum: number,
    wordMul: number,
    cross: number,
  ): void {
    if (right === left) return;
    // A one-tile play that also forms an across word was already found reading across.
    if (this.dir === 1 && placed === 1 && this.hasCross[this.base + this.anchorPos] !== 0) return;
    if (this.ends && this.grid.tiles > 0 && !this.endsOnBoardTile(left, right, placed)) return;
    const score =
      mainSum * wordMul + cross + (this.bingo > 0 && placed >= this.rackSize ? this.bingo : 0);
    this.found++;
    if (this.mode === Mode.Any) {
      this.stop = true;
    } else if (this.mode === Mode.All) {
      this.list.add(score, this.dir, this.stack, placed);
    }
    if (score > this.bestScore) {
      this.bestScore = score;
      this.bestDirection = this.dir;
      this.bestLength = placed;
      this.bestTiles.set(this.stack.subarray(0, placed));
    }
  }

  /** Scribble: the main word starts or ends on a board tile, or some new tile extends a word. */
  protected endsOnBoardTile(left: number, right: number, placed: number): boolean {
    const base = this.base;
    if (this.lineLetter[base + left] !== EMPTY || this.lineLetter[base + right] !== EMPTY)
      return true;
    for (let k = 0; k < placed; k++) if (this.hasCross[base + this.stackPos[k]!] !== 0) return true;
    return false;
  }
}
