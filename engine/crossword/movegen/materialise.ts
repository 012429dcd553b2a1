// Turns a packed play (square << 7 | blank | letter per tile, see play-list.ts) into placements, main word and notation.
import type { Placement } from '../types';
import type { MoveGenerator } from './generator';
import { EMPTY } from './grid';
import { BLANK_BIT, SQUARE_SHIFT } from './play-list';
import type { GeneratedPlay } from './types';

export function materialise(
  gen: MoveGenerator,
  tiles: ArrayLike<number>,
  from: number,
  length: number,
  direction: number,
  score: number,
): GeneratedPlay {
  const { grid, lexicon } = gen;
  const letters = lexicon.alphabet.letters;
  const n = grid.size;
  const placed = new Map<number, number>();
  const placements: Placement[] = [];
  for (let k = 0; k < length; k++) {
    const t = tiles[from + k]!;
    const sq = t >> SQUARE_SHIFT;
    placed.set(sq, t & ((1 << SQUARE_SHIFT) - 1));
  }
  const squares = [...placed.keys()].sort((a, b) => a - b);
  for (const sq of squares) {
    const t = placed.get(sq)!;
    placements.push({
      row: Math.floor(sq / n),
      col: sq % n,
      letter: letters[t & 0x3f] ?? '?',
      blank: (t & BLANK_BIT) !== 0,
    });
  }
  const step = direction === 0 ? 1 : n;
  const first = squares[0]!;
  const filled = (sq: number) => placed.has(sq) || grid.letter[sq] !== EMPTY;
  const sameLine = (a: number, b: number) =>
    direction === 0 ? Math.floor(a / n) === Math.floor(b / n) : a % n === b % n;
  let start = first;
  while (start - step >= 0 && sameLine(start, start - step) && filled(start - step)) start -= step;
  let word = '';
  let written = '';
  for (let sq = start; sq < n * n && sameLine(start, sq) && filled(sq); sq += step) {
    const t = placed.get(sq);
    if (t === undefined) {
      const letter = letters[grid.letter[sq]!] ?? '?';
      word += letter;
      written += `(${letter})`;
    } else {
      const letter = letters[t & 0x3f] ?? '?';
      word += letter;
      written += (t & BLANK_BIT) !== 0 ? letter.toLowerCase() : letter;
    }
  }
  return {
    placements,
    score,
    direction: direction === 0 ? 'across' : 'down',
    start: { row: Math.floor(start / n), col: start % n },
    word,
    written: written.replace(/\)\(/g, ''),
    used: placements.map((p) => (p.blank ? '?' : p.letter)),
  };
}
