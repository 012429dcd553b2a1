// Calculator scores worked by hand from the letter-value tables (engine/crossword/tilesets.ts).
import { describe, expect, it } from 'vitest';
import {
  type CalculatorLanguage,
  calculatorLanguage,
  type LetterMark,
  parseMarks,
  scoreCalculatorWord,
  splitTiles,
} from '../../../worker/pages/calculator-score';
import { wordListFor } from '../../../worker/word-lists';

function lang(id: string): CalculatorLanguage {
  const l = calculatorLanguage(id);
  if (!l) throw new Error(`no language ${id}`);
  return l;
}

function score(id: string, word: string, marks = '', dw = 0, tw = 0, allTiles = false): number {
  const language = lang(id);
  const tiles = splitTiles(word, language);
  if (!tiles.ok) throw new Error(tiles.error.message);
  const scored = scoreCalculatorWord(
    { tiles: tiles.value, marks: parseMarks(marks), doubleWords: dw, tripleWords: tw, allTiles },
    language,
  );
  if (!scored.ok) throw new Error(scored.error.message);
  return scored.value.score;
}

describe('scoring one calculator word', () => {
  it.each<[string, string, string, number, number, boolean, number, string]>([
    ['english', 'PLANE', '', 0, 0, false, 7, 'face value: P3 L1 A1 N1 E1'],
    ['english', 'plane', '', 0, 0, false, 7, 'lowercase is the same word'],
    ['english', 'PLANE', 'b', 0, 0, false, 4, 'a blank P scores 0'],
    ['english', 'QUIZ', '...t', 0, 0, false, 42, 'Z on a triple letter: 10+1+1+30'],
    ['english', 'QUIZ', 'dd..', 0, 0, false, 33, 'two double letters in one word'],
    ['english', 'PLANE', '', 1, 0, false, 14, 'a double word'],
    ['english', 'PLANE', '', 2, 0, false, 28, 'two double words multiply: ×4'],
    ['english', 'PLANE', '', 0, 2, false, 63, 'two triple words multiply: ×9'],
    ['english', 'PLANE', '', 1, 1, false, 42, 'a double and a triple word: ×6'],
    [
      'english',
      'PLANETS',
      '',
      1,
      0,
      true,
      68,
      'all tiles: (9 ×2) + 50, the bonus after multiplying',
    ],
    ['wwf', 'PLANE', '', 0, 0, false, 10, 'Words With Friends values: P4 L2 A1 N2 E1'],
    ['wwf', 'PLANETS', '', 0, 0, true, 47, 'Words With Friends all-tiles bonus is 35'],
    ['french', 'ÉTÉ', '', 0, 0, false, 3, 'accented vowels score as their base letter'],
    ['english', 'NAÏVE', '', 0, 0, false, 8, 'a diaeresis folds too'],
    ['german', 'ÄRGER', '', 0, 0, false, 11, 'German Ä is a tile of its own (6)'],
    ['spanish', 'CHICO', '', 0, 0, false, 10, 'Spanish CH is one tile (5)'],
    ['spanish', 'LLAMA', '', 0, 0, false, 13, 'Spanish LL is one tile (8)'],
    ['spanish', 'NIÑO', '', 0, 0, false, 11, 'Spanish Ñ is a tile of its own (8)'],
    ['portuguese', 'AÇÃO', '', 0, 0, false, 6, 'Portuguese Ç is a tile (3), Ã scores as A'],
    ['french', 'E\u0301TE\u0301', '', 0, 0, false, 3, 'a decomposed É (E + U+0301) reads as É'],
    ['spanish', 'NIN\u0303O', '', 0, 0, false, 11, 'a decomposed Ñ is the Ñ tile (8)'],
    ['jamble', 'PLANE', '', 2, 0, false, 14, 'Jamble: two double words still give ×2'],
    ['jamble', 'PLANE', '', 1, 1, false, 21, 'Jamble: a double and a triple word give ×3'],
    ['jamble', 'PLANETS', '', 1, 0, true, 28, 'Jamble: (9 ×2) + 10 for all 7 tiles'],
    ['jamble-high', 'PLANETS', '', 1, 0, true, 58, 'High Bonus Jamble: (9 ×2) + 40'],
    ['jamble-wild', 'PLANE', 'bbb', 0, 0, false, 2, 'Wild Jamble has 6 blanks: three here'],
    ['jamble-wild-high', 'PLANETS', '', 0, 0, true, 49, 'High Bonus Wild Jamble: 9 + 40'],
    ['english', 'QUIZZES', '....b', 0, 0, false, 24, 'QUIZZES with the second Z a blank'],
  ] as const)(
    '%s %s %s dw=%i tw=%i all=%s scores %i (%s)',
    (id, word, marks, dw, tw, all, expected) => {
      expect(score(id, word, marks, dw, tw, all)).toBe(expected);
    },
  );

  it('explains the arithmetic', () => {
    const language = lang('english');
    const tiles = splitTiles('PLANETS', language);
    if (!tiles.ok) throw new Error('split');
    const marks: LetterMark[] = ['b', 'DL'].map((m) => (m === 'b' ? 'blank' : 'DL'));
    const scored = scoreCalculatorWord(
      { tiles: tiles.value, marks, doubleWords: 1, tripleWords: 0, allTiles: true },
      language,
    );
    expect(scored.ok && scored.value.breakdown).toBe(
      'P0(blank) L1×2 A1 N1 E1 T1 S1 = 7 ×2 = 14 + 50 = 64',
    );
  });

  it.each([
    ['english', '', 'empty-word'],
    ['english', 'CAT5', 'unknown-letter'],
    ['english', 'ØL', 'unknown-letter'],
  ])('refuses %s word "%s" with %s', (id, word, code) => {
    const tiles = splitTiles(word, lang(id));
    expect(tiles.ok).toBe(false);
    if (!tiles.ok) {
      expect(tiles.error.code).toBe(code);
      expect(tiles.error.message).not.toBe('');
    }
  });

  it('refuses QUIZZES with English tiles unless the second Z is marked as a blank', () => {
    const language = lang('english');
    const tiles = splitTiles('QUIZZES', language);
    if (!tiles.ok) throw new Error('split');
    const scored = scoreCalculatorWord(
      { tiles: tiles.value, marks: [], doubleWords: 0, tripleWords: 0, allTiles: false },
      language,
    );
    expect(scored.ok ? scored.value : scored.error).toEqual({
      code: 'not-enough-tiles',
      message: 'English has only 1 Z tile: mark the extra Z as a blank (b) to score this word.',
    });
  });

  it('refuses more blanks than the tile set has', () => {
    const scored = scoreCalculatorWord(
      {
        tiles: [...'ABC'],
        marks: ['blank', 'blank', 'blank'],
        doubleWords: 0,
        tripleWords: 0,
        allTiles: false,
      },
      lang('english'),
    );
    expect(!scored.ok && scored.error.code).toBe('not-enough-tiles');
  });

  it('says a Jamble word gets only its highest word bonus', () => {
    const language = lang('jamble');
    const scored = scoreCalculatorWord(
      { tiles: [...'PLANE'], marks: [], doubleWords: 2, tripleWords: 0, allTiles: false },
      language,
    );
    expect(scored.ok && scored.value.breakdown).toBe(
      'P3 L1 A1 N1 E1 = 7 ×2 = 14 (one word bonus per word: the highest)',
    );
  });

  it.each([-1, 9, 1.5])('refuses %s double-word squares', (dw) => {
    const scored = scoreCalculatorWord(
      { tiles: ['A'], marks: [], doubleWords: dw, tripleWords: 0, allTiles: false },
      lang('english'),
    );
    expect(scored.ok).toBe(false);
  });
});

describe('the word list the calculator checks against', () => {
  it('checks Words With Friends words against ENABLE when it is installed', () => {
    expect(wordListFor('wwf', ['english', 'enable', 'test'])).toEqual({
      lexicon: 'enable',
      note: null,
    });
  });

  it('says which list stands in for ENABLE, and how to add it, when ENABLE is not installed', () => {
    const choice = wordListFor('wwf', ['english', 'test']);
    expect(choice.lexicon).toBe('english');
    expect(choice.note).toContain('ENABLE, the word list this game uses, is not installed');
    expect(choice.note).toContain('npm run lexicon -- build enable FILE');
  });

  it('gives the Words With Friends calculator entry the same list and note as the game', () => {
    const wwf = lang('wwf');
    const choice = wordListFor('wwf');
    expect([wwf.lexicon, wwf.lexiconNote]).toEqual([choice.lexicon, choice.note]);
    expect(lang('english').lexiconNote).toBeNull();
  });
});
