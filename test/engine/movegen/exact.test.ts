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
import { englishTiles, jambleTiles } from '../../../engine/crossword/tilesets';
import type { Board } from '../../../engine/crossword/types';
import { brutePlays, playKey } from './brute';
import { jambleLikeTwos, tinyLayout, tinyLexicon, tinyWords } from './fixtures';

const variants: [string, MoveGenRules][] = [
  [
    'multiplying word bonuses and a bingo (Scrabble)',
    {
      rules: { wordBonus: 'multiply', bingoBonus: 50, rackSize: 4, values: englishTiles.values },
      layout: tinyLayout,
    },
  ],
  [
    'the highest word bonus only and extra words (Jamble)',
    {
      rules: { wordBonus: 'highest', bingoBonus: 10, rackSize: 4, values: jambleTiles.values },
      layout: tinyLayout,
      // Like Jamble's list: the complete list of two-letter words, with two the tiny list lacks
      // (DI, OB) and without some it has (AB, AT, IT, NO, TO are not words here).
      extraWords: ['DI', 'OB'],
      twoLetterWords: jambleLikeTwos,
    },
  ],
  [
    'unlimited letters and the ends rule (Scribble)',
    {
      rules: { wordBonus: 'multiply', bingoBonus: 0, rackSize: 0, values: englishTiles.values },
      layout: tinyLayout,
      unlimited: true,
      connection: 'ends',
    },
  ],
];

const letters = 'ABDEINORST';
const square = fc.oneof(
  { weight: 7, arbitrary: fc.constant(null) },
  {
    weight: 3,
    arbitrary: fc.record({
      letter: fc.constantFrom(...letters),
      blank: fc.integer({ min: 0, max: 6 }).map((x) => x === 0),
    }),
  },
);
const boards = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Board>({ size: 7, squares: Array(49).fill(null) }) },
  {
    weight: 6,
    arbitrary: fc
      .array(square, { minLength: 49, maxLength: 49 })
      .map((squares) => ({ size: 7, squares })),
  },
);
const racks = fc.array(fc.constantFrom(...letters, '?'), { minLength: 1, maxLength: 5 });

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
