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
    const multiply = this.rules.multiply;
    let best = -1;
    // [a, anchor), grown leftwards.
    let leftEmpties = 0;
    let leftBoard = 0;
    let leftWordMul = 1;
    let leftCross = 0;
    for (let a = anchor; a >= leftmost; a--) {
      if (a < anchor) {
        const idx = base + a;
        if (letters[idx] !== EMPTY) leftBoard += grid.lineValue[idx]!;
        else {
          // Every stretch further left covers this square too.
          if (leftEmpties === rack.tiles || !fits(grid, idx, rack)) break;
          leftWordMul = this.addEmpty(grid, idx, leftEmpties++, leftWordMul, multiply);
          leftCross += grid.hasCross[idx] !== 0 ? grid.crossSum[idx]! * grid.wordMul[idx]! : 0;
        }
      }
      if (a > 0 && letters[base + a - 1] !== EMPTY) continue;
      let empties = leftEmpties;
      let board = leftBoard;
      let wordMul = leftWordMul;
      let cross = leftCross;
      for (let b = anchor; b < rightmost; b++) {
        const idx = base + b;
        if (letters[idx] !== EMPTY) board += grid.lineValue[idx]!;
        else {
          if (empties === rack.tiles || !fits(grid, idx, rack)) break;
          wordMul = this.addEmpty(grid, idx, empties++, wordMul, multiply);
          cross += grid.hasCross[idx] !== 0 ? grid.crossSum[idx]! * grid.wordMul[idx]! : 0;
        }
        if (b === a || empties === 0 || (b < n - 1 && letters[idx + 1] !== EMPTY)) continue;
        const score = this.stretch(board, wordMul, cross, empties, rack);
        if (score > best) best = score;
      }
    }
    return best;
  }

  /** Notes the empty square `idx` as the stretch's `k`th; the main word's factor with it. */
  private addEmpty(grid: Grid, idx: number, k: number, wordMul: number, multiply: boolean): number {
    const wm = grid.wordMul[idx]!;
    this.letterMul[k] = grid.letterMul[idx]!;
    this.crossMul[k] = grid.hasCross[idx] !== 0 ? wm : 0;
    return multiply ? wordMul * wm : Math.max(wordMul, wm);
  }

  private stretch(
    board: number,
    wordMul: number,
    cross: number,
    empties: number,
    rack: BoundRack,
  ): number {
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
