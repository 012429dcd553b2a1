// Loading compiled bytes and the low-level traversal API the move generator walks.
import { describe, expect, it } from 'vitest';
import { compileLexicon } from '../../dictionaries/compile';
import { CompiledLexicon } from '../../dictionaries/compiled-lexicon';

// Words chosen for this test: CAT and CAR share a node with two arcs; AT ends inside CAT.
const bytes = compileLexicon(['CAT', 'CAR', 'CARS', 'AT']);

describe('loading compiled bytes', () => {
  it('wraps an ArrayBuffer or a Uint8Array', () => {
    expect(CompiledLexicon.fromBytes('a', bytes.slice().buffer).has('CARS')).toBe(true);
    expect(CompiledLexicon.fromBytes('b', bytes).has('CARS')).toBe(true);
  });

  it('reads a Uint8Array view that is not 4-byte aligned', () => {
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    expect(CompiledLexicon.fromBytes('c', shifted.subarray(1)).has('CAT')).toBe(true);
  });

  it('shares the bytes without copying an aligned buffer', () => {
    const buffer = bytes.slice().buffer;
    expect(CompiledLexicon.fromBytes('d', buffer).packed.buffer).toBe(buffer);
  });

  const corrupt = (edit: (words: Uint32Array) => void) => {
    const copy = bytes.slice();
    edit(new Uint32Array(copy.buffer));
    return copy;
  };
  it.each([
    ['a file that is too short', new Uint8Array(8)],
    ['a length that is not whole words', new Uint8Array(bytes.length + 2)],
    ['a wrong magic number', corrupt((w) => (w[0] = 0x12345678))],
    ['another format version', corrupt((w) => (w[1] = 99))],
    ['a truncated file', bytes.slice(0, bytes.length - 4)],
    ['a DAWG root outside the DAWG', corrupt((w) => (w[7] = w[10]! - 1))],
    ['sections out of order', corrupt((w) => (w[8] = w[6]! - 1))],
    ['an alphabet longer than its table', corrupt((w) => (w[w[5]!] = 400))],
    ['a letter count that does not match the alphabet', corrupt((w) => (w[4] = 5))],
  ])('refuses %s', (_name, input) => {
    expect(() => CompiledLexicon.fromBytes('bad', input)).toThrow();
  });
});

describe('walking the DAWG', () => {
  const lexicon = CompiledLexicon.fromBytes('walk', bytes);
  const letter = (l: string) => lexicon.alphabet.indexOf(l);

  it('lists a node’s arcs in letter order', () => {
    const ca = lexicon.follow(lexicon.follow(lexicon.dawgRoot, letter('C')), letter('A'));
    const letters: string[] = [];
    for (let arc = lexicon.firstArc(ca); arc !== 0; arc = lexicon.nextArc(arc)) {
      letters.push(lexicon.alphabet.letters[lexicon.arcLetter(arc)]!);
    }
    expect(letters).toEqual(['R', 'T']);
  });

  it('marks the arcs that end a word', () => {
    const ca = lexicon.follow(lexicon.follow(lexicon.dawgRoot, letter('C')), letter('A'));
    expect(lexicon.arcAccepts(lexicon.arc(ca, letter('R')))).toBe(true);
    expect(lexicon.arcAccepts(lexicon.arc(lexicon.dawgRoot, letter('C')))).toBe(false);
  });

  it('returns no arc (0) and no node (-1) for a missing letter', () => {
    expect(lexicon.arc(lexicon.dawgRoot, letter('Z'))).toBe(0);
    expect(lexicon.follow(lexicon.dawgRoot, letter('Z'))).toBe(-1);
  });

  it('ends a path at node 0, which has no arcs', () => {
    const cat = lexicon.arc(
      lexicon.follow(lexicon.follow(lexicon.dawgRoot, letter('C')), letter('A')),
      letter('T'),
    );
    expect(lexicon.arcTarget(cat)).toBe(0);
    expect(lexicon.arc(0, letter('S'))).toBe(0);
  });

  it('checks a slice of tile indexes, as a cross-check over a board row does', () => {
    const row = lexicon.alphabet.tokenize('XCARSX'.replaceAll('X', 'A'))!;
    expect(lexicon.hasTiles(row, 1, 5)).toBe(true);
    expect(lexicon.hasTiles(row, 1, 4)).toBe(true);
    expect(lexicon.hasTiles(row, 0, 4)).toBe(false);
    expect(lexicon.hasTiles(row, 2, 2)).toBe(false);
  });

  it('iterates as a collection of words', () => {
    expect([...lexicon]).toEqual(['AT', 'CAR', 'CARS', 'CAT']);
  });
});

describe('walking the GADDAG (the README example)', () => {
  const lexicon = CompiledLexicon.fromBytes('gaddag', bytes);
  const letter = (tile: string) => lexicon.alphabet.indexOf(tile);

  it('spells CAT from its A: left to C, across the separator, right to T', () => {
    let node = lexicon.follow(lexicon.gaddagRoot, letter('A'));
    node = lexicon.follow(node, letter('C'));
    node = lexicon.follow(node, CompiledLexicon.SEPARATOR);
    const arc = lexicon.arc(node, letter('T'));
    expect(lexicon.arcAccepts(arc)).toBe(true);
  });

  it('offers R and T after C A ◇, and only S after C A ◇ R', () => {
    const letters = (node: number) => {
      const found: string[] = [];
      for (let arc = lexicon.firstArc(node); arc !== 0; arc = lexicon.nextArc(arc)) {
        found.push(lexicon.alphabet.letters[lexicon.arcLetter(arc)] ?? '◇');
      }
      return found;
    };
    const ca = lexicon.follow(lexicon.follow(lexicon.gaddagRoot, letter('A')), letter('C'));
    const right = lexicon.follow(ca, CompiledLexicon.SEPARATOR);
    expect(letters(right)).toEqual(['R', 'T']);
    expect(letters(lexicon.follow(right, letter('R')))).toEqual(['S']);
  });
});
