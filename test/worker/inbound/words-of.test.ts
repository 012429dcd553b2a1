// wordsOf's shortcut for ASCII and our emails' typography gives the words the Unicode path gives,
// for any line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasWords, wordsOf } from '../../../worker/mail/inbound/sent-lines';

/** The words as the Unicode path reads them, for every line. */
function unicodeWords(line: string): string[] {
  return (
    line
      .replace(/^(?:\s*>)+/, '')
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

describe('wordsOf', () => {
  it('reads ASCII lines as the Unicode path does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 80 }), (line) => {
        expect(wordsOf(line)).toEqual(unicodeWords(line));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads ASCII lines with our typography in them as the Unicode path does', () => {
    const typography = fc.constantFrom(...'\u00a0±·×–—‘’“”•…→−');
    const ascii = fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 });
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(ascii, typography), maxLength: 80 }), (line) => {
        expect(wordsOf(line)).toEqual(unicodeWords(line));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads any line as the Unicode path does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (line) => {
        expect(wordsOf(line)).toEqual(unicodeWords(line));
      }),
      { numRuns: 5000 },
    );
  });

  it('says a line has words where it has some, for any line', () => {
    const typography = fc.constantFrom(...'\u00a0±·×–—‘’“”•…→−>- ');
    const unit = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), typography);
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (line) => {
        expect(hasWords(line)).toBe(wordsOf(line).length > 0);
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ['> > H8 across PLANE', ['h8', 'across', 'plane']],
    ['Ｐａｓｓ ﬁne', ['pass', 'fine']],
    ['Ann says: Good game!', ['ann', 'says', 'good', 'game']],
    [
      'Your rating (crossword): 1500 → 1562 (+62)',
      ['your', 'rating', 'crossword', '1500', '1562', '62'],
    ],
    ['GUN: G2 U1 N1×2 = 5 · Ann’s', ['gun', 'g2', 'u1', 'n1', '2', '5', 'ann', 's']],
  ])('%s', (line, words) => {
    expect(wordsOf(line)).toEqual(words);
  });
});
