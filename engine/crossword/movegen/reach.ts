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
  private bingo = 0;
  private rackSize = 0;

  constructor(size: number) {
    this.n = size;
    this.depth = size + 1;
    const cells = 2 * size * size * this.depth;
    this.board = new Int32Array(cells);
    this.factor = new Float64Array(cells);
    this.letterMax = new Int32Array(cells);
    this.crossFixed = new Int32Array(cells);
    this.crossCoef = new Int32Array(cells);
  }

  prepare(grid: Grid, values: Int16Array, tiles: number, bingo: number, rackSize: number): void {
    const n = this.n;
    this.bingo = bingo;
    this.rackSize = rackSize;
    this.topSum[0] = 0;
    for (let t = 1; t <= 64; t++)
      this.topSum[t] = this.topSum[t - 1]! + (t <= tiles ? values[t - 1]! : 0);
    const maxT = Math.min(tiles, n);
    for (let dir = 0; dir < 2; dir++) {
      for (let line = 0; line < n; line++) {
        const base = dir * n * n + line * n;
        for (let p = 0; p < n; p++) {
          for (let t = 0; t <= maxT; t++) {
            let board = 0;
            let factor = 1;
            let letterMax = 0;
            let crossFixed = 0;
            let crossCoef = 0;
            let empties = 0;
            for (let q = p; q < n; q++) {
              const idx = base + q;
              if (grid.lineLetter[idx] !== EMPTY) {
                board += grid.lineValue[idx]!;
                continue;
              }
              if (empties === t) break;
              empties++;
              const wm = grid.wordMul[idx]!;
              const lm = grid.letterMul[idx]!;
              factor *= wm;
              letterMax = Math.max(letterMax, lm);
              if (grid.hasCross[idx] !== 0) {
                crossFixed += grid.crossSum[idx]! * wm;
                crossCoef = Math.max(crossCoef, lm * wm);
              }
            }
            const at = (base + p) * this.depth + t;
            this.board[at] = board;
            this.factor[at] = factor;
            this.letterMax[at] = letterMax;
            this.crossFixed[at] = crossFixed;
            this.crossCoef[at] = crossCoef;
          }
        }
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
    const bingo = this.bingo > 0 && placed + tilesLeft >= this.rackSize ? this.bingo : 0;
    return main + cross + this.crossFixed[i]! + top * this.crossCoef[i]! + bingo;
  }
}
