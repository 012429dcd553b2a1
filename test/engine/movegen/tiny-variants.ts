// What the property tests range over: the three rulesets' scoring on the tiny layout (as Jamble, its
// own two-letter list) and random 7×7 boards over the tiny words' letters.
import fc from 'fast-check';
import type { MoveGenRules } from '../../../engine/crossword/movegen/types';
import type { Board } from '../../../engine/crossword/types';
import { jambleLikeTwos, tinyRules } from './fixtures';

/** The letters of the tiny words. */
export const tinyLetters = 'ABDEINORST';

/** Scrabble, Jamble and Scribble on the tiny layout, named for what each one tests. */
export function tinyVariants(rackSize: number): [string, MoveGenRules][] {
  return [
    ['multiplying word bonuses and a bingo (Scrabble)', tinyRules('scrabble', rackSize)],
    [
      'the highest word bonus only and extra words (Jamble)',
      {
        ...tinyRules('jamble', rackSize),
        // Like Jamble's list: the complete list of two-letter words, with two the tiny list lacks
        // (DI, OB) and without some it has (AB, AT, IT, NO, TO are not words here).
        extraWords: ['DI', 'OB'],
        twoLetterWords: jambleLikeTwos,
      },
    ],
    ['unlimited letters and the ends rule (Scribble)', tinyRules('scribble')],
  ];
}

/** Random 7×7 boards, about 3 squares in 10 holding a tile; one tile in `blankOneIn` is a blank (none: no blanks). */
export function tinyBoards(blankOneIn?: number): fc.Arbitrary<Board> {
  const blank =
    blankOneIn === undefined
      ? fc.constant(false)
      : fc.integer({ min: 0, max: blankOneIn - 1 }).map((x) => x === 0);
  const square = fc.oneof(
    { weight: 7, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: fc.record({ letter: fc.constantFrom(...tinyLetters), blank }) },
  );
  return fc
    .array(square, { minLength: 49, maxLength: 49 })
    .map((squares): Board => ({ size: 7, squares }));
}
