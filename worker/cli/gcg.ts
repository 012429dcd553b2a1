// `npm run gcg -- verify [--rules RULESET] FILE…`: re-scores GCG records with the engine's scoring.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseGcg } from '../../engine/crossword/gcg/parse';
import { verifyGcg } from '../../engine/crossword/gcg/verify';
import { rulesets } from '../../engine/crossword/rulesets/index';

const USAGE = `Usage: npm run gcg -- verify [--rules RULESET] FILE…
  Replays each GCG record without checking words and re-scores every line.
  --rules  ${Object.keys(rulesets).join(', ')}
           (default: the record's #ruleset pragma, else scrabble)
  Prints FILE:LINE recorded R computed C (PLAY) for each score that does not add up, and
  FILE:LINE code: message for records that cannot be replayed. Exit status 1 on any of them.`;

/** UTF-8 as GCG files should be; older files in Latin-1 still read rather than fail. */
function readRecord(path: string): string {
  const bytes = readFileSync(path);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

function verify(files: string[], rules: string | undefined): number {
  let plays = 0;
  let mismatches = 0;
  let errors = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readRecord(file);
    } catch (e) {
      console.log(`${file}: cannot read (${(e as Error).message})`);
      errors++;
      continue;
    }
    const game = parseGcg(text);
    if (!game.ok) {
      console.log(`${file}:${game.error.line} ${game.error.code}: ${game.error.message}`);
      errors++;
      continue;
    }
    const report = verifyGcg(game.value, rules);
    plays += report.plays;
    const lines = [
      ...report.mismatches.map((m) => ({
        line: m.line,
        text: `recorded ${m.recorded} computed ${m.computed} (${m.play})`,
      })),
      ...report.errors.map((e) => ({ line: e.line, text: `${e.code}: ${e.message}` })),
    ].sort((a, b) => a.line - b.line);
    for (const l of lines) console.log(`${file}:${l.line} ${l.text}`);
    mismatches += report.mismatches.length;
    errors += report.errors.length;
  }
  if (errors > 0) console.log(`${errors} error${errors === 1 ? '' : 's'}`);
  console.log(`${files.length} files, ${plays} plays, ${mismatches} mismatches`);
  return mismatches + errors > 0 ? 1 : 0;
}

function main(argv: string[]): number {
  // `… | head` closes the pipe early: stop quietly instead of throwing EPIPE.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit();
    throw e;
  });
  let parsed: ReturnType<
    typeof parseArgs<{ options: { rules: { type: 'string' } }; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({
      args: argv,
      options: { rules: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, ...files] = parsed.positionals;
  const rules = parsed.values.rules;
  if (command !== 'verify' || files.length === 0) {
    console.error(USAGE);
    return 2;
  }
  if (rules !== undefined && !rulesets[rules]) {
    console.error(`There is no ruleset "${rules}".\n${USAGE}`);
    return 2;
  }
  return verify(files, rules);
}

process.exitCode = main(process.argv.slice(2));
