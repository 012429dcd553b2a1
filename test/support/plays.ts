// Finds a legal opening play for a rack in a lexicon, so tests need not hard-code racks.
import { getLexicon } from '../../dictionaries/registry';
import type { TileView } from '../../engine/crossword/view';

function canMake(word: string, rack: string[]): boolean {
  const left = [...rack];
  for (const letter of word) {
    const at = left.indexOf(letter);
    if (at >= 0) left.splice(at, 1);
    else {
      const blank = left.indexOf('?');
      if (blank < 0) return false;
      left.splice(blank, 1);
    }
  }
  return true;
}

/** The longest word of the lexicon the rack can make, as an opening play across from H8. */
export function openingPlay(
  rack: TileView[],
  lexiconId = 'test',
): { command: string; word: string } {
  const lexicon = getLexicon(lexiconId);
  if (!lexicon) throw new Error(`no lexicon ${lexiconId}`);
  const letters = rack.map((t) => t.letter);
  let best = '';
  for (const word of lexicon.words()) {
    if (
      word.length >= 2 &&
      word.length <= letters.length &&
      word.length > best.length &&
      canMake(word, letters)
    )
      best = word;
  }
  if (!best) throw new Error(`rack ${letters.join('')} makes no word`);
  return { command: `H8 across ${best}`, word: best };
}

/** A word the rack cannot make from the lexicon, for refusals. */
export const NOT_A_WORD = 'H8 across QXZJV';
