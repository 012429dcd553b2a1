// The score calculator's arithmetic for one word: letter values by language, blanks, DL/TL per
// letter, any number of DW/TW (they multiply; in Jamble only the highest counts) and the all-tiles
// bonus added after multiplying.

import { rulesets } from '../../engine/crossword/rulesets/index';
import { tileSets } from '../../engine/crossword/tilesets';
import type { TileSet, WordBonusRule } from '../../engine/crossword/types';
import { fail, ok, type Result } from '../../engine/result';
import { wordListFor } from '../word-lists';

/** A calculator language: a tile set's letters (a word needs no more of any than the set has,
 *  blanks included) with the bonuses and word list of the game it follows. */
export interface CalculatorLanguage
  extends Pick<TileSet, 'id' | 'name' | 'values' | 'counts' | 'blanks'> {
  /** Points for using all the tiles of a rack: 50, 35 with Words With Friends values, 10 (or 40
   *  for High Bonus) in Jamble. Never multiplied. */
  allTilesBonus: number;
  /** Scrabble's word bonuses multiply (two DW = ×4); Jamble's word gets only its highest one. */
  wordBonus: WordBonusRule;
  /** The lexicon that can check words in this language, when one is bundled. */
  lexicon: string | null;
  /** Which list stands in when the game's own (WWF's ENABLE) is not installed, and how to add it. */
  lexiconNote: string | null;
}

/** The calculator's languages, in menu order (the tile sets of the rule book's calculator, and
 *  Jamble's scoring). `game` is the ruleset whose bonuses and word list the entry follows. */
const LANGUAGES: { id: string; tileSet: string; name?: string; game: string }[] = [
  { id: 'english', tileSet: 'english', game: 'scrabble' },
  { id: 'wwf', tileSet: 'wwf', game: 'wwf' },
  { id: 'jamble', tileSet: 'jamble', game: 'jamble-jx' },
  { id: 'jamble-high', tileSet: 'jamble', name: 'High Bonus Jamble (JH)', game: 'jamble-jh' },
  { id: 'jamble-wild', tileSet: 'jamble-wild', name: 'Wild Jamble (JW)', game: 'jamble-jw' },
  {
    id: 'jamble-wild-high',
    tileSet: 'jamble-wild',
    name: 'High Bonus Wild Jamble (JY)',
    game: 'jamble-jy',
  },
  { id: 'dutch', tileSet: 'dutch', game: 'scrabble' },
  { id: 'french', tileSet: 'french', game: 'scrabble' },
  { id: 'german', tileSet: 'german', game: 'scrabble' },
  { id: 'italian', tileSet: 'italian', game: 'scrabble' },
  { id: 'portuguese', tileSet: 'portuguese', game: 'scrabble' },
  { id: 'spanish', tileSet: 'spanish', game: 'scrabble' },
  { id: 'estonian', tileSet: 'estonian', game: 'scrabble' },
];

export const calculatorLanguages: CalculatorLanguage[] = LANGUAGES.map((entry) => {
  const set = tileSets[entry.tileSet];
  const ruleset = rulesets[entry.game];
  if (!set || !ruleset) throw new Error(`calculator language ${entry.id} is broken`);
  const english = ['english', 'wwf', 'jamble', 'jamble-wild'].includes(entry.tileSet);
  const words = wordListFor(entry.game);
  return {
    id: entry.id,
    name: entry.name ?? set.name,
    values: set.values,
    counts: set.counts,
    blanks: set.blanks,
    allTilesBonus: ruleset.bingoBonus,
    wordBonus: ruleset.wordBonus,
    lexicon: english ? words.lexicon : null,
    lexiconNote: english ? words.note : null,
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
  // Pasted text often spells É as E + U+0301: compose it first, so it reads as one letter.
  const text = word.normalize('NFC').trim().toUpperCase();
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
  const shortage = tileShortage(word, language);
  if (shortage) return fail('not-enough-tiles', shortage);
  const factor =
    language.wordBonus === 'highest'
      ? word.tripleWords > 0
        ? 3
        : word.doubleWords > 0
          ? 2
          : 1
      : 2 ** word.doubleWords * 3 ** word.tripleWords;
  let score = sum * factor;
  let breakdown = `${parts.join(' ')} = ${sum}`;
  if (factor !== 1) breakdown += ` ×${factor} = ${score}`;
  if (language.wordBonus === 'highest' && word.doubleWords + word.tripleWords > 1)
    breakdown += ' (one word bonus per word: the highest)';
  if (word.allTiles) {
    score += language.allTilesBonus;
    breakdown += ` + ${language.allTilesBonus} = ${score}`;
  }
  return ok({ score, breakdown });
}

/** Why the tile set cannot spell the word as marked (QUIZZES with one Z and no blank), or null. */
function tileShortage(word: CalculatorWord, language: CalculatorLanguage): string | null {
  const needed = new Map<string, number>();
  let blanks = 0;
  word.tiles.forEach((tile, i) => {
    if (word.marks[i] === 'blank') blanks++;
    else needed.set(tile, (needed.get(tile) ?? 0) + 1);
  });
  for (const [tile, n] of needed) {
    const have = language.counts[tile] ?? 0;
    if (n > have)
      return `${language.name} has only ${have} ${tile} tile${have === 1 ? '' : 's'}: mark ${n - have === 1 ? `the extra ${tile}` : `${n - have} of the ${tile}s`} as a blank (b) to score this word.`;
  }
  if (blanks > language.blanks)
    return `${language.name} has only ${language.blanks} blank${language.blanks === 1 ? '' : 's'}; this word marks ${blanks}.`;
  return null;
}

/** The marks from their short form in links and forms: one character per tile, `.` `d` `t` `b`. */
export function parseMarks(text: string): LetterMark[] {
  const byChar: Record<string, LetterMark> = { d: 'DL', t: 'TL', b: 'blank' };
  return [...text.toLowerCase()].map((ch) => byChar[ch] ?? 'none');
}
