// `npm run moves -- --lexicon NAME|FILE [--rules RULESET] (--batch FILE | --cgp "…")`: counts and best
// scores of every legal play for a file of positions, or the top plays of one CGP position.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadBuiltLexicon } from '../../dictionaries/cli/build-dir';
import { compileLexicon } from '../../dictionaries/compile';
import { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import { parseWordList } from '../../dictionaries/word-list';
import { coordName } from '../../engine/crossword/board';
import { defaultConfigOf, moveGenRulesOf } from '../../engine/crossword/movegen/from-config';
import {
  type GeneratedPlay,
  generatePlays,
  generatorFor,
  Mode,
  type MoveGenRules,
} from '../../engine/crossword/movegen/index';
import { parseBatchLine, parseCgp } from '../../engine/crossword/movegen/position-text';
import { rulesets } from '../../engine/crossword/rulesets/index';
import { flagLines, UsageError, usageExit, valueFlags } from './usage';

/** The flags that take a value and what each means; --top and --help are told in the text. */
const FLAGS = {
  lexicon:
    'a built lexicon (dictionaries/build/NAME.bin) or a word list to compile now\n' +
    '(default: the CGP\'s "lex NAME;" op, else english)',
  rules: `${Object.keys(rulesets).join(', ')} (default scrabble)`,
  batch:
    "one position a line: the board's squares row by row (. empty, capitals tiles,\n" +
    'lowercase blanks), a space, the rack (? a blank); prints "<plays> <best score>"',
  cgp: 'one position in CGP notation; prints the best plays (--top N, default 10)',
};

const USAGE = [
  'Usage: npm run moves -- --lexicon NAME|FILE [--rules RULESET] (--batch FILE | --cgp "POSITION")',
  ...flagLines(Object.entries(FLAGS), 11),
].join('\n');

export { UsageError };

/** A built lexicon by name, or a word list (a path to a file) compiled in memory. */
export function loadLexicon(spec: string): CompiledLexicon {
  const looksLikePath = spec.includes('/') || spec.includes('\\') || spec.includes('.');
  if (looksLikePath || existsSync(spec)) {
    if (!existsSync(spec)) throw new UsageError(`no word list at ${spec}`);
    const words = parseWordList(readFileSync(spec, 'utf8'));
    return CompiledLexicon.fromBytes(spec, compileLexicon(words));
  }
  const built = loadBuiltLexicon(spec.toLowerCase());
  if (!built) {
    throw new UsageError(
      `no lexicon named ${spec}: build it with npm run lexicon -- build ${spec} FILE`,
    );
  }
  return built;
}

export function rulesFor(rulesetId: string, lexicon: CompiledLexicon): MoveGenRules {
  const config = defaultConfigOf(rulesetId, lexicon.id);
  if (!config)
    throw new UsageError(
      `unknown ruleset ${rulesetId}; choose one of ${Object.keys(rulesets).join(', ')}`,
    );
  return moveGenRulesOf(config);
}

/** GCG-style position: row then column across (8H), column then row down (H8). */
export function playPosition(play: GeneratedPlay): string {
  const name = coordName(play.start);
  return play.direction === 'across' ? `${play.start.row + 1}${name[0]}` : name;
}

/** The position lines of a batch file (blank lines and # comments skipped), parsed or not. */
export function readBatch(
  file: string,
  size: number,
): { lineNo: number; position: ReturnType<typeof parseBatchLine> }[] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  const out: { lineNo: number; position: ReturnType<typeof parseBatchLine> }[] = [];
  for (const [i, line] of lines.entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    out.push({ lineNo: i + 1, position: parseBatchLine(line, size) });
  }
  return out;
}

function runBatch(file: string, lexicon: CompiledLexicon, setup: MoveGenRules): number {
  const gen = generatorFor(lexicon, setup);
  const out: string[] = [];
  let status = 0;
  for (const { lineNo, position } of readBatch(file, setup.layout.size)) {
    if (!position.ok) {
      console.error(`${file}:${lineNo} ${position.error.code}: ${position.error.message}`);
      out.push('error');
      status = 1;
      continue;
    }
    gen.setPosition(position.value.board, position.value.rack);
    gen.run(Mode.Count);
    out.push(`${gen.found} ${Math.max(0, gen.bestScore)}`);
  }
  process.stdout.write(out.length > 0 ? `${out.join('\n')}\n` : '');
  return status;
}

function runCgp(
  text: string,
  lexiconSpec: string | undefined,
  rulesetId: string,
  top: number,
): number {
  const position = parseCgp(text);
  if (!position.ok) throw new UsageError(`${position.error.code}: ${position.error.message}`);
  const lexicon = loadLexicon(lexiconSpec ?? position.value.ops.lex ?? 'english');
  const setup = rulesFor(rulesetId, lexicon);
  if (position.value.board.size !== setup.layout.size) {
    throw new UsageError(
      `the CGP board is ${position.value.board.size} squares wide; ${rulesetId} plays on ${setup.layout.size}`,
    );
  }
  const plays = generatePlays(lexicon, setup, position.value.board, position.value.rack);
  console.log(`${plays.length} plays for ${position.value.rack.join('') || '(empty rack)'}`);
  for (const play of plays.slice(0, top)) {
    const left =
      play.used.length < position.value.rack.length
        ? ` leave ${leaveOf(position.value.rack, play.used)}`
        : '';
    console.log(
      `${playPosition(play).padEnd(4)} ${play.written.padEnd(18)} ${String(play.score).padStart(4)}${left}`,
    );
  }
  return 0;
}

function leaveOf(rack: readonly string[], used: readonly string[]): string {
  const left = [...rack];
  for (const t of used) left.splice(left.indexOf(t), 1);
  return left.join('');
}

export function main(argv: string[]): number {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { ...valueFlags(FLAGS), top: { type: 'string' }, help: { type: 'boolean' } },
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    const rulesetId = values.rules ?? 'scrabble';
    if (values.cgp !== undefined)
      return runCgp(values.cgp, values.lexicon, rulesetId, Number(values.top ?? 10) || 10);
    if (values.batch === undefined) throw new UsageError('give --batch FILE or --cgp "POSITION"');
    const lexicon = loadLexicon(values.lexicon ?? 'english');
    return runBatch(values.batch, lexicon, rulesFor(rulesetId, lexicon));
  } catch (e) {
    return usageExit(e, USAGE);
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  process.exitCode = main(process.argv.slice(2));
}
