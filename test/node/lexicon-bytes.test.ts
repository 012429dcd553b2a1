// The one-pass compiler writes the same bytes as the string-sorting one it replaced: pinned digests
// of the test lexicon (and a multi-letter alphabet), and the GADDAG's entries in string sort order.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileLexicon } from '../../dictionaries/compile';
import { SEPARATOR } from '../../dictionaries/format';
import { GaddagKeys, WordKeys } from '../../dictionaries/sorted-keys';
import { parseWordList } from '../../dictionaries/word-list';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every GADDAG entry as a string, sorted: what the compiler built before 1 Dec 2026. */
function referenceEntries(words: readonly string[]): string[] {
  const separator = String.fromCharCode(SEPARATOR);
  const keys: string[] = [];
  for (const word of words) {
    const reversed = [...word].reverse().join('');
    for (let split = 1; split < word.length; split++)
      keys.push(reversed.slice(word.length - split) + separator + word.slice(split));
    keys.push(reversed);
  }
  return keys.sort();
}

function entries(keys: GaddagKeys | WordKeys): string[] {
  const out = new Uint8Array(300);
  return Array.from({ length: keys.count }, (_, i) =>
    String.fromCharCode(...out.subarray(0, keys.read(i, out))),
  );
}

describe('compiling a lexicon', () => {
  // Digests of the bytes the string-sorting compiler wrote (checked out at 13ca262).
  it('writes the test lexicon byte for byte as before', () => {
    const text = readFileSync('dictionaries/sources/test-words.txt', 'utf8');
    const bytes = compileLexicon(parseWordList(text));
    expect(bytes.length).toBe(10332);
    expect(sha256(bytes)).toBe('e157dd0d2abf13aa0866824f818afa3a2afded45b5333f29a8f67fe3ffd4a228');
  });

  it('writes a multi-letter alphabet byte for byte as before', () => {
    const bytes = compileLexicon(['QI', 'ZA', 'CH', 'ÑU'], {
      alphabet: ['A', 'CH', 'I', 'Ñ', 'Q', 'U', 'Z'],
    });
    expect(sha256(bytes)).toBe('939565bbc1bfb071b8374afd21d24d1401547f1684825500d128c818c561bd78');
  });

  it('enumerates the GADDAG entries in string sort order, each once', () => {
    // Letter indexes 0–4 (many shared prefixes and suffixes) and up to 40 letters (long ranges
    // go through the radix passes, short ones through insertion sort).
    const word = fc
      .array(fc.integer({ min: 0, max: 4 }), { minLength: 2, maxLength: 40 })
      .map((codes) => String.fromCharCode(...codes));
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 60 }), (list) => {
        const words = [...list].sort();
        expect(entries(new GaddagKeys(words))).toEqual(referenceEntries(words));
        expect(entries(new WordKeys(words))).toEqual(words);
      }),
      { numRuns: 200 },
    );
  });
});
