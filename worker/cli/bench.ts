// `npm run bench [-- --lexicon NAME|FILE] [--positions N] [--seed S] [--rules R] [--json]`: figures (not
// assertions) for lexicon load, lookup, validate-and-score, "any legal play?", all plays and best play,
// on positions recorded from seeded self-play. Always measures english, plus any lexicon given.
// Resident memory comes from a plain Node process (memory-probe.ts), not from this tsx process, and
// from a local workerd (memory-workerd.ts). `--batch FILE [--memory]` instead times each position of
// a `npm run moves --batch` file, and `--write-batch FILE` writes one of self-play (bench-batch.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultBuildDir } from '../../dictionaries/cli/build-dir';
import { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import { contextOf } from '../../engine/crossword/context';
import { defaultConfigOf, moveGenRulesOf } from '../../engine/crossword/movegen/from-config';
import {
  generatorFor,
  Mode,
  type MoveGenerator,
  materialise,
} from '../../engine/crossword/movegen/index';
import { judgePlay } from '../../engine/crossword/movegen/judge';
import { formatBatchLine } from '../../engine/crossword/movegen/position-text';
import { checkPlacement, unknownWords } from '../../engine/crossword/play';
import { scorePlay } from '../../engine/crossword/scoring';
import type { Placement } from '../../engine/crossword/types';
import { type RecordedPosition, selfPlayPositions } from '../../engine/robot/self-play';
import { batchMemory, benchBatch, bytesOf, writeSelfPlayBatch } from './bench-batch';
import { type LexiconFigures, table } from './bench-table';
import { median, spread, time } from './cpu-time';
import { residentMemory } from './memory-probe';
import { workerdMemory } from './memory-workerd';
import { loadLexicon, UsageError } from './moves';

function timed(
  gen: MoveGenerator,
  corpus: RecordedPosition[],
  mode: Mode,
  rack?: (r: string[]) => string[],
) {
  const samples: number[] = [];
  let plays = 0;
  let total = 0;
  for (const p of corpus) {
    // The median of three runs: one GC or JIT pause in a 0.02 ms call would be the p99 of 200.
    const ms = median(3, () => {
      gen.setPosition(p.board, rack ? rack(p.rack) : p.rack);
      gen.run(mode);
    });
    samples.push(ms);
    plays += gen.found;
    total += ms;
  }
  return { samples, plays, total };
}

/** Exactly two blanks in place of real tiles, the rack's size kept (at least two tiles). */
function withTwoBlanks(rack: string[]): string[] {
  const letters = rack.filter((t) => t !== '?');
  return ['?', '?', ...letters].slice(0, Math.max(2, rack.length));
}

async function measure(
  spec: string,
  rulesetId: string,
  positions: number,
  seed: string,
): Promise<LexiconFigures> {
  const isName = !/[/\\.]/.test(spec);
  let readFileMs: number | null = null;
  let compileMs: number | null = null;
  let lexicon: CompiledLexicon;
  let loadMs: number;
  if (isName) {
    const path = resolve(defaultBuildDir(), `${spec}.bin`);
    let bytes: Uint8Array = new Uint8Array();
    readFileMs = median(5, () => {
      bytes = readFileSync(path);
    });
    loadMs = median(20, () => CompiledLexicon.fromBytes(spec, bytes));
    lexicon = CompiledLexicon.fromBytes(spec, bytes);
  } else {
    let compiled: CompiledLexicon | undefined;
    compileMs = time(() => {
      compiled = loadLexicon(spec);
    });
    lexicon = compiled as CompiledLexicon;
    const bytes = bytesOf(lexicon);
    loadMs = median(20, () => CompiledLexicon.fromBytes(spec, bytes));
  }
  const config = defaultConfigOf(rulesetId, lexicon.id);
  if (!config) throw new UsageError(`unknown ruleset ${rulesetId}`);
  const g = contextOf(config);
  const setup = moveGenRulesOf(config);
  const corpus = selfPlayPositions(lexicon, setup, g.tileSet, seed, positions);
  const gen = generatorFor(lexicon, setup);

  // Plays to look up and validate: every 50th generated play of each position.
  const sample: { board: RecordedPosition['board']; placements: Placement[]; word: string }[] = [];
  for (const p of corpus) {
    gen.setPosition(p.board, p.rack);
    gen.run(Mode.All);
    let i = 0;
    gen.list.forEach((score, direction, tiles, from, length) => {
      if (i++ % 50 !== 0) return;
      const { placements } = materialise(gen, tiles, from, length, direction, score);
      const scored = scorePlay(g.rules, g.layout, p.board, placements);
      sample.push({ board: p.board, placements, word: scored.words[0]?.word ?? '' });
    });
  }
  const words = sample.map((s) => s.word);
  const lookups = Math.max(1, words.length) * 20;
  const lookupMs = time(() => {
    for (let r = 0; r < 20; r++) for (const w of words) lexicon.has(w);
  });
  const engineMs = time(() => {
    for (let r = 0; r < 5; r++) {
      for (const s of sample) {
        const scored = scorePlay(g.rules, g.layout, s.board, s.placements);
        checkPlacement(g, s.board, s.placements, scored);
        unknownWords(g, lexicon, scored);
      }
    }
  });
  // judgePlay on a position already read (as a game holds its board between moves).
  let judged = 0;
  let judgeMs = 0;
  for (const p of corpus) {
    const plays = sample.filter((s) => s.board === p.board);
    if (plays.length === 0) continue;
    gen.setPosition(p.board, p.rack);
    judgeMs += time(() => {
      for (let r = 0; r < 50; r++) for (const s of plays) judgePlay(gen, s.placements);
    });
    judged += plays.length * 50;
  }

  // Warm up the JIT on every mode first, so the figures are of steady running.
  for (const mode of [Mode.Any, Mode.All, Mode.Best]) timed(gen, corpus.slice(0, 40), mode);
  const any = timed(gen, corpus, Mode.Any);
  const all = timed(gen, corpus, Mode.All);
  const best = timed(gen, corpus, Mode.Best);
  const twoBlanks = timed(gen, corpus, Mode.Best, withTwoBlanks);
  // Every typed array the grid holds, the play list's chunks and the lexicon.
  const arrays = Object.values(gen.grid).filter((a): a is Uint8Array => ArrayBuffer.isView(a));
  const held =
    lexicon.packed.byteLength + gen.list.bytes + arrays.reduce((sum, a) => sum + a.byteLength, 0);
  const bin = bytesOf(lexicon);
  const batch = corpus.flatMap((p) => [
    formatBatchLine(p.board, p.rack),
    formatBatchLine(p.board, withTwoBlanks(p.rack)),
  ]);
  const resident = await residentMemory(bin, batch, rulesetId);
  const workerd = await workerdMemory(bin, batch, rulesetId);
  return {
    lexicon: lexicon.id,
    words: lexicon.size,
    bytes: lexicon.packed.byteLength,
    positions: corpus.length,
    loadMs,
    readFileMs,
    compileMs,
    lookupUs: (1000 * lookupMs) / lookups,
    validateScoreUs: (1000 * judgeMs) / Math.max(1, judged),
    engineValidateScoreUs: (1000 * engineMs) / Math.max(1, sample.length * 5),
    anyPlayMs: spread(any.samples),
    allPlaysMs: spread(all.samples),
    playsPerSecond: Math.round((1000 * all.plays) / all.total),
    meanPlays: Math.round(all.plays / corpus.length),
    bestPlayMs: spread(best.samples),
    bestPlayTwoBlanksMs: spread(twoBlanks.samples),
    processMB: process.memoryUsage().rss / 2 ** 20,
    resident,
    workerd,
    heldMB: held / 2 ** 20,
  };
}

export async function main(argv: string[]): Promise<number> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        lexicon: { type: 'string', multiple: true },
        positions: { type: 'string' },
        seed: { type: 'string' },
        rules: { type: 'string' },
        json: { type: 'boolean' },
        batch: { type: 'string' },
        runs: { type: 'string' },
        memory: { type: 'boolean' },
        'write-batch': { type: 'string' },
      },
    });
    const lexicon = values.lexicon?.[0] ?? 'english';
    const rules = values.rules ?? 'scrabble';
    if (values['write-batch'] !== undefined) {
      const count = Number(values.positions ?? 200) || 200;
      const seed = values.seed ?? 'bench';
      console.log(writeSelfPlayBatch(values['write-batch'], lexicon, rules, count, seed));
      return 0;
    }
    if (values.batch !== undefined) {
      const runs = Number(values.runs ?? 3) || 3;
      const status = benchBatch(values.batch, lexicon, rules, runs);
      if (values.memory) console.log((await batchMemory(values.batch, lexicon, rules)).join('\n'));
      return status;
    }
    const specs = ['english', ...(values.lexicon ?? []).filter((l) => l !== 'english')];
    const positions = Number(values.positions ?? 200) || 200;
    const figures: LexiconFigures[] = [];
    for (const s of specs)
      figures.push(await measure(s, values.rules ?? 'scrabble', positions, values.seed ?? 'bench'));
    console.log(values.json ? JSON.stringify(figures, null, 2) : table(figures));
    return 0;
  } catch (e) {
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error((e as Error).message);
      return 2;
    }
    throw e;
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
