// The score calculator's arithmetic for one word: letter values by language, blanks, DL/TL per
// letter, any number of DW/TW (they multiply) and the all-tiles bonus added after multiplying.

import { tileSets } from '../../engine/crossword/tilesets';
import { fail, ok, type Result } from '../../engine/result';

export interface CalculatorLanguage {
  id: string;
  name: string;
  values: Record<string, number>;
  /** Points for using all the tiles of a rack: 50, or 35 with Words With Friends values. */
  allTilesBonus: number;
  /** The lexicon that can check words in this language, when one is bundled. */
  lexicon: string | null;
}

/** The calculator's languages, in menu order (the tile sets of the rule book's calculator). */
const LANGUAGE_IDS = [
  'english',
  'wwf',
  'jamble',
  'dutch',
  'french',
  'german',
  'italian',
  'portuguese',
  'spanish',
  'estonian',
];

export const calculatorLanguages: CalculatorLanguage[] = LANGUAGE_IDS.map((id) => {
  const set = tileSets[id];
  if (!set) throw new Error(`tile set ${id} is missing`);
  const english = id === 'english' || id === 'wwf' || id === 'jamble';
  return {
    id,
    name: set.name,
    values: set.values,
    allTilesBonus: id === 'wwf' ? 35 : 50,
    lexicon: english ? 'english' : null,
  };
});

export function calculatorLanguage(id: string): CalculatorLanguage | undefined {
  return calculatorLanguages.find((l) => l.id === id);
}

/** How one tile of the word is marked: as is, double or triple letter, or a blank (0 points). */
export type LetterMark = 'none' | 'DL' | 'TL' | 'blank';

export interface CalculatorWord {
  /** The tiles, as split by splitTiles(). */
  tiles: string[];
  /** One mark per tile; missing marks count as 'none'. */
  marks: LetterMark[];
  doubleWords: number;
  tripleWords: number;
  allTiles: boolean;
}

export interface CalculatorScore {
  score: number;
  /** e.g. "P3 L1×2 A0(blank) N1 E1 = 7 ×2 = 14 + 50 = 64". */
  breakdown: string;
}

/** Words to tiles, longest tile first (Spanish CH, LL, RR); accented letters that are not tiles of
 * their own fold to their base letter (É → E), as the rule book's calculator scored them. */
export function splitTiles(word: string, language: CalculatorLanguage): Result<string[]> {
  const letters = Object.keys(language.values).sort((a, b) => b.length - a.length);
  const text = word.trim().toUpperCase();
  if (text.length === 0) return fail('empty-word', 'Type a word to score.');
  const tiles: string[] = [];
  for (let at = 0; at < text.length; ) {
    const tile = letters.find((l) => text.startsWith(l, at));
    if (tile) {
      tiles.push(tile);
      at += tile.length;
      continue;
    }
    const ch = String.fromCodePoint(text.codePointAt(at)!);
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
    if (base !== ch && language.values[base] !== undefined) {
      tiles.push(base);
      at += ch.length;
      continue;
    }
    return fail(
      'unknown-letter',
      `“${ch}” is not a ${language.name} tile. Use only the letters of that language.`,
    );
  }
  return ok(tiles);
}

export function scoreCalculatorWord(
  word: CalculatorWord,
  language: CalculatorLanguage,
): Result<CalculatorScore> {
  for (const [name, n] of [
    ['double word', word.doubleWords],
    ['triple word', word.tripleWords],
  ] as const) {
    if (!Number.isInteger(n) || n < 0 || n > 8)
      return fail(
        'bad-word-bonus',
        `The number of ${name} squares must be a whole number from 0 to 8.`,
      );
  }
  if (word.tiles.length === 0) return fail('empty-word', 'Type a word to score.');
  let sum = 0;
  const parts: string[] = [];
  word.tiles.forEach((tile, i) => {
    const value = language.values[tile];
    if (value === undefined) throw new Error(`tile ${tile} is not in ${language.id}`);
    const mark = word.marks[i] ?? 'none';
    const points =
      mark === 'blank' ? 0 : mark === 'DL' ? value * 2 : mark === 'TL' ? value * 3 : value;
    sum += points;
    parts.push(
      `${tile}${mark === 'blank' ? '0(blank)' : mark === 'DL' ? `${value}×2` : mark === 'TL' ? `${value}×3` : value}`,
    );
  });
  const factor = 2 ** word.doubleWords * 3 ** word.tripleWords;
  let score = sum * factor;
  let breakdown = `${parts.join(' ')} = ${sum}`;
  if (factor !== 1) breakdown += ` ×${factor} = ${score}`;
  if (word.allTiles) {
    score += language.allTilesBonus;
    breakdown += ` + ${language.allTilesBonus} = ${score}`;
  }
  return ok({ score, breakdown });
}

/** The marks from their short form in links and forms: one character per tile, `.` `d` `t` `b`. */
export function parseMarks(text: string): LetterMark[] {
  const byChar: Record<string, LetterMark> = { d: 'DL', t: 'TL', b: 'blank' };
  return [...text.toLowerCase()].map((ch) => byChar[ch] ?? 'none');
}
