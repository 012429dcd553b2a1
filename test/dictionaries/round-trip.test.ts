// Compiling a word list and reading it back: every word is found, nothing else is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lexiconFromWords } from '../../dictionaries/from-words';
import { accepts, gaddagPath, gaddagWords } from './gaddag-paths';

// A small list written for this test: shared prefixes (CAT/CATS/CATER), shared suffixes
// (TRAIN/STRAIN), words inside words (AT, ATE, RATE), double letters and the rare letters.
const WORDS = [
  'AT',
  'ATE',
  'CAT',
  'CATS',
  'CATER',
  'CATERS',
  'RATE',
  'RATES',
  'GRATE',
  'TRAIN',
  'STRAIN',
  'STRAINS',
  'QI',
  'QUIZ',
  'JAZZ',
  'ZZZ',
  'XU',
  'AA',
  'AAH',
  'BOOKKEEPER',
  'ZYMURGY',
];

describe('a compiled word list', () => {
  const lexicon = lexiconFromWords('small', WORDS);

  it('counts its words', () => {
    expect(lexicon.size).toBe(WORDS.length);
    expect(lexicon.id).toBe('small');
  });

  it.each(WORDS)('finds %s', (word) => {
    expect(lexicon.has(word)).toBe(true);
  });

  it.each(['C', 'CA', 'CATE', 'STRAI', 'RAT', 'TRAINS', 'ATS', 'Q', 'QUI', 'JAZZY', '', 'CATSS'])(
    'rejects the prefix or non-word %j',
    (word) => {
      expect(lexicon.has(word)).toBe(false);
    },
  );

  it('rejects words with characters outside its alphabet', () => {
    expect(lexicon.has('CAT!')).toBe(false);
    expect(lexicon.has('ÇAT')).toBe(false);
  });

  it('accepts the lower-case letters of blanks as the same letters', () => {
    expect(lexicon.has('cAt')).toBe(true);
  });

  it('lists every word once, in alphabetical order', () => {
    expect([...lexicon.words()]).toEqual([...WORDS].sort());
  });

  it('records the longest word in tiles', () => {
    expect(lexicon.longestWord).toBe('BOOKKEEPER'.length);
  });

  it('spells every word along the GADDAG from every split point', () => {
    for (const word of WORDS) {
      const tiles = lexicon.alphabet.tokenize(word)!;
      for (let split = 1; split <= tiles.length; split++) {
        expect(
          accepts(lexicon, lexicon.gaddagRoot, gaddagPath(tiles, split)),
          `${word}/${split}`,
        ).toBe(true);
      }
    }
  });

  it('accepts no GADDAG path that is not a split of a word', () => {
    const expected = WORDS.flatMap((word) => Array.from(word, () => word));
    expect(gaddagWords(lexicon).sort()).toEqual(expected.sort());
  });

  it('does not accept a GADDAG path with the separator in front', () => {
    const tiles = lexicon.alphabet.tokenize('CAT')!;
    expect(accepts(lexicon, lexicon.gaddagRoot, [63, ...tiles])).toBe(false);
  });
});

describe('compiling', () => {
  it('upper-cases words and drops repeats', () => {
    const lexicon = lexiconFromWords('case', ['cat', 'Cat', 'CAT', ' dog ']);
    expect(lexicon.size).toBe(2);
    expect([...lexicon.words()]).toEqual(['CAT', 'DOG']);
  });

  it('skips words shorter than the minimum length', () => {
    expect([...lexiconFromWords('short', ['A', 'I', 'AN']).words()]).toEqual(['AN']);
    expect([...lexiconFromWords('one', ['A', 'AN'], { minLength: 1 }).words()]).toEqual([
      'A',
      'AN',
    ]);
  });

  it.each([
    ['an empty list', []],
    ['blank lines only', ['', '   ']],
    ['garbage', ["don't", '12', 'naïve', '!!', '\u0000']],
  ])('compiles %s into an empty lexicon that knows no word', (_name, words) => {
    const lexicon = lexiconFromWords('empty', words);
    expect(lexicon.size).toBe(0);
    expect([...lexicon.words()]).toEqual([]);
    expect(lexicon.has('A')).toBe(false);
    expect(lexicon.has('')).toBe(false);
    expect(lexicon.dawgRoot).toBe(0);
    expect(lexicon.gaddagRoot).toBe(0);
  });

  it('shares suffixes: a longer list of regular plurals adds few arcs', () => {
    const stems = ['BAT', 'CAT', 'HAT', 'MAT', 'RAT', 'SAT', 'VAT', 'PAT'];
    const singular = lexiconFromWords('s', stems);
    const plural = lexiconFromWords('p', [...stems, ...stems.map((s) => `${s}S`)]);
    const dawgArcs = (l: typeof singular) => l.packed[8]! - l.packed[6]!;
    expect(dawgArcs(singular)).toBe(8 + 1 + 1);
    expect(dawgArcs(plural)).toBe(8 + 1 + 1 + 1);
  });
});

describe('random word lists (property)', () => {
  const word = fc.stringMatching(/^[A-F]{1,7}$/);
  it('round-trips membership and the GADDAG for any list', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 40 }),
        fc.array(word, { maxLength: 10 }),
        (words, probes) => {
          const lexicon = lexiconFromWords('random', words, { minLength: 1 });
          expect([...lexicon.words()]).toEqual([...words].sort());
          for (const probe of probes) expect(lexicon.has(probe)).toBe(words.includes(probe));
          const splits = words.flatMap((w) => Array.from(w, () => w));
          expect(gaddagWords(lexicon).sort()).toEqual(splits.sort());
        },
      ),
      { numRuns: 150 },
    );
  });
});
