// `npm run bench -- --batch FILE [--lexicon NAME|FILE] [--rules R] [--memory]`: per-position CPU
// times on the positions of a `npm run moves --batch` file, so another engine can be timed on the
// same positions; with --memory, the generator's private memory over them in node and in workerd.
// `--write-batch FILE` writes such a file of self-play positions, each with its own rack.

import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import { contextOf } from '../../engine/crossword/context';
import { defaultConfigOf } from '../../engine/crossword/movegen/from-config';
import { generatorFor, Mode } from '../../engine/crossword/movegen/index';
import { formatBatchLine, type TextPosition } from '../../engine/crossword/movegen/position-text';
import { selfPlayPositions } from '../../engine/robot/self-play';
import { residentLines, type Spread, workerdLine } from './bench-table';
import { median, spread } from './cpu-time';
import { residentMemory } from './memory-probe';
import { workerdMemory } from './memory-workerd';
import { loadLexicon, readBatch, rulesFor } from './moves';

const f = (x: number) => x.toFixed(3);
const summary = (name: string, s: Spread) =>
  `# ${name.padEnd(10)} mean ${f(s.mean)}  p50 ${f(s.p50)}  p90 ${f(s.p90)}  p99 ${f(s.p99)}  max ${f(s.max)} ms`;

/**
 * One line per position, in the file's order: `<plays> <best score> <all plays ms> <best play ms>`
 * (CPU time, median of `runs` runs, reading the position included), then `#` lines with the spread.
 * A line that does not parse prints `error` (and the reason on stderr) and makes the status 1.
 */
export function benchBatch(
  file: string,
  lexiconSpec: string,
  rulesetId: string,
  runs: number,
): number {
  const lexicon = loadLexicon(lexiconSpec);
  const setup = rulesFor(rulesetId, lexicon);
  const gen = generatorFor(lexicon, setup);
  const positions: TextPosition[] = [];
  const out: (string | TextPosition)[] = [];
  let status = 0;
  for (const { lineNo, position } of readBatch(file, setup.layout.size)) {
    if (position.ok) {
      positions.push(position.value);
      out.push(position.value);
    } else {
      console.error(`${file}:${lineNo} ${position.error.code}: ${position.error.message}`);
      out.push('error');
      status = 1;
    }
  }
  const run = (p: TextPosition, mode: Mode) => () => {
    gen.setPosition(p.board, p.rack);
    gen.run(mode);
  };
  // Warm the JIT on both modes first, so the figures are of steady running.
  for (const p of positions.slice(0, 40)) for (const mode of [Mode.All, Mode.Best]) run(p, mode)();
  const all: number[] = [];
  const best: number[] = [];
  const lines = out.map((p) => {
    if (typeof p === 'string') return p;
    const allMs = median(runs, run(p, Mode.All));
    const plays = gen.found;
    const score = Math.max(0, gen.bestScore);
    const bestMs = median(runs, run(p, Mode.Best));
    all.push(allMs);
    best.push(bestMs);
    return `${plays} ${score} ${f(allMs)} ${f(bestMs)}`;
  });
  lines.push(
    `# ${positions.length} positions, CPU time, median of ${runs} runs each; load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
    summary('all plays', spread(all)),
    summary('best play', spread(best)),
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  return status;
}

/** The lexicon's bytes, as a compiled `.bin` holds them. */
export const bytesOf = (lexicon: CompiledLexicon) =>
  new Uint8Array(lexicon.packed.buffer, lexicon.packed.byteOffset, lexicon.packed.byteLength);

/**
 * The generator's private memory over the file's positions (those that parse), every mode on
 * each: in a plain node (memory-probe.ts) and in a local workerd (memory-workerd.ts).
 */
export async function batchMemory(
  file: string,
  lexiconSpec: string,
  rulesetId: string,
): Promise<string[]> {
  const lexicon = loadLexicon(lexiconSpec);
  const setup = rulesFor(rulesetId, lexicon);
  const lines = readBatch(file, setup.layout.size).flatMap(({ position }) =>
    position.ok ? [formatBatchLine(position.value.board, position.value.rack)] : [],
  );
  const bin = bytesOf(lexicon);
  return [
    `# memory over ${lines.length} positions, every mode on each`,
    ...residentLines(await residentMemory(bin, lines, rulesetId)),
    workerdLine(await workerdMemory(bin, lines, rulesetId)),
  ];
}

/** Writes `count` positions of seeded self-play, each with its own rack, as batch lines. */
export function writeSelfPlayBatch(
  file: string,
  lexiconSpec: string,
  rulesetId: string,
  count: number,
  seed: string,
): string {
  const lexicon = loadLexicon(lexiconSpec);
  const setup = rulesFor(rulesetId, lexicon);
  const { tileSet } = contextOf(defaultConfigOf(rulesetId, lexicon.id)!);
  const positions = selfPlayPositions(lexicon, setup, tileSet, seed, count);
  writeFileSync(file, positions.map((p) => `${formatBatchLine(p.board, p.rack)}\n`).join(''));
  return `wrote ${positions.length} positions (${lexicon.id}, ${rulesetId}, seed ${seed}) to ${file}`;
}
