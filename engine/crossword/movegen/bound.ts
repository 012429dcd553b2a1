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

const coefficients = new Int32Array(64);

/**
 * Over every stretch [a, b] through the start that a play from it could fill (tiles on
 * [leftmost, rightmost), see anchors.ts): the board tiles' points and cross-word sums, plus the
 * rack's values matched highest to highest against each empty square's coefficient (letter bonus ×
 * (main word factor + its cross word's factor)).
 */
export function anchorBound(
  grid: Grid,
  dir: number,
  line: number,
  anchor: number,
  leftmost: number,
  rightmost: number,
  rack: BoundRack,
  rules: BoundRules,
): number {
  const n = grid.size;
  const base = dir * n * n + line * n;
  const letters = grid.lineLetter;
  let best = -1;
  for (let a = anchor; a >= leftmost; a--) {
    if (a > 0 && letters[base + a - 1] !== EMPTY) continue;
    let blocked = false;
    let empties = 0;
    for (let i = a; i < anchor; i++) {
      if (letters[base + i] === EMPTY) {
        empties++;
        if (!fits(grid, base + i, rack)) blocked = true;
      }
    }
    if (blocked || empties > rack.tiles) continue;
    for (let b = anchor; b < rightmost; b++) {
      const idx = base + b;
      if (letters[idx] === EMPTY) {
        empties++;
        if (empties > rack.tiles || !fits(grid, idx, rack)) break;
      }
      if (b === a || empties === 0 || (b < n - 1 && letters[idx + 1] !== EMPTY)) continue;
      const score = windowBound(grid, base, a, b, empties, rack, rules);
      if (score > best) best = score;
    }
  }
  return best;
}

function windowBound(
  grid: Grid,
  base: number,
  a: number,
  b: number,
  empties: number,
  rack: BoundRack,
  rules: BoundRules,
): number {
  let wordMul = 1;
  let boardSum = 0;
  for (let i = a; i <= b; i++) {
    const idx = base + i;
    if (grid.lineLetter[idx] !== EMPTY) boardSum += grid.lineValue[idx]!;
    else {
      const wm = grid.wordMul[idx]!;
      wordMul = rules.multiply ? wordMul * wm : Math.max(wordMul, wm);
    }
  }
  let fixed = boardSum * wordMul;
  let k = 0;
  for (let i = a; i <= b; i++) {
    const idx = base + i;
    if (grid.lineLetter[idx] !== EMPTY) continue;
    const crossWm = grid.hasCross[idx] !== 0 ? grid.wordMul[idx]! : 0;
    fixed += grid.crossSum[idx]! * crossWm;
    // Insertion sort, highest first: at most a rack's worth of squares.
    const c = grid.letterMul[idx]! * (wordMul + crossWm);
    let j = k++;
    while (j > 0 && coefficients[j - 1]! < c) {
      coefficients[j] = coefficients[j - 1]!;
      j--;
    }
    coefficients[j] = c;
  }
  let tiles = 0;
  for (let j = 0; j < empties; j++) tiles += rack.values[j]! * coefficients[j]!;
  const bingo = rules.bingo > 0 && empties >= rules.rackSize ? rules.bingo : 0;
  return fixed + tiles + bingo;
}
