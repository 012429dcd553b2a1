// judgePlay (the generator's validate-and-score) agrees with the rules engine: scorePlay, the line
// and gap rules, connection and words, on random placements over random small boards.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { squareAt } from '../../../engine/crossword/board';
import {
  generatePlays,
  generatorFor,
  type MoveGenRules,
} from '../../../engine/crossword/movegen/index';
import { judgePlay } from '../../../engine/crossword/movegen/judge';
import { scorePlay } from '../../../engine/crossword/scoring';
import type { Board, Placement } from '../../../engine/crossword/types';
import { brutePlays, playKey } from './brute';
import { tinyLexicon, tinyWords } from './fixtures';
import { tinyBoards, tinyLetters, tinyVariants } from './tiny-variants';

const variants = tinyVariants(3);
const boards = tinyBoards();
const placementsArb = fc.record({
  across: fc.boolean(),
  line: fc.integer({ min: 0, max: 6 }),
  tiles: fc.uniqueArray(
    fc.record({
      pos: fc.integer({ min: 0, max: 6 }),
      letter: fc.constantFrom(...tinyLetters),
      blank: fc.integer({ min: 0, max: 4 }).map((x) => x === 0),
    }),
    { minLength: 1, maxLength: 3, selector: (t) => t.pos },
  ),
});

/** The engine's verdict by the brute-force finder (which uses scorePlay, the lexicon and the connection rules). */
function engineScore(setup: MoveGenRules, board: Board, placements: Placement[]): number {
  if (placements.some((p) => squareAt(board, p.row, p.col))) return -1;
  const rack = setup.unlimited ? [] : placements.map((p) => (p.blank ? '?' : p.letter));
  const legal = brutePlays(tinyWords, setup, board, rack);
  return legal.has(playKey(placements))
    ? scorePlay(setup.rules, setup.layout, board, placements).score
    : -1;
}

describe.each(variants)('judgePlay with %s', (_name, setup) => {
  it('scores every generated play as the generator did', () => {
    const board: Board = { size: 7, squares: Array(49).fill(null) };
    const gen = generatorFor(tinyLexicon, setup);
    for (const play of generatePlays(tinyLexicon, setup, board, [...'BREAD?'])) {
      gen.setPosition(board, []);
      expect(judgePlay(gen, play.placements), play.written).toBe(play.score);
    }
  });

  it('agrees with the rules engine on random placements', () => {
    fc.assert(
      fc.property(boards, placementsArb, (board, { across, line, tiles }) => {
        const placements = tiles.map((t) => ({
          row: across ? line : t.pos,
          col: across ? t.pos : line,
          letter: t.letter,
          blank: setup.unlimited ? false : t.blank,
        }));
        const gen = generatorFor(tinyLexicon, setup);
        gen.setPosition(board, []);
        expect(judgePlay(gen, placements)).toBe(engineScore(setup, board, placements));
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
