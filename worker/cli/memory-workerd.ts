// Private memory of the move generator in workerd, the runtime the service ships on, beside the
// plain-Node figure of memory-probe.ts: the local workerd binary (the `workerd` package wrangler
// runs) serving memory-workerd-worker.ts, with the lexicon and the positions as Data modules, its
// RssAnon (Linux's count of the pages that are the process's alone) read from outside every 10 ms
// over a run of every mode on every position, against a workerd whose Worker runs nothing and
// holds the same modules: a local workerd keeps several copies of each module its config embeds
// (about six times a module's size), which are the runtime's, not the generator's, so the
// lexicon and the positions are counted once, at their size.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

export interface WorkerdMemoryReport {
  /** RssAnon (MB) of a workerd whose Worker only answers, holding the same modules (BARE_WORKER). */
  bareMB: number;
  /** With the probe's code loaded and one request answered, before the run. */
  loadedMB: number;
  /** The most over the run. */
  peakMB: number;
  /** The lexicon's bytes (MB), which the runtime holds as a Data module. */
  lexiconMB: number;
  /** The positions' bytes (MB), likewise. */
  batchMB: number;
  positions: number;
  /** Plays found by all modes over all positions: the same as the Node probe's. */
  found: number;
}

const MB = 2 ** 20;
const SAMPLE_MS = 10;
// After an answer, the time the runtime is given to settle before RssAnon is read.
const SETTLE_MS = 300;
// The Worker that runs nothing imports the data modules as the probe does, and its config embeds
// the probe's script unused, as the probe's embeds its: a local workerd keeps several copies of
// every module its config embeds, and without the same modules on both sides those copies, not
// our code, made most of the difference (up to 1 MB, either way).
const BARE_WORKER = `import lexicon from './lexicon.bin';
import batch from './batch.bin';
export default { fetch: () => new Response(String(lexicon.byteLength + batch.byteLength)) };
`;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The config of a workerd serving `worker`, with `unused` embedded too (BARE_WORKER). */
function config(worker: string, unused: string, port: number, compatibilityDate: string): string {
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .probe) ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],
);
const probe :Workerd.Worker = (
  modules = [
    (name = "worker", esModule = embed "${worker}"),
    (name = "unused.mjs", esModule = embed "${unused}"),
    (name = "lexicon.bin", data = embed "lexicon.bin"),
    (name = "batch.bin", data = embed "batch.bin"),
  ],
  compatibilityDate = "${compatibilityDate}",
);
`;
}

/** RssAnon of process `pid` in MB. */
function privateMB(pid: number): number {
  const kB = /RssAnon:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kB === undefined) throw new Error(`no RssAnon for process ${pid}`);
  return Number(kB) / 1024;
}

/** Whether `url` answers 200 (false while nothing listens there yet). */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Runs workerd on `capnp` until `use` is done with it: `use` gets its pid and base URL. */
async function withWorkerd<T>(
  binary: string,
  dir: string,
  capnp: string,
  port: number,
  use: (pid: number, base: string) => Promise<T>,
): Promise<T> {
  const child = spawn(binary, ['serve', join(dir, capnp)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const base = `http://127.0.0.1:${port}`;
  try {
    // Up to 10 s for the runtime to start and load the Worker.
    for (let tries = 0; !(await answers(`${base}/ping`)); tries++) {
      if (child.exitCode !== null) throw new Error(`workerd exited: ${stderr}`);
      if (tries > 200) throw new Error(`workerd did not answer: ${stderr}`);
      await sleep(50);
    }
    return await use(child.pid!, base);
  } finally {
    child.kill();
    await exited;
  }
}

/** RssAnon of workerd `pid` before and at its most over one GET of `run`, and what it answered. */
async function measureRun(pid: number, run: string) {
  await sleep(SETTLE_MS);
  const loadedMB = privateMB(pid);
  let peakMB = loadedMB;
  const sampler = setInterval(() => {
    peakMB = Math.max(peakMB, privateMB(pid));
  }, SAMPLE_MS);
  try {
    const answer = await fetch(run);
    if (!answer.ok) throw new Error(`the probe Worker failed: ${await answer.text()}`);
    const found = (await answer.json()) as { positions: number; found: number };
    await sleep(SETTLE_MS);
    peakMB = Math.max(peakMB, privateMB(pid));
    return { loadedMB, peakMB, ...found };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Runs the generator in a local workerd on `batch` (batch lines) with `bin` (a compiled
 * lexicon's bytes), and a workerd that holds the same modules but runs nothing. Null where it
 * cannot: no /proc, or esbuild or the workerd binary missing.
 */
export async function workerdMemory(
  bin: Uint8Array,
  batch: string[],
  rulesetId: string,
): Promise<WorkerdMemoryReport | null> {
  let esbuild: typeof import('esbuild');
  let workerd: { default: string; compatibilityDate: string };
  try {
    readFileSync('/proc/self/status');
    esbuild = await import('esbuild');
    workerd = await import('workerd');
  } catch {
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'memory-workerd-'));
  try {
    esbuild.buildSync({
      entryPoints: [fileURLToPath(new URL('./memory-workerd-worker.ts', import.meta.url))],
      bundle: true,
      platform: 'neutral',
      mainFields: ['module', 'main'],
      format: 'esm',
      external: ['./lexicon.bin', './batch.bin'],
      outfile: join(dir, 'probe.mjs'),
      logLevel: 'error',
    });
    writeFileSync(join(dir, 'bare.mjs'), BARE_WORKER);
    writeFileSync(join(dir, 'lexicon.bin'), bin);
    const positions = new TextEncoder().encode(`${batch.join('\n')}\n`);
    writeFileSync(join(dir, 'batch.bin'), positions);
    const port = await freePort();
    const date = workerd.compatibilityDate;
    writeFileSync(join(dir, 'bare.capnp'), config('bare.mjs', 'probe.mjs', port, date));
    writeFileSync(join(dir, 'probe.capnp'), config('probe.mjs', 'bare.mjs', port, date));
    const bareMB = await withWorkerd(workerd.default, dir, 'bare.capnp', port, async (pid) => {
      await sleep(SETTLE_MS);
      return privateMB(pid);
    });
    const probe = await withWorkerd(workerd.default, dir, 'probe.capnp', port, (pid, base) =>
      measureRun(pid, `${base}/run?rules=${encodeURIComponent(rulesetId)}`),
    );
    return { bareMB, lexiconMB: bin.byteLength / MB, batchMB: positions.byteLength / MB, ...probe };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
