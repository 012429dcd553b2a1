// Alphabets with multi-letter tiles (Spanish CH, LL, RR) and letters beyond A–Z (Ñ, Ç, Ä, Õ, Š, Ž).
import { describe, expect, it } from 'vitest';
import { ALPHABETS, Alphabet } from '../../dictionaries/alphabet';
import { compileLexiconWithReport } from '../../dictionaries/compile';
import { lexiconFromWords } from '../../dictionaries/from-words';

const SPANISH = ALPHABETS.spanish!;
// Spanish words written for this test; CH, LL and RR are single tiles in Spanish word games.
const SPANISH_WORDS = ['CHICO', 'LLAMA', 'PERRO', 'AÑO', 'NIÑO', 'CARRO', 'CALLE', 'COCHE', 'NO'];

describe('a Spanish lexicon', () => {
  const lexicon = lexiconFromWords('es', SPANISH_WORDS, { alphabet: SPANISH });

  it.each(SPANISH_WORDS)('finds %s', (word) => {
    expect(lexicon.has(word)).toBe(true);
  });

  it.each([
    ['CHICO', ['CH', 'I', 'C', 'O']],
    ['LLAMA', ['LL', 'A', 'M', 'A']],
    ['PERRO', ['P', 'E', 'RR', 'O']],
    ['AÑO', ['A', 'Ñ', 'O']],
  ])('reads %s as the tiles %j', (word, tiles) => {
    const indexes = lexicon.alphabet.tokenize(word)!;
    expect(indexes.map((i) => lexicon.alphabet.letters[i])).toEqual(tiles);
  });

  it('counts a word by its tiles, not its characters (CHICO, LLAMA, PERRO have four)', () => {
    expect(lexicon.longestWord).toBe(4);
  });

  it('rejects words with letters that are not Spanish tiles', () => {
    expect(compileLexiconWithReport(['KILO', 'WEB', 'SOL'], { alphabet: SPANISH }).kept).toBe(1);
  });

  it('gives every tile its own letter index and maps it back', () => {
    for (const [index, tile] of SPANISH.entries()) {
      expect(lexicon.alphabet.indexOf(tile)).toBe(index);
      expect(lexicon.alphabet.spell([index])).toBe(tile);
    }
    expect(lexicon.alphabet.indexOf('ch')).toBe(SPANISH.indexOf('CH'));
    expect(lexicon.alphabet.indexOf('K')).toBe(-1);
  });

  it('accepts the lower-case letters of blanks, multi-letter tiles included', () => {
    expect(lexicon.has('chICO')).toBe(true);
    expect(lexicon.has('añO')).toBe(true);
  });

  it('keeps the alphabet in the compiled bytes', () => {
    expect(lexicon.alphabet.letters).toEqual(SPANISH);
  });
});

describe.each([
  ['German', [...ALPHABETS.latin!, 'Ä', 'Ö', 'Ü'], ['BÄR', 'ÖL', 'ÜBER', 'straße']],
  [
    'Estonian',
    [...ALPHABETS.latin!, 'Š', 'Ž', 'Õ', 'Ä', 'Ö', 'Ü'],
    ['ŠOKK', 'ŽANR', 'ÕUN', 'TÜÜP'],
  ],
  ['Portuguese', ALPHABETS.portuguese!, ['AÇO', 'CAÇA', 'PRAÇA']],
])('letters beyond A–Z (%s)', (_language, alphabet, words) => {
  const lexicon = lexiconFromWords('x', words, { alphabet });

  it.each(words)('finds %s', (word) => {
    expect(lexicon.has(word.toUpperCase())).toBe(true);
  });

  it('lists the words back in upper case', () => {
    expect([...lexicon.words()].sort()).toEqual(words.map((w) => w.toUpperCase()).sort());
  });
});

describe('folding accents', () => {
  const words = ['ÉTÉ', 'FORÊT', 'ÇA', 'NOËL', 'cœur', 'nævus'];

  it('skips accented words by default', () => {
    expect(compileLexiconWithReport(words).kept).toBe(0);
  });

  it('strips accents and splits ligatures that are not tiles when asked (French)', () => {
    const lexicon = lexiconFromWords('fr', words, { foldAccents: true });
    expect([...lexicon.words()]).toEqual(['CA', 'COEUR', 'ETE', 'FORET', 'NAEVUS', 'NOEL']);
  });

  it('keeps accented letters that are tiles (Spanish Ñ, sorted after N), not others (Á)', () => {
    const lexicon = lexiconFromWords('es', ['AÑO', 'ÁRBOL'], {
      alphabet: SPANISH,
      foldAccents: true,
    });
    expect([...lexicon.words()]).toEqual(['AÑO', 'ARBOL']);
  });
});

describe('an alphabet', () => {
  it.each([
    ['no tiles', []],
    ['a repeated tile', ['A', 'B', 'A']],
    ['a blank tile', ['A', '']],
    ['a tile with a space', ['A', 'B C']],
    ['more than 63 tiles', Array.from({ length: 64 }, (_, i) => String.fromCharCode(0x100 + i))],
  ])('cannot have %s', (_name, letters) => {
    expect(() => new Alphabet(letters)).toThrow();
  });

  it('prefers the longest tile (RR before R)', () => {
    const alphabet = new Alphabet(['R', 'RR', 'E', 'O', 'P']);
    expect(alphabet.tokenize('PERRO')).toEqual([4, 2, 1, 3]);
  });
});
