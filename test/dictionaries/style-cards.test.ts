// The Word Jam Style-card lists are searched in their packed text: every listed word is found,
// and nothing else is.
import { describe, expect, it } from 'vitest';
import { categoryWords, listCategories } from '../../dictionaries/style-cards';
import animals from '../../dictionaries/style-cards/lists/animals';
import body from '../../dictionaries/style-cards/lists/body';
import conjugatedVerbs from '../../dictionaries/style-cards/lists/conjugated-verbs';
import flora from '../../dictionaries/style-cards/lists/flora';
import food from '../../dictionaries/style-cards/lists/food';
import objects from '../../dictionaries/style-cards/lists/objects';
import verbsAndAdjectives from '../../dictionaries/style-cards/lists/verbs-and-adjectives';

const texts = {
  animals,
  body,
  flora,
  food,
  objects,
  'verbs-and-adjectives': verbsAndAdjectives,
  'conjugated-verbs': conjugatedVerbs,
};

describe('Style-card lists', () => {
  it.each(listCategories)(
    'finds every word of %s, and no prefix, extension or stranger',
    (name) => {
      const words = texts[name].split(' ');
      expect([...words].sort()).toEqual(words);
      const list = categoryWords(name);
      const listed = new Set(words);
      for (const word of words) {
        expect(list.has(word)).toBe(true);
        for (const other of [word.slice(0, -1), `${word}Q`, `${word} `, word.toLowerCase()]) {
          expect(list.has(other)).toBe(listed.has(other));
        }
      }
      for (const other of ['', 'A', 'ZZZZZZ', ' ', `${words[0]} ${words[1]}`]) {
        expect(list.has(other)).toBe(false);
      }
    },
  );
});
