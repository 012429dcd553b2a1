// Word Jam's Style-card word lists (generated from WordNet by build.mjs), searched where they lie.
import animals from './lists/animals';
import body from './lists/body';
import conjugatedVerbs from './lists/conjugated-verbs';
import flora from './lists/flora';
import food from './lists/food';
import objects from './lists/objects';
import verbsAndAdjectives from './lists/verbs-and-adjectives';

export const listCategories = [
  'animals',
  'body',
  'flora',
  'food',
  'objects',
  'verbs-and-adjectives',
  /** Not a card of its own: the verb forms the Free card refuses (WALKED, RUNNING, WALKS). */
  'conjugated-verbs',
] as const;
export type ListCategory = (typeof listCategories)[number];

/** Each list is one string of uppercase words, sorted by code unit, separated by single spaces. */
const packed: Record<ListCategory, string> = {
  animals,
  body,
  flora,
  food,
  objects,
  'verbs-and-adjectives': verbsAndAdjectives,
  'conjugated-verbs': conjugatedVerbs,
};

/** A list's membership test; `has` takes uppercase A–Z letters. */
export interface CategoryWords {
  has(word: string): boolean;
  /** Every word, in the list's order (tests and tools; allocates). */
  words(): string[];
}

/**
 * Whether `word` is one of the sorted, space-separated words of `list`: a binary search over the
 * text itself, so no list is ever split into a Set (that cost 7–20 ms per list and isolate).
 */
function listHas(list: string, word: string): boolean {
  // [lo, hi) always starts at a word and ends where a word ends.
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = Math.max(lo, list.lastIndexOf(' ', mid) + 1);
    const space = list.indexOf(' ', start);
    const end = space < 0 || space > hi ? hi : space;
    const candidate = list.slice(start, end);
    if (candidate === word) return true;
    if (candidate < word) lo = end + 1;
    else hi = start - 1;
  }
  return false;
}

/** The words of one category; intersect with the game's lexicon at check time. */
export function categoryWords(category: ListCategory): CategoryWords {
  const list = packed[category];
  return { has: (word) => word !== '' && listHas(list, word), words: () => list.split(' ') };
}
