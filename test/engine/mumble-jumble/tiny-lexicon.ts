// A tiny Lexicon over a Set, for engine tests (word lists written for these tests).
import type { Lexicon } from '../../../dictionaries/lexicon';

export function tinyLexicon(words: string[], id = 'tiny'): Lexicon {
  const set = new Set(words.map((w) => w.toUpperCase()));
  return { id, size: set.size, has: (word) => set.has(word) };
}
