// What `npm run bench` measures for each lexicon, and the table it prints (bench.ts measures).
import { cpus, loadavg } from 'node:os';
import type { ProbeReport } from './memory-probe';
import { growth } from './memory-sampler';
import type { WorkerdMemoryReport } from './memory-workerd';

export type Spread = Record<'p50' | 'p90' | 'p99' | 'max' | 'mean', number>;

export interface LexiconFigures {
  lexicon: string;
  words: number;
  bytes: number;
  positions: number;
  /** Milliseconds: wrapping the bytes (the file read is apart). */
  loadMs: number;
  readFileMs: number | null;
  compileMs: number | null;
  lookupUs: number;
  validateScoreUs: number;
  /** The engine's own path: scorePlay + placement checks + word lookups (allocates). */
  engineValidateScoreUs: number;
  anyPlayMs: Spread;
  allPlaysMs: Spread;
  playsPerSecond: number;
  meanPlays: number;
  bestPlayMs: Spread;
  bestPlayTwoBlanksMs: Spread;
  /** This tsx process's RSS (tsx, the compiler and everything measured so far included). */
  processMB: number;
  /** RSS of a plain Node process running the generator (memory-probe.ts); null without esbuild. */
  resident: ProbeReport | null;
  /** Private memory of a local workerd running the generator (memory-workerd.ts); null where it cannot run. */
  workerd: WorkerdMemoryReport | null;
  /** The lexicon's bytes plus the generator's typed arrays: what the move generator itself holds. */
  heldMB: number;
}

const f = (x: number, digits = 3) => x.toFixed(digits);
const row = (s: Spread) =>
  `mean ${f(s.mean)}  p50 ${f(s.p50)}  p90 ${f(s.p90)}  p99 ${f(s.p99)}  max ${f(s.max)}`;

export function table(all: LexiconFigures[]): string {
  // Figures on a shared machine mean little under load: say how busy it was.
  const lines: string[] = [
    `CPU time per call (not wall time; median of 3 runs per position); load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  ];
  for (const x of all) {
    lines.push(
      `${x.lexicon}: ${x.words} words, ${(x.bytes / 2 ** 20).toFixed(1)} MB, ${x.positions} self-play positions (${x.meanPlays} plays on average)`,
    );
    const read = x.readFileMs === null ? '' : ` (file read ${f(x.readFileMs)} ms apart)`;
    const compile =
      x.compileMs === null ? '' : ` (compiling the word list took ${f(x.compileMs, 0)} ms)`;
    lines.push(
      `  lexicon load            ${f(x.loadMs)} ms${read}${compile}`,
      `  word lookup             ${f(x.lookupUs)} µs mean`,
      `  validate-and-score      ${f(x.validateScoreUs)} µs mean (judgePlay on a read position)`,
      `    the engine's path     ${f(x.engineValidateScoreUs)} µs mean (scorePlay + placement + words)`,
      `  any legal play? (ms)    ${row(x.anyPlayMs)}`,
      `  all plays (ms)          ${row(x.allPlaysMs)}  (incl. reading the position)`,
      `  plays per second        ${x.playsPerSecond.toLocaleString('en')}`,
      `  best play (ms)          ${row(x.bestPlayMs)}`,
      `  best play, 2 blanks     ${row(x.bestPlayTwoBlanksMs)}  (exactly two: blanks for tiles)`,
      `  memory held             ${f(x.heldMB, 1)} MB (lexicon bytes + generator arrays)`,
      ...residentLines(x.resident),
      workerdLine(x.workerd),
      `  this process            ${f(x.processMB, 1)} MB resident (tsx, compiler and all the above)`,
    );
  }
  return lines.join('\n');
}

/** Resident memory three ways (see memory-probe.ts), as far as the probe could measure it. */
export function residentLines(r: ProbeReport | null): string[] {
  if (r === null)
    return [
      '  resident memory         not measured (esbuild, which bundles the probe, is missing)',
    ];
  const lines = [
    `  resident memory         ${f(r.afterMB - r.bareMB, 1)} MB over a bare node of ${f(r.bareMB, 1)} MB (plain node: ${f(r.loadedMB, 1)} MB with our code, ${f(r.afterMB, 1)} MB after the lexicon and ${r.positions} positions, of which typed arrays ${f(r.arraysMB, 1)} MB, JS heap ${f(r.heapMB, 1)} MB)`,
    `    over a warmed node    ${f(r.afterMB - r.warmBareMB, 1)} MB over a bare node that has run one hot loop (${f(r.warmBareMB, 1)} MB: the optimising compiler's code paged in)`,
  ];
  if (r.peakMB !== null)
    lines.push(
      `    peak                  ${f(r.peakMB, 1)} MB resident at most (VmHWM of that plain node)`,
    );
  if (r.afterPrivateMB !== null && r.barePrivateMB !== null)
    lines.push(
      `    private               ${f(r.afterPrivateMB - r.barePrivateMB, 1)} MB over a bare node's private memory (RssAnon, ${f(r.barePrivateMB, 1)} MB): the rest is the node executable's own pages`,
    );
  if (r.peak !== null && r.loaded !== null && r.barePrivateMB !== null) {
    const run = growth(r.loaded, r.peak);
    const v8 = run.newSpaceMB + run.oldSpaceMB + run.codeSpaceMB + run.largeObjectsMB;
    lines.push(
      `    private at its peak   ${f(r.peak.privateMB - r.barePrivateMB, 1)} MB over a bare node (sampled after every position): our code loaded ${f(r.loaded.privateMB - r.barePrivateMB, 1)}, then lexicon ${f(r.lexiconMB, 1)} and play list ${f(r.playListMB, 2)}, V8's heap +${f(v8, 1)} (young generation +${f(run.newSpaceMB, 1)}, code +${f(run.codeSpaceMB, 1)}), compiler zones ${f(r.peak.compilerMB, 1)} then (${f(r.peakCompilerMB, 1)} at most), the rest ${f(run.privateMB - run.arrayBuffersMB - v8 - run.compilerMB, 1)}`,
    );
  }
  return lines;
}

/**
 * The generator's private memory in a local workerd: over a Worker that runs nothing and holds the
 * same modules, with the lexicon and the positions counted once at their size (the runtime's own
 * copies of its Data modules are that Worker's too; memory-workerd.ts).
 */
export function workerdLine(w: WorkerdMemoryReport | null): string {
  if (w === null)
    return '  in workerd              not measured (needs Linux, esbuild and the workerd binary)';
  const code = w.loadedMB - w.bareMB;
  const run = w.peakMB - w.loadedMB;
  return `  in workerd              ${f(code + w.lexiconMB + w.batchMB + run, 1)} MB private at its peak: our code loaded ${f(code, 2)}, the lexicon ${f(w.lexiconMB, 1)}, the positions ${f(w.batchMB, 2)} and the run +${f(run, 1)} (RssAnon of a local workerd sampled every 10 ms: ${f(w.peakMB, 1)} MB at most against ${f(w.bareMB, 1)} for a Worker that holds the same modules and runs nothing; ${w.positions} positions, ${w.found} plays)`;
}
