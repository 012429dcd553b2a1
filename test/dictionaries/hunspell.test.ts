// Expanding Hunspell dictionaries: affix rules written for this test in the .aff syntax of the
// Hunspell manual (hunspell(5)), with English-like stems so the expected forms are easy to read.
import { describe, expect, it } from 'vitest';
import { conditionRegExp } from '../../dictionaries/hunspell/affixes';
import { expandHunspell } from '../../dictionaries/hunspell/expand';
import { commonWordForms } from '../../dictionaries/hunspell/word-forms';

const sorted = (words: string[]) => [...words].sort();
const dic = (...entries: string[]) => `${entries.length}\n${entries.join('\n')}\n`;

const AFF = `
SET UTF-8
# plural: -s, -es after s/x, y → ies after a consonant
SFX S Y 4
SFX S 0 s [^sxy]
SFX S 0 s [aeiou]y
SFX S 0 es [sx]
SFX S y ies [^aeiou]y

# re- prefix, combines with suffixes
PFX R Y 1
PFX R 0 re .

# un- prefix, no cross product
PFX U N 1
PFX U 0 un .

# -able, which may take -s again (a twofold suffix through its continuation flag)
SFX A Y 1
SFX A 0 able/S .
`;

describe('expanding a Hunspell dictionary', () => {
  it.each([
    ['a stem with no flags', ['cat'], ['cat']],
    ['a plain suffix', ['cat/S'], ['cat', 'cats']],
    [
      'a suffix chosen by its condition',
      ['box/S', 'fly/S', 'day/S'],
      ['box', 'boxes', 'fly', 'flies', 'day', 'days'],
    ],
    ['a prefix', ['do/U'], ['do', 'undo']],
    ['a prefix and a suffix in cross product', ['play/RS'], ['play', 'plays', 'replay', 'replays']],
    ['a prefix that does not cross', ['tie/US'], ['tie', 'ties', 'untie']],
    ['a second suffix named by the first', ['read/A'], ['read', 'readable', 'readables']],
  ])('expands %s', (_name, entries, expected) => {
    expect(sorted(expandHunspell(dic(...entries), AFF))).toEqual(sorted(expected));
  });

  it('ignores morphological fields and unescapes slashes', () => {
    expect(sorted(expandHunspell(dic('cat/S po:noun', 'and\\/or'), AFF))).toEqual([
      'and/or',
      'cat',
      'cats',
    ]);
  });

  it('drops forbidden words, compound-only stems and stems that need an affix', () => {
    const aff = `${AFF}
FORBIDDENWORD !
ONLYINCOMPOUND C
NEEDAFFIX N
`;
    const words = expandHunspell(dic('cat/S', 'cats/!', 'kitchen/C', 'pant/NS'), aff);
    expect(sorted(words)).toEqual(['cat', 'pants']);
  });

  it('keeps circumfixes only in pairs', () => {
    const aff = `
CIRCUMFIX X
PFX G Y 1
PFX G 0 ge/X .
SFX T Y 1
SFX T 0 t/X .
SFX E Y 1
SFX E 0 en .
`;
    expect(sorted(expandHunspell(dic('mach/GTE'), aff))).toEqual(['gemacht', 'mach', 'machen']);
  });

  it.each([
    ['long', 'FLAG long\nSFX Sx Y 1\nSFX Sx 0 s .\nPFX Re Y 1\nPFX Re 0 re .', 'play/SxRe'],
    ['num', 'FLAG num\nSFX 12 Y 1\nSFX 12 0 s .\nPFX 7 Y 1\nPFX 7 0 re .', 'play/12,7'],
    ['UTF-8', 'FLAG UTF-8\nSFX Ş Y 1\nSFX Ş 0 s .\nPFX ř Y 1\nPFX ř 0 re .', 'play/Şř'],
    ['aliases (AF)', 'AF 1\nAF SR\nSFX S Y 1\nSFX S 0 s .\nPFX R Y 1\nPFX R 0 re .', 'play/1'],
  ])('reads %s flags', (_name, aff, entry) => {
    expect(sorted(expandHunspell(dic(entry), aff))).toEqual(['play', 'plays', 'replay', 'replays']);
  });

  it('applies output conversions (Dutch writes the ĳ ligature as ij)', () => {
    const aff = 'OCONV 1\nOCONV ĳ ij\nSFX S Y 1\nSFX S 0 s .';
    expect(sorted(expandHunspell(dic('ĳs/S'), aff))).toEqual(['ijs', 'ijss']);
  });

  it('never strips a whole word unless FULLSTRIP says so', () => {
    const aff = 'SFX Z Y 1\nSFX Z go went go';
    expect(expandHunspell(dic('go/Z'), aff)).toEqual(['go']);
    expect(sorted(expandHunspell(dic('go/Z'), `FULLSTRIP\n${aff}`))).toEqual(['go', 'went']);
  });
});

describe('affix conditions', () => {
  it.each([
    ['[^aeiou]y', 'SFX', 'fly', true],
    ['[^aeiou]y', 'SFX', 'day', false],
    ['.', 'SFX', 'x', true],
    ['[sx]', 'SFX', 'box', true],
    ['qu', 'PFX', 'quit', true],
    ['qu', 'PFX', 'aqua', false],
    ['[^.]', 'SFX', 'a', true],
    ['a.c', 'SFX', 'abc', true],
    ["'", 'SFX', "o'", true],
  ] as const)('%s (%s) against %s is %s', (condition, kind, word, expected) => {
    expect(conditionRegExp(condition, kind).test(word)).toBe(expected);
  });
});

describe('common word forms', () => {
  it('keeps lower-case words and drops names, abbreviations and compound parts', () => {
    expect(
      commonWordForms(['ijs', 'één', 'Amsterdam', 'NAVO', 'huis-', "d'r", 'e-mail', 'a1']),
    ).toEqual(['ijs', 'één']);
  });
});
