// `npm run lexicon -- build NAME FILE | list | defaults | has NAME WORD…`: compile and inspect lexicons.
import { readFileSync } from 'node:fs';
import { ALPHABETS } from '../alphabet';
import { type CompileOptions, compileLexiconWithReport } from '../compile';
import { expandHunspell } from '../hunspell/expand';
import { commonWordForms } from '../hunspell/word-forms';
import { parseWordList } from '../word-list';
import {
  defaultBuildDir,
  describeBuilt,
  isLexiconId,
  loadBuiltLexicon,
  writeLexicon,
} from './build-dir';
import { buildDefaults } from './defaults';

const USAGE = `Usage: npm run lexicon -- <command> [options]
  build NAME FILE   compile a plain word list (one word a line, # comments) into build/NAME.bin
      --alphabet "A B C CH …"  tiles, space-separated (default A–Z)
      --language L             a preset alphabet: ${Object.keys(ALPHABETS).join(', ')}
      --fold-accents           strip accents that are not tiles (É → E) instead of skipping the word
      --min-length N           skip shorter words (default 2)
  hunspell NAME DIC [AFF]  expand a Hunspell dictionary (stems + affix rules; AFF defaults to
                    DIC with .aff) and compile its lower-case word forms; same options as build
  list              ids, word counts and sizes of the built lexicons
  defaults [--force] build the default lexicons (english, test) when their sources changed
  has NAME WORD…    look words up in a built lexicon
Every command takes --out DIR (default dictionaries/build, or $LEXICON_BUILD_DIR).`;

interface Args {
  positional: string[];
  flags: Map<string, string | true>;
}

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
    } else if (arg === '--force' || arg === '--fold-accents' || arg === '--help') {
      flags.set(arg.slice(2), true);
    } else {
      const value = argv[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      flags.set(arg.slice(2), value);
    }
  }
  return { positional, flags };
}

class UsageError extends Error {}

function compileOptions(flags: Args['flags']): CompileOptions {
  const options: CompileOptions = { foldAccents: flags.has('fold-accents') };
  const language = flags.get('language');
  const alphabet = flags.get('alphabet');
  if (typeof language === 'string') {
    const preset = ALPHABETS[language];
    if (!preset) throw new UsageError(`unknown --language ${language}`);
    options.alphabet = preset;
  }
  if (typeof alphabet === 'string') options.alphabet = alphabet.trim().toUpperCase().split(/\s+/);
  const minLength = flags.get('min-length');
  if (typeof minLength === 'string') {
    const n = Number(minLength);
    if (!Number.isInteger(n) || n < 1)
      throw new UsageError('--min-length needs a whole number ≥ 1');
    options.minLength = n;
  }
  return options;
}

function build(dir: string, args: Args): void {
  const [command, id, file, affFile] = args.positional;
  if (!id || !file) throw new UsageError(`${command} needs NAME and FILE`);
  if (!isLexiconId(id)) {
    throw new UsageError(`NAME must be lower-case letters, digits and hyphens (got ${id})`);
  }
  const options = compileOptions(args.flags);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const words =
    command === 'hunspell'
      ? commonWordForms(
          expandHunspell(
            readFileSync(file, 'utf8'),
            readFileSync(affFile ?? file.replace(/\.dic$/, '.aff'), 'utf8'),
          ),
        )
      : parseWordList(readFileSync(file, 'utf8'));
  const report = compileLexiconWithReport(words, options);
  if (report.kept === 0)
    throw new UsageError(`no words of ${file} fit the alphabet; nothing written`);
  const path = writeLexicon(dir, id, report.bytes, {
    fingerprint: '',
    source: file,
    words: report.kept,
    bytes: report.bytes.byteLength,
  });
  const ms = Math.round(performance.now() - started);
  // CPU time as well: on a shared machine the wall time is mostly waiting for a core.
  const used = process.cpuUsage(cpu);
  const cpuMs = Math.round((used.user + used.system) / 1000);
  console.log(
    `${id}: kept ${report.kept} words, skipped ${report.skipped}, duplicates ${report.duplicates}`,
  );
  if (report.skippedExamples.length > 0) {
    console.log(`  skipped e.g.: ${report.skippedExamples.join(' ')}`);
  }
  console.log(`  wrote ${path} (${report.bytes.byteLength} bytes) in ${ms} ms (${cpuMs} ms CPU)`);
}

function list(dir: string): void {
  const built = describeBuilt(dir);
  if (built.length === 0) console.log(`no lexicons in ${dir}`);
  for (const b of built) {
    console.log(
      `${b.id.padEnd(12)} ${String(b.words).padStart(8)} words ${String(b.bytes).padStart(10)} bytes  ${b.letters}  ${b.source}`,
    );
  }
}

function has(dir: string, args: Args): boolean {
  const [id, ...words] = args.positional.slice(1);
  if (!id || words.length === 0) throw new UsageError('has needs NAME and at least one WORD');
  const lexicon = loadBuiltLexicon(id, dir);
  if (!lexicon) throw new UsageError(`no lexicon ${id} in ${dir}`);
  let all = true;
  for (const word of words) {
    const found = lexicon.has(word.toUpperCase());
    all &&= found;
    console.log(`${word.toUpperCase()}: ${found ? 'yes' : 'no'}`);
  }
  return all;
}

function main(argv: string[]): number {
  const args = parseArgs(argv);
  const out = args.flags.get('out');
  const dir = typeof out === 'string' ? out : defaultBuildDir();
  switch (args.positional[0]) {
    case 'build':
    case 'hunspell':
      build(dir, args);
      return 0;
    case 'list':
      list(dir);
      return 0;
    case 'defaults':
      for (const r of buildDefaults(dir, args.flags.has('force'))) {
        console.log(
          r.built
            ? `lexicon ${r.id}: built ${r.words} words (skipped ${r.skipped}) in ${r.milliseconds} ms`
            : `lexicon ${r.id}: up to date (${r.words} words)`,
        );
      }
      return 0;
    case 'has':
      return has(dir, args) ? 0 : 1;
    default:
      console.log(USAGE);
      return args.flags.has('help') ? 0 : 2;
  }
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`lexicon: ${error.message}\n\n${USAGE}`);
  process.exitCode = 2;
}
