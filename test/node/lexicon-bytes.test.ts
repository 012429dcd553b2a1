// The one-pass compiler writes the same bytes as the string-sorting one it replaced: pinned digests
// of the test lexicon (and a multi-letter alphabet), and the GADDAG's entries in string sort order.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileLexicon } from '../../dictionaries/compile';
import { Header, LAST_ARC, LETTER_MASK, SEPARATOR } from '../../dictionaries/format';
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

/**
 * Format 2's bytes as format 1 wrote them: version 1, and each GADDAG node's separator arc moved
 * from first back to last (where it sorts by letter), the last-arc flag with it.
 */
function asVersionOne(bytes: Uint8Array): Uint8Array {
  const words = new Uint32Array(bytes.slice().buffer);
  words[Header.version] = 1;
  for (let first = words[Header.gaddagOffset]!, last = first; last < words.length; last++) {
    if ((words[last]! & LAST_ARC) === 0) continue;
    const head = words[first]!;
    if (last > first && (head & LETTER_MASK) === SEPARATOR) {
      words.copyWithin(first, first + 1, last + 1);
      words[last - 1] = words[last - 1]! & ~LAST_ARC;
      words[last] = head | LAST_ARC;
    }
    first = last + 1;
  }
  return new Uint8Array(words.buffer);
}

describe('compiling a lexicon', () => {
  // Digests of the bytes the string-sorting compiler wrote (checked out at 13ca262, format 1);
  // format 2 (1 Dec 2026) only moves each GADDAG node's separator arc first.
  it('writes the test lexicon byte for byte as before', () => {
    const text = readFileSync('dictionaries/sources/test-words.txt', 'utf8');
    const bytes = compileLexicon(parseWordList(text));
    expect(bytes.length).toBe(10332);
    expect(sha256(asVersionOne(bytes))).toBe(
      'e157dd0d2abf13aa0866824f818afa3a2afded45b5333f29a8f67fe3ffd4a228',
    );
    expect(sha256(bytes)).toBe('c48fc79a18b9cdf3289c59c03541a0d932ea62146158c3ad7f20270bfa5221bd');
  });

  it('writes a multi-letter alphabet byte for byte as before', () => {
    const bytes = compileLexicon(['QI', 'ZA', 'CH', 'ÑU'], {
      alphabet: ['A', 'CH', 'I', 'Ñ', 'Q', 'U', 'Z'],
    });
    expect(sha256(asVersionOne(bytes))).toBe(
      '939565bbc1bfb071b8374afd21d24d1401547f1684825500d128c818c561bd78',
    );
    expect(sha256(bytes)).toBe('649954b430a1b6628ff4e92bfe443fdd2013dae3af10360f3fe5cc9e6f1ea438');
  });

  it('lists each GADDAG node’s separator arc first, its letters after it in order', () => {
    const text = readFileSync('dictionaries/sources/test-words.txt', 'utf8');
    const words = new Uint32Array(compileLexicon(parseWordList(text)).buffer);
    let separators = 0;
    let first = true;
    let previous = -1;
    for (let arc = words[Header.gaddagOffset]!; arc < words.length; arc++) {
      const letter = words[arc]! & LETTER_MASK;
      if (letter === SEPARATOR) {
        expect(first).toBe(true);
        separators++;
      } else {
        expect(letter).toBeGreaterThan(previous);
        previous = letter;
      }
      first = (words[arc]! & LAST_ARC) !== 0;
      if (first) previous = -1;
    }
    expect(separators).toBeGreaterThan(100);
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
