// Upper bounds on what any play from one anchor can score, so the best-play search can skip anchors
// (and try the most promising first). A bound may be loose but never below a real play's score.
import { EMPTY, fits, type Grid } from './grid';

export interface BoundRack {
  /** Values of the tiles the play may use, highest first (blanks 0); `tiles` of them. */
  values: Int16Array;
  tiles: number;
  /** Letters a tile could take (a blank: any), as bitsets. */
  lo: number;
  hi: number;
}

/** A stretch of the line so far: its empty squares, board points, main word factor, cross sums. */
interface Stretch {
  empties: number;
  board: number;
  wordMul: number;
  cross: number;
}

export interface BoundRules {
  multiply: boolean;
  bingo: number;
  rackSize: number;
}

/**
 * Over every stretch [a, b] through the start that a play from it could fill (tiles on
 * [leftmost, rightmost), see anchors.ts): the board tiles' points and cross-word sums, plus the
 * rack's values matched highest to highest against each empty square's coefficient (letter bonus ×
 * (main word factor + its cross word's factor)). The stretch grows square by square, leftwards
 * for a and then rightwards for b, so each stretch costs only its few empty squares.
 */
export class AnchorBound {
  /** The stretch's empty squares: letter bonus and cross word factor (0 without a cross word). */
  private readonly letterMul = new Int32Array(64);
  private readonly crossMul = new Int32Array(64);
  private readonly coefficients = new Int32Array(64);
  private readonly left: Stretch = { empties: 0, board: 0, wordMul: 1, cross: 0 };
  private readonly right: Stretch = { empties: 0, board: 0, wordMul: 1, cross: 0 };

  constructor(private readonly rules: BoundRules) {}

  of(
    grid: Grid,
    dir: number,
    line: number,
    anchor: number,
    leftmost: number,
    rightmost: number,
    rack: BoundRack,
  ): number {
    const n = grid.size;
    const base = dir * n * n + line * n;
    const letters = grid.lineLetter;
    let best = -1;
    // The stretch [a, anchor), grown leftwards, is kept in `left` while [a, b] grows rightwards.
    const left = this.left;
    const stretch = this.right;
    left.empties = 0;
    left.board = 0;
    left.wordMul = 1;
    left.cross = 0;
    for (let a = anchor; a >= leftmost; a--) {
      // Every stretch further left covers a square that blocks this one too.
      if (a < anchor && !this.take(grid, base + a, rack, left)) break;
      if (a > 0 && letters[base + a - 1] !== EMPTY) continue;
      stretch.empties = left.empties;
      stretch.board = left.board;
      stretch.wordMul = left.wordMul;
      stretch.cross = left.cross;
      for (let b = anchor; b < rightmost; b++) {
        const idx = base + b;
        if (!this.take(grid, idx, rack, stretch)) break;
        if (b === a || stretch.empties === 0 || (b < n - 1 && letters[idx + 1] !== EMPTY)) continue;
        const score = this.bound(stretch, rack);
        if (score > best) best = score;
      }
    }
    return best;
  }

  /**
   * Adds the square `idx` to the stretch; false when no rack tile fits it or the rack has no tile
   * left for it (an empty square's letter bonus and cross factor go in as the stretch's next).
   */
  private take(grid: Grid, idx: number, rack: BoundRack, s: Stretch): boolean {
    if (grid.lineLetter[idx] !== EMPTY) {
      s.board += grid.lineValue[idx]!;
      return true;
    }
    if (s.empties === rack.tiles || !fits(grid, idx, rack)) return false;
    const wm = grid.wordMul[idx]!;
    const crossWm = grid.hasCross[idx] !== 0 ? wm : 0;
    this.letterMul[s.empties] = grid.letterMul[idx]!;
    this.crossMul[s.empties] = crossWm;
    s.empties++;
    s.wordMul = this.rules.multiply ? s.wordMul * wm : Math.max(s.wordMul, wm);
    s.cross += grid.crossSum[idx]! * crossWm;
    return true;
  }

  private bound(s: Stretch, rack: BoundRack): number {
    const { board, wordMul, cross, empties } = s;
    const coefficients = this.coefficients;
    for (let k = 0; k < empties; k++) {
      // Insertion sort, highest first: at most a rack's worth of squares.
      const c = this.letterMul[k]! * (wordMul + this.crossMul[k]!);
      let j = k;
      while (j > 0 && coefficients[j - 1]! < c) {
        coefficients[j] = coefficients[j - 1]!;
        j--;
      }
      coefficients[j] = c;
    }
    let tiles = 0;
    for (let j = 0; j < empties; j++) tiles += rack.values[j]! * coefficients[j]!;
    const bingo = this.rules.bingo > 0 && empties >= this.rules.rackSize ? this.rules.bingo : 0;
    return board * wordMul + cross + tiles + bingo;
  }
}
