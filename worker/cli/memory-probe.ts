// Resident memory the move generator needs, measured in a plain Node process (no tsx, no compiler in
// memory): RSS with our code loaded, its peak while wrapping a compiled lexicon and generating every
// play, the best play and "any play?" on each position, and after, against a bare `node`.
// `npm run bench` bundles this file with esbuild and runs it as
// `node --expose-gc PROBE.mjs LEXICON.bin BATCH RULESET`, which prints one JSON line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import { type MemorySplit, memorySplit, PrivatePeak } from './memory-sampler';
import { probeGenerator, runEveryMode } from './probe-positions';

export interface ProbeReport {
  /** RSS (MB) of a bare `node` that has loaded nothing: the runtime, not ours. */
  bareMB: number;
  /** Its private (anonymous) part: RSS minus the pages mapped from the node executable. */
  barePrivateMB: number | null;
  /**
   * RSS (MB) of a bare `node` that has run one hot loop: the optimising compiler's machine code,
   * paged in from the node executable the first time any function gets hot, is then counted.
   */
  warmBareMB: number;
  /** RSS (MB) with this code loaded, before the lexicon is read. */
  loadedMB: number;
  /** RSS (MB) after the lexicon is wrapped and the generator has run on every position. */
  afterMB: number;
  /** Its private (anonymous) part, the lexicon and generator still held; null where /proc/self/status is not readable. */
  afterPrivateMB: number | null;
  /**
   * Private memory with our code loaded (before the lexicon), at its peak (sampled after the lexicon
   * is read and after every position, as wolges' figure is the peak of its whole run) and after the
   * run, each split into V8's spaces, array buffers and compiler memory; null without /proc.
   */
  loaded: MemorySplit | null;
  peak: MemorySplit | null;
  after: MemorySplit | null;
  /** The most V8 had allocated with malloc at once over the run: the optimising compiler's zones. */
  peakCompilerMB: number;
  /** What the generator holds in typed arrays: the lexicon's bytes, the play list's chunks. */
  lexiconMB: number;
  playListMB: number;
  /** The process's peak RSS (Linux's VmHWM), the lexicon read and every position run; or null. */
  peakMB: number | null;
  /** Of that: typed arrays (lexicon bytes, play list, grid) and the JS heap in use. */
  arraysMB: number;
  heapMB: number;
  positions: number;
}

// V8 frees a dead typed array's memory on a background task after the collection that finds it dead,
// so collect, let that task run, and collect again before reading RSS: what is left is what is held.
const settledRssMB = async (): Promise<number> => {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 2; i++) {
    gc?.();
    await new Promise((done) => setTimeout(done, 50));
  }
  return process.memoryUsage().rss / 2 ** 20;
};

/**
 * A figure of /proc/self/status. RssAnon: resident pages that belong to this process alone (heap,
 * typed arrays, compiled code). The rest of RSS is file pages: the node executable's own machine
 * code and ICU tables, shared by every node process and dropped under memory pressure without being
 * written anywhere. VmHWM: the most RSS the process has had.
 */
const statusMB = (field: 'RssAnon' | 'VmHWM'): number | null => {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kB = new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1];
    return kB === undefined ? null : Number(kB) / 1024;
  } catch {
    return null;
  }
};

/** What a bare `node` runs to report its RSS and private part as `{"rss": …, "private": …}`. */
const BARE = `gc(); let a = null;
try { a = /RssAnon:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8')); } catch {}
console.log(JSON.stringify({ rss: process.memoryUsage().rss / 2 ** 20, private: a ? a[1] / 1024 : null }));`;
/** The same after one hot loop, so the optimising compiler has run once. */
const WARM_BARE = `let t = 0; const f = (x) => (x * 31) ^ (x >>> 3);
for (let i = 0; i < 5e6; i++) t += f(i);
globalThis.t = t; ${BARE}`;

async function probe(binPath: string, batchPath: string, rulesetId: string): Promise<ProbeReport> {
  const loadedMB = await settledRssMB();
  const sampler = new PrivatePeak();
  const loadedPrivate = sampler.privateMB();
  const loaded = loadedPrivate === null ? null : memorySplit(loadedPrivate);
  const lexicon = CompiledLexicon.fromBytes('probe', readFileSync(binPath));
  const { gen, size } = probeGenerator(lexicon, rulesetId);
  sampler.sample();
  const { positions } = runEveryMode(gen, size, readFileSync(batchPath), () => sampler.sample());
  const afterMB = await settledRssMB();
  const afterPrivateMB = sampler.privateMB();
  const after = afterPrivateMB === null ? null : memorySplit(afterPrivateMB);
  sampler.close();
  const peakMB = statusMB('VmHWM');
  const { arrayBuffers, heapUsed } = process.memoryUsage();
  return {
    bareMB: 0,
    barePrivateMB: null,
    warmBareMB: 0,
    loadedMB,
    afterMB,
    afterPrivateMB,
    loaded,
    peak: sampler.peak,
    after,
    peakCompilerMB: getHeapStatistics().peak_malloced_memory / 2 ** 20,
    // Read after the last measure, so neither was collected before it.
    lexiconMB: lexicon.packed.byteLength / 2 ** 20,
    playListMB: gen.list.bytes / 2 ** 20,
    peakMB,
    arraysMB: arrayBuffers / 2 ** 20,
    heapMB: heapUsed / 2 ** 20,
    positions,
  };
}

/**
 * Bundles this file, then runs it and a bare `node` in fresh processes. `bin` is the compiled
 * lexicon's bytes, `batch` the positions as batch lines. Null when esbuild is not installed.
 */
export async function residentMemory(
  bin: Uint8Array,
  batch: string[],
  rulesetId: string,
): Promise<ProbeReport | null> {
  let esbuild: typeof import('esbuild');
  try {
    esbuild = await import('esbuild');
  } catch {
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'memory-probe-'));
  try {
    const bundle = join(dir, 'probe.mjs');
    esbuild.buildSync({
      entryPoints: [fileURLToPath(import.meta.url)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      external: ['esbuild'],
      outfile: bundle,
      logLevel: 'error',
    });
    writeFileSync(join(dir, 'lexicon.bin'), bin);
    writeFileSync(join(dir, 'batch.txt'), `${batch.join('\n')}\n`);
    const node = (args: string[]) => {
      const run = spawnSync(process.execPath, ['--expose-gc', ...args], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`memory probe failed: ${run.stderr}`);
      return run.stdout;
    };
    const bare = JSON.parse(node(['-e', BARE])) as { rss: number; private: number | null };
    const warm = JSON.parse(node(['-e', WARM_BARE])) as { rss: number };
    const report = JSON.parse(
      node([bundle, join(dir, 'lexicon.bin'), join(dir, 'batch.txt'), rulesetId]),
    ) as ProbeReport;
    return { ...report, bareMB: bare.rss, barePrivateMB: bare.private, warmBareMB: warm.rss };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const [binPath, batchPath, rulesetId] = process.argv.slice(2);
  if (!binPath || !batchPath) throw new Error('usage: node PROBE.mjs LEXICON.bin BATCH [RULESET]');
  console.log(JSON.stringify(await probe(binPath, batchPath, rulesetId ?? 'scrabble')));
}
