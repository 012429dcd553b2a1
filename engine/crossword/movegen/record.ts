// What the walk does with a word it completes (score it, keep it, check Scribble's ends rule) and
// the best-play search's test for cutting a branch. The walk itself is in walker.ts.
import { EMPTY as GRID_EMPTY } from './grid';
import { Mode, WalkState } from './walk-state';

// Module-level copy: under tsx an imported binding is a getter call, too slow for the hot loop.
const EMPTY = GRID_EMPTY;
/** The letter in a stack entry (below the blank bit, see play-list.ts). */
const LETTER_BITS = 0x3f;

export abstract class PlayRecorder extends WalkState {
  /** Mode.Best: whether going on rightwards from line index `at` could still beat the best so far. */
  protected canBeat(
    at: number,
    node: number,
    placed: number,
    mainSum: number,
    wordMul: number,
    cross: number,
  ): boolean {
    // No more tiles than the rack holds, nor than the empty squares left before the start's right
    // limit (the squares from the start to its limit hold no board tiles, see anchors.ts): a
    // tighter bound cuts more, and never a play that would beat the best so far. (Capping this by
    // the longest word on from the node, with a table of 0.8 MB on ENABLE, made no measurable
    // difference once walks began at board tiles.)
    const room = this.base + this.rightmost - at;
    const left = node === 0 ? 0 : Math.min(this.maxPlaced - placed, room);
    const beats = this.reach.bound(at, left, placed, mainSum, wordMul, cross) > this.bestScore;
    // Counted on both outcomes: a store first reached once the walk is optimised would deoptimise it.
    this.cuts += beats ? 0 : 1;
    return beats;
  }

  protected record(
    left: number,
    right: number,
    placed: number,
    mainSum: number,
    wordMul: number,
    cross: number,
  ): void {
    // A one-tile play that also forms an across word was already found reading across. Its
    // square's cross-check, the bingo bonus and Any's stop are read or written on every call, not
    // only when they apply: a read first reached after the optimising compiler has compiled the
    // walk (with this inlined) has no type feedback there and throws the walk's machine code away
    // (docs/performance.md, Deoptimisations, lists the ones found).
    const firstCross = this.hasCross[(this.base + this.stackPos[0]!) | 0]!;
    const oneTile = placed === 1 ? 1 : 0;
    if ((this.dir & oneTile & firstCross) !== 0) return;
    if (this.ends && this.grid.tiles > 0 && !this.endsOnBoardTile(left, right, placed)) return;
    if (this.twoLetters !== null && right === left + 1 && !this.listedTwo(left, placed)) return;
    const score = (Math.imul(mainSum, wordMul) + cross + this.bingoFor[placed]!) | 0;
    this.found++;
    const mode = this.mode;
    this.stop = mode === Mode.Any;
    if (mode === Mode.All) this.list.add(score, this.dir, this.stack, placed);
    if (score > this.bestScore) {
      this.bestScore = score;
      this.bestDirection = this.dir;
      this.bestLength = placed;
      // A copy by hand: a subarray view would be an allocation per better play.
      for (let k = 0; k < placed; k++) this.bestTiles[k] = this.stack[k]!;
    }
  }

  /** Jamble: whether the two-letter main word starting at line index `left` is on the list. */
  protected listedTwo(left: number, placed: number): boolean {
    return this.twoLetterWord(this.letterAt(left, placed), this.letterAt(left + 1, placed));
  }

  /** The letter at line index `pos`: the board's, or the tile placed there by this play. */
  private letterAt(pos: number, placed: number): number {
    const board = this.lineLetter[this.base + pos]!;
    if (board !== EMPTY) return board;
    for (let k = 0; k < placed; k++)
      if (this.stackPos[k] === pos) return this.stack[k]! & LETTER_BITS;
    return EMPTY;
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
