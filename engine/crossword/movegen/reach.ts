// For the best-play search: an upper bound on what extending a word rightwards from a square can still
// add, with t tiles left, so branches that cannot beat the best play so far are cut.
import { EMPTY, type Grid } from './grid';

/**
 * Per (direction, line, square, tiles left): the board points and the word factor, letter factor and
 * cross-word parts of the stretch a word could cover to the right with that many tiles. Each part is
 * maximised on its own, so the bound is loose but never below a real continuation.
 */
export class RightReach {
  private readonly n: number;
  private readonly depth: number;
  private readonly board: Int32Array;
  private readonly factor: Float64Array;
  private readonly letterMax: Int32Array;
  private readonly crossFixed: Int32Array;
  private readonly crossCoef: Int32Array;
  /** Sum of the t highest rack values, per t. */
  private readonly topSum = new Int32Array(65);
  /** The bingo bonus by tiles in the play (0 below a full rack): one read, whatever the count. */
  private readonly bingoFor = new Int32Array(65);
  private maxT = 0;
  /** Per direction and line: whether this run's table is filled. */
  private readonly ready: Uint8Array;

  constructor(size: number) {
    this.n = size;
    this.depth = size + 1;
    const cells = 2 * size * size * this.depth;
    this.board = new Int32Array(cells);
    this.factor = new Float64Array(cells);
    this.letterMax = new Int32Array(cells);
    this.crossFixed = new Int32Array(cells);
    this.crossCoef = new Int32Array(cells);
    this.ready = new Uint8Array(2 * size);
  }

  /** For a run: the rack's values and the rules' bingo; every line's table is then out of date. */
  reset(values: Int16Array, tiles: number, bingo: number, rackSize: number): void {
    this.bingoFor.fill(0);
    if (bingo > 0) this.bingoFor.fill(bingo, rackSize);
    this.maxT = Math.min(tiles, this.n);
    this.topSum[0] = 0;
    for (let t = 1; t <= 64; t++)
      this.topSum[t] = this.topSum[t - 1]! + (t <= tiles ? values[t - 1]! : 0);
    this.ready.fill(0);
  }

  /** Fills the table of one line unless this run already did: only lines the search walks need it. */
  prepareLine(grid: Grid, dir: number, line: number): void {
    const code = dir * this.n + line;
    if (this.ready[code] !== 0) return;
    this.ready[code] = 1;
    const n = this.n;
    const maxT = this.maxT;
    const depth = this.depth;
    const letters = grid.lineLetter;
    // Right to left: the stretch from p with t tiles is the square at p followed by the stretch
    // from p + 1 with t (p holds a board tile) or t - 1 tiles (p is empty), so each entry costs one
    // step instead of a rescan of the line.
    const base = dir * n * n + line * n;
    for (let p = n - 1; p >= 0; p--) {
      const idx = base + p;
      const at = idx * depth;
      const next = at + depth;
      const last = p === n - 1;
      // Past the line's end every part is empty; read through one set of loads and stores either
      // way, since a branch first taken after optimising (a tile on the line's last square) would
      // deoptimise this.
      if (letters[idx] !== EMPTY) {
        const value = grid.lineValue[idx]!;
        for (let t = 0; t <= maxT; t++) {
          this.board[at + t] = value + (last ? 0 : this.board[next + t]!);
          this.factor[at + t] = last ? 1 : this.factor[next + t]!;
          this.letterMax[at + t] = last ? 0 : this.letterMax[next + t]!;
          this.crossFixed[at + t] = last ? 0 : this.crossFixed[next + t]!;
          this.crossCoef[at + t] = last ? 0 : this.crossCoef[next + t]!;
        }
        continue;
      }
      // No tiles: the stretch ends before this empty square.
      this.board[at] = 0;
      this.factor[at] = 1;
      this.letterMax[at] = 0;
      this.crossFixed[at] = 0;
      this.crossCoef[at] = 0;
      const wm = grid.wordMul[idx]!;
      const lm = grid.letterMul[idx]!;
      const cross = grid.hasCross[idx] !== 0;
      const fixed = cross ? grid.crossSum[idx]! * wm : 0;
      const coef = cross ? lm * wm : 0;
      for (let t = 1; t <= maxT; t++) {
        const from = next + t - 1;
        this.board[at + t] = last ? 0 : this.board[from]!;
        this.factor[at + t] = wm * (last ? 1 : this.factor[from]!);
        this.letterMax[at + t] = Math.max(lm, last ? 0 : this.letterMax[from]!);
        this.crossFixed[at + t] = fixed + (last ? 0 : this.crossFixed[from]!);
        this.crossCoef[at + t] = Math.max(coef, last ? 0 : this.crossCoef[from]!);
      }
    }
  }

  /** The most a play can score that already has these parts and goes on from line index `at`. */
  bound(
    at: number,
    tilesLeft: number,
    placed: number,
    mainSum: number,
    wordMul: number,
    cross: number,
  ): number {
    const i = at * this.depth + tilesLeft;
    const top = this.topSum[tilesLeft]!;
    const main = (mainSum + this.board[i]! + top * this.letterMax[i]!) * wordMul * this.factor[i]!;
    const bingo = this.bingoFor[placed + tilesLeft]!;
    return main + cross + this.crossFixed[i]! + top * this.crossCoef[i]! + bingo;
  }
}
