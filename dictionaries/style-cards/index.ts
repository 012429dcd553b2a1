// Word Jam's Style-card word lists (generated from WordNet by build.mjs), read lazily into Sets.
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

/** Each list is one string of sorted uppercase words separated by single spaces. */
const packed: Record<ListCategory, string> = {
  animals,
  body,
  flora,
  food,
  objects,
  'verbs-and-adjectives': verbsAndAdjectives,
  'conjugated-verbs': conjugatedVerbs,
};

const sets = new Map<ListCategory, ReadonlySet<string>>();

/** The words of one category; intersect with the game's lexicon at check time. */
export function categoryWords(category: ListCategory): ReadonlySet<string> {
  let set = sets.get(category);
  if (!set) {
    set = new Set(packed[category].split(' '));
    sets.set(category, set);
  }
  return set;
}
