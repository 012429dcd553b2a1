// The Word Jam Style-card lists are searched in their packed text: every listed word is found,
// and nothing else is.
import { describe, expect, it } from 'vitest';
import { categoryWords, listCategories } from '../../dictionaries/style-cards';

describe('Style-card lists', () => {
  it.each(listCategories)(
    'finds every word of %s, and no prefix, extension or stranger',
    (name) => {
      const list = categoryWords(name);
      const words = list.words();
      expect([...words].sort()).toEqual(words);
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
