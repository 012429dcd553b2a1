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

  it.each([-1, 9, 1.5])('refuses %s double-word squares', (dw) => {
    const scored = scoreCalculatorWord(
      { tiles: ['A'], marks: [], doubleWords: dw, tripleWords: 0, allTiles: false },
      lang('english'),
    );
    expect(scored.ok).toBe(false);
  });
});
