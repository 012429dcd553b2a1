// `npm run bench:workerd [-- --url http://localhost:8787] [--turns N] [--resend-port N] [--json]`:
// the CPU of one whole turn in the local workerd that `NODE_ENV=production npm start` runs, on the
// thread that runs the Worker (what the Workers limit bills, docs/performance.md: "Which CPU the
// limit counts"), where `npm run bench:turn` runs the turn's code in Node without the runtime
// around it (storage, calls between objects, bindings). Whole 2-player Scrabble games of real
// plays, one reply at a time, each the reply bench:turn reads (bench-reply.ts: the command above
// the seat's latest email quoted, In-Reply-To and References naming it). The thread's CPU is read
// from /proc before and after each reply is posted (the mail is read between turns, outside that);
// beside it, replies to an address no game has (the local email handler's and HTTP's share) and GET
// /health (the local runtime's own plumbing for a request). With --resend-port the server sends its
// mail through the Resend client to the bench (resend-stand-in.ts), as a deployment sends, not into
// the local outbox, another object on the same thread. Linux, and a server on this machine, only.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { CrosswordConfig } from '../../engine/crossword/rules';
import { getGameKind } from '../../engine/registry';
import type { OutgoingMessage } from '../mail/message';
import { mimeReply } from './bench-reply';
import { spread } from './cpu-time';
import { type LoadSeat, ShadowGame } from './load-game';
import { loadLexicon } from './moves';
import { type ResendStandIn, resendStandIn } from './resend-stand-in';
import { mainThreadMs, serverProcesses } from './server-cpu';
import { flagLines, UsageError, usageExit, valueFlags } from './usage';

/** The flags that take a value and what each means; --json and --help are told in the text. */
const FLAGS = {
  url: 'the running server, on this machine (default http://localhost:8787)',
  turns: 'turns measured, in as many whole games as it takes (default 30)',
  warmup: "the run's first turns, the isolate's code cold: reported apart (default 10)",
  'resend-port':
    'take the mail as Resend, on this port, from a server started with --var RESEND_API_KEY:re_local --var RESEND_BASE_URL:http://localhost:PORT (default: read the local outbox)',
};

const USAGE = [
  'Usage: npm run bench:workerd -- [--url URL] [--turns N] [--warmup W] [--resend-port N] [--json]',
  ...flagLines(Object.entries(FLAGS), 14),
  '  --json  the figures as JSON',
].join('\n');

interface Options {
  url: URL;
  turns: number;
  warmup: number;
  /** Where the server sends its mail as to Resend; null: it keeps it in the local outbox. */
  resendPort: number | null;
  json: boolean;
}

// How long the Worker's thread is given after an answer to finish its request and stop.
const SETTLE_MS = 30;

/** The samples' count and spread (p50, p90, p99, max, mean). */
function figures(samples: number[]) {
  return { n: samples.length, ...spread(samples) };
}

async function run(options: Options): Promise<void> {
  const resend = options.resendPort === null ? null : await resendStandIn(options.resendPort);
  try {
    await measure(options, resend);
  } finally {
    await resend?.close();
  }
}

async function measure(options: Options, resend: ResendStandIn | null): Promise<void> {
  const url = options.url;
  const worker = serverProcesses(Number(url.port || 80)).find((p) => p.name === 'workerd');
  if (!worker || mainThreadMs(worker.pid) === null)
    throw new UsageError(
      `no local workerd serving ${url.origin}: start one with NODE_ENV=production npm start -- --port ${url.port || 80} --persist-to "$(mktemp -d)"`,
    );
  // `rejected`: the answer expected is wrangler's 400 for an email the Worker rejected.
  const http = async (path: string, init?: RequestInit, rejected = false) => {
    const res = await fetch(`${url.origin}${path}`, {
      ...init,
      signal: AbortSignal.timeout(60_000),
    });
    const body = await res.text();
    if (res.ok === rejected)
      throw new Error(`${init?.method ?? 'GET'} ${path}: ${res.status} ${body}`);
    return body;
  };
  // The seat's latest email, from the stand-in or the local outbox.
  const latestTo = async (email: string) => {
    const latest = resend
      ? resend.latestTo(email)
      : (
          JSON.parse(
            await http(`/dev/mail.json?to=${encodeURIComponent(email)}&last=1`),
          ) as OutgoingMessage[]
        )[0];
    if (!latest) throw new Error(`no mail to ${email} came from the server`);
    return latest;
  };
  /**
   * The Worker's thread's CPU, in ms, while `work` runs and until the thread has settled: Linux
   * counts a running thread's latest stretch only when it next stops (cpu-time.ts), and the
   * thread may still be finishing the request when its answer arrives (about 1 ms of a GET
   * /health was counted to no request so).
   */
  const cpuOf = async (work: () => Promise<unknown>) => {
    const before = mainThreadMs(worker.pid)!;
    await work();
    await new Promise((settled) => setTimeout(settled, SETTLE_MS));
    return mainThreadMs(worker.pid)! - before;
  };
  /** The CPU of posting one raw reply. */
  const post = (from: string, to: string, raw: string, rejected = false) =>
    cpuOf(() =>
      http(
        `/cdn-cgi/handler/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        { method: 'POST', body: raw },
        rejected,
      ),
    );

  const kind = getGameKind('scrabble')!;
  const lexicon = loadLexicon('english');
  const configured = kind.configure({}, lexicon.id);
  if (!configured.ok) throw new Error(configured.error.message);
  const run = Date.now().toString(36);
  let n = 0;
  const reply = async (seat: LoadSeat, command: string) => {
    const answered = await latestTo(seat.email);
    seat.replyTo = answered.replyTo;
    return post(
      seat.email,
      seat.replyTo,
      mimeReply(seat.email, seat.replyTo, command, answered, `r${run}.${n++}@bench.example.com`),
    );
  };
  /** One whole game, its turns' CPU in order (the last its end); the server's count checked. */
  const playGame = async (g: number, seats: LoadSeat[]) => {
    const game = new ShadowGame(
      kind,
      configured.value as CrosswordConfig,
      lexicon,
      `workerd-${run}-${g}`,
      seats,
    );
    const created = JSON.parse(await http('/api/games', game.creation())) as {
      id: string;
      view: { status?: string };
    };
    // New addresses: each seat first ACCEPTs its invitation (worker/access/consent.ts).
    if (created.view.status === 'invited') for (const seat of seats) await reply(seat, 'ACCEPT');
    const turns: number[] = [];
    while (!game.over) {
      const command = game.nextCommand();
      turns.push(await reply(seats[game.toMove]!, command));
      if (!game.apply(command)) throw new Error(`the engine refused ${command}`);
    }
    const view = JSON.parse(await http(`/api/games/${created.id}`)) as { moves: unknown[] };
    if (view.moves.length !== game.sent)
      throw new Error(
        `game ${created.id}: the server recorded ${view.moves.length} of ${game.sent} moves`,
      );
    return turns;
  };

  // Whole games until there are enough turns: the run's first turns (the isolate's code cold)
  // apart, every game's last (the GCG record and the final emails) also counted apart.
  const warm = options.warmup;
  const wanted = warm + options.turns;
  const seats: LoadSeat[] = ['a', 'b'].map((s) => ({
    name: `Bench ${s}`,
    email: `workerd-${run}-${s}@bench.example.com`,
    replyTo: '',
  }));
  const all: number[] = [];
  const ends: number[] = [];
  for (let g = 0; all.length < wanted; g++) {
    const turns = await playGame(g, seats);
    all.push(...turns);
    if (all.length > warm) ends.push(turns.at(-1)!);
  }
  // The same reply to an address of the game's domain that no game has: refused before any room.
  const nobody: number[] = [];
  const last = await latestTo(seats[0]!.email);
  for (let i = 0; i < 10; i++) {
    const to = `nobody-${run}-${i}@${seats[0]!.replyTo.split('@')[1]}`;
    const raw = mimeReply(seats[0]!.email, to, 'PASS', last, `n${run}.${i}@bench.example.com`);
    nobody.push(await post(seats[0]!.email, to, raw, true));
  }
  // A request our code does almost nothing for: what the local runtime's own plumbing costs a
  // request (wrangler's proxy and the local entry worker; a deployment bills none of it).
  const idle: number[] = [];
  for (let i = 0; i < 10; i++) idle.push(await cpuOf(() => http('/health')));
  const report = {
    workerdPid: worker.pid,
    mail: resend ? 'through the Resend client' : 'into the local outbox',
    turnMs: figures(all.slice(warm)),
    gameOverMs: figures(ends),
    firstTurnsMs: all.slice(0, warm).map((ms) => Number(ms.toFixed(1))),
    noGameMs: figures(nobody),
    healthMs: figures(idle),
  };
  if (options.json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const f = (ms: number) => ms.toFixed(1);
  const line = (name: string, s: ReturnType<typeof figures>) =>
    console.log(
      `${name.padEnd(34)} ${String(s.n).padStart(3)}  p50 ${f(s.p50)}  p90 ${f(s.p90)}  max ${f(s.max)}`,
    );
  console.log(
    `workerd ${worker.pid}: CPU ms on the Worker's thread per reply, mail ${report.mail}`,
  );
  line(`a turn, after the run's first ${warm}`, report.turnMs);
  line("of them, a game's last", report.gameOverMs);
  line('a reply to an address no game has', report.noGameMs);
  line('GET /health (the local plumbing)', report.healthMs);
  console.log(`the first ${warm} turns: ${report.firstTurnsMs.join(' ')}`);
}

export async function main(argv: string[]): Promise<number> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { ...valueFlags(FLAGS), json: { type: 'boolean' }, help: { type: 'boolean' } },
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    const count = (flag: 'turns' | 'warmup', fallback: number) => {
      const n = Number(values[flag] ?? fallback);
      if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${flag} takes a whole number`);
      return n;
    };
    let url: URL;
    try {
      url = new URL(values.url ?? 'http://localhost:8787');
    } catch {
      throw new UsageError(`--url ${values.url} is not a URL`);
    }
    const resendPort = values['resend-port'] === undefined ? null : Number(values['resend-port']);
    if (
      resendPort !== null &&
      !(Number.isInteger(resendPort) && resendPort > 0 && resendPort < 65536)
    )
      throw new UsageError('--resend-port takes a port, 1-65535');
    await run({
      url,
      turns: count('turns', 30),
      warmup: count('warmup', 10),
      resendPort,
      json: !!values.json,
    });
    return 0;
  } catch (e) {
    return usageExit(e, USAGE);
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  process.exitCode = await main(process.argv.slice(2));
}
