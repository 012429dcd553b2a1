// The GADDAG generator finds exactly the plays a brute-force search finds, with the same scores,
// on random small boards and racks, under each ruleset's scoring and connection rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestPlay,
  countPlays,
  generatePlays,
  hasAnyPlay,
  type MoveGenRules,
} from '../../../engine/crossword/movegen/index';
import type { Board } from '../../../engine/crossword/types';
import { brutePlays, playKey } from './brute';
import { tinyLexicon, tinyWords } from './fixtures';
import { tinyBoards, tinyLetters, tinyVariants } from './tiny-variants';

const variants = tinyVariants(4);
const boards = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Board>({ size: 7, squares: Array(49).fill(null) }) },
  { weight: 6, arbitrary: tinyBoards(7) },
);
const racks = fc.array(fc.constantFrom(...tinyLetters, '?'), { minLength: 1, maxLength: 5 });

function generated(setup: MoveGenRules, board: Board, rack: string[]): Map<string, number> {
  const plays = generatePlays(tinyLexicon, setup, board, rack);
  const map = new Map<string, number>();
  for (const p of plays) {
    expect(map.has(playKey(p.placements)), `found twice: ${p.written}`).toBe(false);
    map.set(playKey(p.placements), p.score);
  }
  return map;
}

describe.each(variants)('with %s', (_name, setup) => {
  it('finds the same plays with the same scores as brute force', () => {
    fc.assert(
      fc.property(boards, racks, (board, rack) => {
        const expected = brutePlays(tinyWords, setup, board, rack);
        expect(Object.fromEntries(generated(setup, board, rack))).toEqual(
          Object.fromEntries(expected),
        );
      }),
      // Unlimited letters make far more plays per position, so fewer positions keep the time down.
      { numRuns: setup.unlimited ? 25 : 100 },
    );
  }, 60_000);

  it('agrees on the count, the best score and whether any play exists', () => {
    fc.assert(
      fc.property(boards, racks, (board, rack) => {
        const expected = brutePlays(tinyWords, setup, board, rack);
        const top = expected.size === 0 ? -1 : Math.max(...expected.values());
        expect(countPlays(tinyLexicon, setup, board, rack)).toEqual({
          count: expected.size,
          best: top,
        });
        expect(bestPlay(tinyLexicon, setup, board, rack)?.score ?? -1).toBe(top);
        expect(hasAnyPlay(tinyLexicon, setup, board, rack)).toBe(expected.size > 0);
      }),
      { numRuns: setup.unlimited ? 25 : 100 },
    );
  }, 60_000);
});
