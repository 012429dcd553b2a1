// Play counts and best scores on fixed positions (regression figures, each checked against the brute-force
// finder when written), and "any legal play?" on the same positions.
import { describe, expect, it } from 'vitest';
import { getLexicon } from '../../../dictionaries/registry';
import { defaultConfigOf, moveGenRulesOf } from '../../../engine/crossword/movegen/from-config';
import { countPlays, hasAnyPlay } from '../../../engine/crossword/movegen/index';
import { boardOf, tinyLexicon, tinyRules } from './fixtures';

const scrabble = tinyRules('scrabble');
const jamble = tinyRules('jamble');
const scribble = tinyRules('scribble');
const setups = { scrabble, jamble, scribble };

// 7×7 boards built for these tests (lowercase letters are blanks already on the board).
const boards: Record<string, string[]> = {
  empty: ['.......', '.......', '.......', '.......', '.......', '.......', '.......'],
  bread: ['.......', '.......', '.......', '.BREAD.', '.......', '.......', '.......'],
  cross: ['.......', '...S...', '...T...', '.BREAD.', '...R...', '.......', '.......'],
  blanks: ['.......', '.......', '..n....', '.boaT..', '..T....', '.......', '.......'],
};

// Each position (board, rack) with its play count and best score under the rulesets measured on it.
const measured: [string, string, Partial<Record<keyof typeof setups, [number, number]>>][] = [
  ['empty', 'ABDEINO', { scrabble: [232, 26], jamble: [232, 24] }],
  ['empty', 'STONE??', { scrabble: [2198, 18] }],
  ['empty', 'T', { scrabble: [0, -1], scribble: [854, 36] }],
  ['bread', 'ABDEINO', { scrabble: [210, 32], jamble: [210, 20] }],
  ['bread', 'STONE??', { jamble: [1064, 14] }],
  ['bread', 'T', { scrabble: [3, 4], scribble: [361, 28] }],
  ['cross', 'STONE??', { scrabble: [742, 35], jamble: [742, 21] }],
  ['cross', 'T', { jamble: [0, -1], scribble: [300, 35] }],
  ['blanks', 'ABDEINO', { scrabble: [108, 22] }],
  ['blanks', 'STONE??', { scrabble: [531, 20] }],
  ['blanks', 'T', { scrabble: [0, -1], scribble: [220, 42] }],
];
const table = measured.flatMap(([board, rack, byRules]) =>
  Object.entries(byRules).map(
    ([rules, [count, best]]) => [board, rack, rules as keyof typeof setups, count, best] as const,
  ),
);

describe('plays on fixed 7×7 positions', () => {
  it.each(table)(
    'on the %s board with %s under %s rules: %i plays, best %i',
    (board, rack, rules, count, best) => {
      expect(countPlays(tinyLexicon, setups[rules], boardOf(boards[board]!), [...rack])).toEqual({
        count,
        best,
      });
    },
  );

  it.each(table)(
    'on the %s board with %s under %s rules, any legal play exists only when some play counts',
    (board, rack, rules, count) => {
      expect(hasAnyPlay(tinyLexicon, setups[rules], boardOf(boards[board]!), [...rack])).toBe(
        count > 0,
      );
    },
  );

  it('finds no play with an empty rack', () => {
    expect(hasAnyPlay(tinyLexicon, scrabble, boardOf(boards.bread!), [])).toBe(false);
  });

  it('finds no play in Scribble when the board is full', () => {
    const full = boardOf(Array.from({ length: 7 }, () => 'BREADSO'));
    expect(hasAnyPlay(tinyLexicon, scribble, full, [])).toBe(false);
  });
});

describe('plays on the standard board with the english lexicon', () => {
  const english = getLexicon('english')!;
  // The rulesets' own defaults: Jamble brings its two-letter words, the only two-letter words it
  // allows whatever the lexicon says (issue 14: 2351 plays counted the lexicon's QI, ZA, … too).
  const scrabble15 = moveGenRulesOf(defaultConfigOf('scrabble', 'english')!);
  const jamble15 = moveGenRulesOf(defaultConfigOf('jamble-jx', 'english')!);
  const empty = boardOf(Array.from({ length: 15 }, () => '.'.repeat(15)));
  const retains = boardOf(
    Array.from({ length: 15 }, (_, r) => (r === 7 ? '...RETAINS.....' : '.'.repeat(15))),
  );

  it.each([
    ['RETAINS on the empty board', 1752, 66, scrabble15, empty, 'RETAINS'],
    ['RETAINS on the empty board (Jamble)', 1764, 26, jamble15, empty, 'RETAINS'],
    ['QUIZ?AE beside RETAINS', 2048, 100, scrabble15, retains, 'QUIZ?AE'],
    ['QUIZ?AE beside RETAINS (Jamble)', 2296, 77, jamble15, retains, 'QUIZ?AE'],
    ['?? beside RETAINS', 1292, 2, scrabble15, retains, '??'],
  ] as const)('%s: %i plays, best %i', (_name, count, best, setup, board, rack) => {
    expect(countPlays(english, setup, board, [...rack])).toEqual({ count, best });
  });
});
