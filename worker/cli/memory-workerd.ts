// Private memory of the move generator in workerd, the runtime the service ships on, beside the
// plain-Node figure of memory-probe.ts: the local workerd binary (the `workerd` package wrangler
// runs) serving memory-workerd-worker.ts, with the lexicon and the positions as Data modules, its
// RssAnon (Linux's count of the pages that are the process's alone) read from outside every 10 ms
// over a run of every mode on every position, against a workerd whose Worker runs nothing and
// holds the same modules: a local workerd keeps several copies of each module its config embeds
// (about six times a module's size), which are the runtime's, not the generator's, so the
// lexicon and the positions are counted once, at their size.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './free-port';
import { sleep, withWorkerd, withWorkerdDir } from './local-workerd';

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
  try {
    readFileSync('/proc/self/status');
  } catch {
    return null;
  }
  return withWorkerdDir('memory-workerd-', async ({ dir, binary, compatibilityDate, bundle }) => {
    bundle(new URL('./memory-workerd-worker.ts', import.meta.url), 'probe.mjs', {
      external: ['./lexicon.bin', './batch.bin'],
    });
    writeFileSync(join(dir, 'bare.mjs'), BARE_WORKER);
    writeFileSync(join(dir, 'lexicon.bin'), bin);
    const positions = new TextEncoder().encode(`${batch.join('\n')}\n`);
    writeFileSync(join(dir, 'batch.bin'), positions);
    const port = await freePort();
    const date = compatibilityDate;
    writeFileSync(join(dir, 'bare.capnp'), config('bare.mjs', 'probe.mjs', port, date));
    writeFileSync(join(dir, 'probe.capnp'), config('probe.mjs', 'bare.mjs', port, date));
    const bareMB = await withWorkerd(binary, dir, 'bare.capnp', port, async (pid) => {
      await sleep(SETTLE_MS);
      return privateMB(pid);
    });
    const probe = await withWorkerd(binary, dir, 'probe.capnp', port, (pid, base) =>
      measureRun(pid, `${base}/run?rules=${encodeURIComponent(rulesetId)}`),
    );
    return { bareMB, lexiconMB: bin.byteLength / MB, batchMB: positions.byteLength / MB, ...probe };
  });
}
