// `npm run bench:turn -- --workerd`: the turn bench's turns (turn-games.ts) in workerd, the
// runtime the service runs on, where `npm run bench:turn` runs them in Node. The Worker's modules
// are bundled as wrangler bundles them for deployment (the workerd export conditions, React's
// production build) into a Worker (turn-isolate-worker.ts) that a bare local workerd serves, with
// the compiled lexicons as Data modules: no wrangler, no proxy, no local email handler around it,
// which `npm run bench:workerd` measures with the rest of the service. Each turn is one request,
// timed on the thread that runs the Worker, from /proc (the Workers limit bills that thread's CPU:
// docs/performance.md, "Which CPU the limit counts"), read once the thread has gone idle after the
// answer; beside it, a request to the same object that does nothing, the runtime's own share of
// any request. Node-only costs (its Blob in postal-mime, its crypto) are not in these figures;
// workerd's own are. Linux only.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Spread } from './bench-table';
import { spread } from './cpu-time';
import { freePort } from './free-port';
import { sleep, withWorkerd, withWorkerdDir } from './local-workerd';
import { mainThreadMs } from './server-cpu';
import type { TurnGamesOptions } from './turn-games';

export interface IsolateRun extends TurnGamesOptions {
  turns: number;
  warmup: number;
}

/** One turn's figures: the turn's request and an idle one, each on the Worker's thread. */
interface Sample {
  turn: number;
  idle: number;
  mails: number;
  html: number;
  over: boolean;
}

export interface IsolateReport {
  players: number;
  ruleset: string;
  lexicon: string;
  turns: number;
  /** Main-thread CPU ms of each turn's request. */
  turnMs: Spread;
  /** Main-thread CPU ms of a request to the same object that does nothing. */
  idleMs: Spread;
  gameOverTurns: number;
  gameOverMs: Spread;
  warmupTurns: number;
  warmupMs: Spread;
  mailsPerTurn: number;
  meanHtmlKB: number;
}

// After an answer, until the thread has stopped: Linux adds a running thread's last stretch to
// its count only when it stops.
const SETTLE_MS = 20;
const ROOT = new URL('../../', import.meta.url);

/** The Workers config's compatibility date and flags, which the bundle runs under here too. */
function compatibility(): { date: string; flags: string[] } {
  const toml = readFileSync(new URL('wrangler.toml', ROOT), 'utf8');
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
  const flags = /^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(toml)?.[1] ?? '';
  if (!date) throw new Error('wrangler.toml names no compatibility_date');
  return { date, flags: [...flags.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) };
}

/** The compiled lexicons the bundle imports, by the names dictionaries/build/index.ts gives. */
function lexiconFiles(): string[] {
  const index = readFileSync(new URL('dictionaries/build/index.ts', ROOT), 'utf8');
  return [...index.matchAll(/from '\.\/([\w.-]+\.bin)'/g)].map((m) => m[1]!);
}

function config(port: number, lexicons: string[]): string {
  const { date, flags } = compatibility();
  const data = lexicons.map((name) => `(name = "${name}", data = embed "${name}")`);
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .bench) ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],
);
const bench :Workerd.Worker = (
  modules = [
    (name = "worker", esModule = embed "worker.mjs"),
    ${data.join(',\n    ')},
  ],
  compatibilityDate = "${date}",
  compatibilityFlags = [${flags.map((flag) => `"${flag}"`).join(', ')}],
  durableObjectNamespaces = [ (className = "TurnTable", uniqueKey = "turn-bench") ],
  durableObjectStorage = (inMemory = void),
  bindings = [ (name = "TABLE", durableObjectNamespace = "TurnTable") ],
);
`;
}

/** Main-thread CPU ms of process `pid` over one request, read once the thread is idle again. */
async function requestMs(pid: number, url: string, init?: RequestInit): Promise<number> {
  const before = mainThreadMs(pid)!;
  await step(url, init);
  await sleep(SETTLE_MS);
  return mainThreadMs(pid)! - before;
}

/** One request of the bench's; a fault the Worker reports is thrown with its message. */
async function step(url: string, init?: RequestInit): Promise<Response> {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`the bench Worker, ${url}: ${await answer.text()}`);
  return answer;
}

async function playTurns(pid: number, base: string, run: IsolateRun): Promise<Sample[]> {
  const { turns, warmup, ...options } = run;
  await step(`${base}/open`, { method: 'POST', body: JSON.stringify(options) });
  const samples: Sample[] = [];
  while (samples.length < turns + warmup) {
    await step(`${base}/next`, { method: 'POST' });
    const idle = await requestMs(pid, `${base}/idle`);
    const turn = await requestMs(pid, `${base}/play`, { method: 'POST' });
    const played = (await (await step(`${base}/played`)).json()) as Omit<Sample, 'turn' | 'idle'>;
    samples.push({ turn, idle, ...played });
  }
  return samples;
}

/** The run's turns in a local workerd; null where it cannot run (no /proc, no esbuild or workerd). */
export async function turnsInWorkerd(run: IsolateRun): Promise<IsolateReport | null> {
  if (mainThreadMs(process.pid) === null) return null;
  return withWorkerdDir('turn-isolate-', async ({ dir, binary, bundle }) => {
    bundle(new URL('./turn-isolate-worker.ts', import.meta.url), 'worker.mjs', {
      external: ['*.bin', 'node:*', 'cloudflare:*'],
      deploy: true,
    });
    const lexicons = lexiconFiles();
    for (const name of lexicons)
      writeFileSync(join(dir, name), readFileSync(new URL(`dictionaries/build/${name}`, ROOT)));
    const port = await freePort();
    writeFileSync(join(dir, 'bench.capnp'), config(port, lexicons));
    const samples = await withWorkerd(binary, dir, 'bench.capnp', port, (pid, base) =>
      playTurns(pid, base, run),
    );
    return isolateReport(samples, run);
  });
}

function isolateReport(samples: Sample[], run: IsolateRun): IsolateReport {
  const measured = samples.slice(run.warmup);
  const warm = samples.slice(0, run.warmup);
  const mails = measured.reduce((n, s) => n + s.mails, 0);
  const gameOver = measured.filter((s) => s.over);
  return {
    players: run.players,
    ruleset: run.ruleset,
    lexicon: run.lexicon,
    turns: measured.length,
    turnMs: spread(measured.map((s) => s.turn)),
    idleMs: spread(measured.map((s) => s.idle)),
    gameOverTurns: gameOver.length,
    gameOverMs: spread(gameOver.map((s) => s.turn)),
    warmupTurns: warm.length,
    warmupMs: spread(warm.map((s) => s.turn)),
    mailsPerTurn: mails / Math.max(1, measured.length),
    meanHtmlKB: measured.reduce((n, s) => n + s.html, 0) / Math.max(1, mails) / 1024,
  };
}

const f = (x: number) => x.toFixed(2).padStart(7);
const row = (name: string, x: Spread) =>
  `${name.padEnd(16)} ${f(x.p50)}  ${f(x.p99)}  ${f(x.max)}  ${f(x.mean)}`;

export function printIsolateReport(r: IsolateReport, warmup: number): void {
  console.log(
    `One turn in a local workerd, ${r.players}-player ${r.ruleset} (${r.lexicon}), ${r.turns} turns after ${warmup} warm-up; CPU ms on the Worker's thread`,
  );
  console.log(`${''.padEnd(16)}     p50      p99      max     mean`);
  console.log(row('turn', r.turnMs));
  if (r.gameOverTurns > 0) console.log(row(`game over (${r.gameOverTurns})`, r.gameOverMs));
  if (r.warmupTurns > 0) console.log(row(`warm-up (${r.warmupTurns})`, r.warmupMs));
  console.log(row('idle request', r.idleMs));
  console.log(
    `${r.mailsPerTurn.toFixed(1)} emails per turn, ${r.meanHtmlKB.toFixed(1)} KB HTML each`,
  );
  console.log(
    'turn: one request that reads the reply, applies the move and renders every email, in a Durable Object; idle request: one to the same object that does nothing, the runtime’s own share of every request, the turn’s included',
  );
}
