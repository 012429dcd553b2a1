// Word list → one packed lexicon binary (header, alphabet, DAWG, GADDAG). Pure: runs in Node and workerd.
import { Alphabet, LATIN } from './alphabet';
import { FORMAT_VERSION, HEADER_WORDS, Header, MAGIC, separatorsFirst } from './format';
import { minimise } from './minimise';
import { GaddagKeys, WordKeys } from './sorted-keys';

export interface CompileOptions {
  /** The tiles, in index order; multi-letter tiles (CH, LL, RR) allowed. Default A–Z. */
  alphabet?: readonly string[];
  /** Words shorter than this many tiles are skipped (word games never play one-letter words). Default 2. */
  minLength?: number;
  /** Strip accents that are not tiles of the alphabet (É → E in French); otherwise such words are skipped. */
  foldAccents?: boolean;
}

export interface CompileReport {
  bytes: Uint8Array;
  /** Distinct words in the lexicon. */
  kept: number;
  /** Words with characters outside the alphabet, or too short. */
  skipped: number;
  /** Repeats of a word already kept (after upper-casing and folding). */
  duplicates: number;
  /** Up to ten skipped words, to show the operator what was dropped. */
  skippedExamples: string[];
}

/** Compiles `words` (any case) into the packed format of dictionaries/README.md. */
export function compileLexicon(words: Iterable<string>, options: CompileOptions = {}): Uint8Array {
  return compileLexiconWithReport(words, options).bytes;
}

export function compileLexiconWithReport(
  words: Iterable<string>,
  options: CompileOptions = {},
): CompileReport {
  const alphabet = new Alphabet(options.alphabet ?? LATIN);
  const minLength = options.minLength ?? 2;
  const keys = new Set<string>();
  let skipped = 0;
  let seen = 0;
  const skippedExamples: string[] = [];
  for (const raw of words) {
    const word = raw.trim();
    if (word.length === 0) continue;
    seen++;
    const tiles = alphabet.tokenize(normalise(word, alphabet, options.foldAccents ?? false));
    if (tiles === undefined || tiles.length < minLength) {
      skipped++;
      if (skippedExamples.length < 10) skippedExamples.push(word);
      continue;
    }
    keys.add(String.fromCharCode(...tiles));
  }
  const sorted = [...keys].sort();
  const bytes = pack(alphabet, sorted);
  return {
    bytes,
    kept: sorted.length,
    skipped,
    duplicates: seen - skipped - sorted.length,
    skippedExamples,
  };
}

/** Ligatures that Unicode does not decompose; French word games play Œ as O + E. */
const LIGATURES: Readonly<Record<string, string>> = { Œ: 'OE', Æ: 'AE' };

function normalise(word: string, alphabet: Alphabet, foldAccents: boolean): string {
  const upper = word.normalize('NFC').toUpperCase();
  if (!foldAccents) return upper;
  let folded = '';
  for (const char of upper) {
    if (alphabet.indexOf(char) >= 0) folded += char;
    else folded += LIGATURES[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
  }
  return folded;
}

function pack(alphabet: Alphabet, words: readonly string[]): Uint8Array {
  const alphabetBytes = new TextEncoder().encode(alphabet.letters.join(' '));
  const alphabetOffset = HEADER_WORDS;
  const dawgOffset = alphabetOffset + 1 + Math.ceil(alphabetBytes.length / 4);
  const dawg = minimise(new WordKeys(words), dawgOffset);
  const gaddagOffset = dawgOffset + dawg.arcs.length;
  const gaddag = minimise(new GaddagKeys(words), gaddagOffset);
  separatorsFirst(gaddag.arcs);
  const totalWords = gaddagOffset + gaddag.arcs.length;

  const out = new Uint32Array(totalWords);
  out[Header.magic] = MAGIC;
  out[Header.version] = FORMAT_VERSION;
  out[Header.headerWords] = HEADER_WORDS;
  out[Header.wordCount] = words.length;
  out[Header.letterCount] = alphabet.size;
  out[Header.alphabetOffset] = alphabetOffset;
  out[Header.dawgOffset] = dawgOffset;
  out[Header.dawgRoot] = dawg.root;
  out[Header.gaddagOffset] = gaddagOffset;
  out[Header.gaddagRoot] = gaddag.root;
  out[Header.totalWords] = totalWords;
  out[Header.longestWord] = words.reduce((max, word) => Math.max(max, word.length), 0);
  out[alphabetOffset] = alphabetBytes.length;
  new Uint8Array(out.buffer, (alphabetOffset + 1) * 4, alphabetBytes.length).set(alphabetBytes);
  out.set(dawg.arcs, dawgOffset);
  out.set(gaddag.arcs, gaddagOffset);
  return new Uint8Array(out.buffer);
}
