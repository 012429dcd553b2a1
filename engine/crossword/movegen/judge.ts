// Validate-and-score one play on a position the generator has read: line, gaps, connection, words
// (DAWG walk and cross-check bitsets) and score, without allocating. The rack is the caller's concern.
import type { Placement } from '../types';
import type { MoveGenerator } from './generator';
import { EMPTY } from './grid';

const newLetter = new Int8Array(64 * 64).fill(-1);
const newBlank = new Uint8Array(64 * 64);
const word = new Int8Array(64);

/** The play's score under the generator's rules, or -1 when it is not a legal play on this board. */
export function judgePlay(gen: MoveGenerator, placements: readonly Placement[]): number {
  const k = placements.length;
  const grid = gen.grid;
  const n = grid.size;
  if (k === 0) return -1;
  const first = placements[0] as Placement;
  let sameRow = true;
  let sameCol = true;
  for (const p of placements) {
    sameRow &&= p.row === first.row;
    sameCol &&= p.col === first.col;
  }
  if (!sameRow && !sameCol) return -1;
  let dir = sameRow ? 0 : 1;
  if (k === 1) {
    // One tile reads across when it makes an across word, else down (as scorePlay decides).
    const r = first.row;
    const c = first.col;
    const acrossWord =
      (c > 0 && grid.letter[r * n + c - 1] !== EMPTY) ||
      (c < n - 1 && grid.letter[r * n + c + 1] !== EMPTY);
    dir = acrossWord ? 0 : 1;
  }
  const line = dir === 0 ? first.row : first.col;
  const base = dir * n * n + line * n;
  let lowest = n;
  let highest = -1;
  let ok = true;
  for (const p of placements) {
    const pos = dir === 0 ? p.col : p.row;
    const letter = gen.lexicon.alphabet.indexOf(p.letter);
    if (p.row < 0 || p.col < 0 || p.row >= n || p.col >= n || letter < 0) ok = false;
    else if (grid.lineLetter[base + pos] !== EMPTY || newLetter[base + pos] !== -1) ok = false;
    else {
      newLetter[base + pos] = letter;
      newBlank[base + pos] = p.blank ? 1 : 0;
      lowest = Math.min(lowest, pos);
      highest = Math.max(highest, pos);
    }
  }
  const score = ok ? scoreLine(gen, base, lowest, highest, k) : -1;
  for (const p of placements) {
    const pos = dir === 0 ? p.col : p.row;
    if (pos >= 0 && pos < n && base + pos < newLetter.length) newLetter[base + pos] = -1;
  }
  return score;
}

function scoreLine(
  gen: MoveGenerator,
  base: number,
  lowest: number,
  highest: number,
  k: number,
): number {
  const grid = gen.grid;
  const n = grid.size;
  const lineLetter = grid.lineLetter;
  let start = lowest;
  while (start > 0 && lineLetter[base + start - 1] !== EMPTY) start--;
  let end = highest;
  while (end < n - 1 && lineLetter[base + end + 1] !== EMPTY) end++;
  if (end === start) return -1;
  let mainSum = 0;
  let wordMul = 1;
  let cross = 0;
  let crossed = false;
  let coversCentre = false;
  let length = 0;
  for (let pos = start; pos <= end; pos++) {
    const idx = base + pos;
    const placed = newLetter[idx]!;
    if (placed === -1) {
      if (lineLetter[idx] === EMPTY) return -1; // a gap in the line
      word[length++] = lineLetter[idx]!;
      mainSum += grid.lineValue[idx]!;
      continue;
    }
    if (!allowed(grid.maskLo[idx]!, grid.maskHi[idx]!, placed)) return -1;
    word[length++] = placed;
    const v = newBlank[idx] ? 0 : gen.values[placed]! * grid.letterMul[idx]!;
    const wm = grid.wordMul[idx]!;
    mainSum += v;
    wordMul = gen.multiply ? wordMul * wm : Math.max(wordMul, wm);
    if (grid.hasCross[idx] !== 0) {
      crossed = true;
      cross += (grid.crossSum[idx]! + v) * wm;
    }
    if (squareOf(base, pos, n) === gen.centre) coversCentre = true;
  }
  if (!isWord(gen, length)) return -1;
  if (grid.tiles === 0) {
    if (!coversCentre) return -1;
  } else if (gen.ends) {
    const old = (pos: number) => newLetter[base + pos] === -1;
    if (!old(start) && !old(end) && !crossed) return -1;
  } else if (!crossed && length === k) return -1;
  return mainSum * wordMul + cross + (gen.bingo > 0 && k >= gen.rackSize ? gen.bingo : 0);
}

function allowed(lo: number, hi: number, letter: number): boolean {
  return ((letter < 32 ? lo >>> letter : hi >>> (letter - 32)) & 1) !== 0;
}

function squareOf(base: number, pos: number, n: number): number {
  const dir = base >= n * n ? 1 : 0;
  const line = (base - dir * n * n) / n;
  return dir === 0 ? line * n + pos : pos * n + line;
}

function isWord(gen: MoveGenerator, length: number): boolean {
  if (length === 2 && gen.twoLetters !== null)
    return gen.twoLetters[word[0]! * 64 + word[1]!] === 1;
  for (const part of gen.parts) if (part.hasTiles(word, 0, length)) return true;
  return false;
}
