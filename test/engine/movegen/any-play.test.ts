// "Any legal play?" answers from the cross-checks when one tile makes a word, and walks the word
// graph when only longer plays exist. Positions built for this test on the tiny list, where R makes
// only AR, ER, OR and RE: a lone R beside I or D makes no word, but RID does.
import { describe, expect, it } from 'vitest';
import { countPlays, generatePlays, hasAnyPlay } from '../../../engine/crossword/movegen/index';
import { middleRowBoard, tinyLexicon, tinyRules } from './fixtures';

const scrabble = tinyRules('scrabble');
const loneR = middleRowBoard('...R...');

describe('any legal play?', () => {
  it('says yes when one tile makes a word (OR, across or down)', () => {
    expect(hasAnyPlay(tinyLexicon, scrabble, loneR, ['O'])).toBe(true);
    expect(countPlays(tinyLexicon, scrabble, loneR, ['O']).count).toBe(2);
  });

  it('says yes when only two tiles together make a word (RID, across or down)', () => {
    expect(hasAnyPlay(tinyLexicon, scrabble, loneR, ['I', 'D'])).toBe(true);
    const plays = generatePlays(tinyLexicon, scrabble, loneR, ['I', 'D']);
    expect(plays.map((p) => `${p.direction} ${p.written}`).sort()).toEqual([
      'across (R)ID',
      'down (R)ID',
    ]);
  });

  it('says no when no tile of the rack fits anywhere', () => {
    expect(hasAnyPlay(tinyLexicon, scrabble, loneR, ['B'])).toBe(false);
    expect(hasAnyPlay(tinyLexicon, scrabble, loneR, ['I'])).toBe(false);
  });

  it('lets a blank stand for the one letter that fits', () => {
    expect(hasAnyPlay(tinyLexicon, scrabble, loneR, ['?'])).toBe(true);
  });
});
