// `npm run load -- --games N [--moves M] [--url U] [--seconds S] [--concurrency C] [--duplicates P]`:
// drives N concurrent games by email against a running `npm start`: creates them through the API,
// reads each seat's reply address from /dev/mail.json, then plays M moves per game by POSTing
// replies to wrangler's email endpoint (a fraction P redelivered with the same Message-ID). Stops
// after M moves or S seconds, then checks every game's move count (GET /api/games/:id) and its
// messages in the outbox against what was sent, and reports moves/s, turn latency, losses,
// doubles, and the server's CPU time per move (read from /proc, see server-cpu.ts).
import { loadavg } from 'node:os';
import type { CrosswordConfig } from '../../engine/crossword/rules';
import { getGameKind } from '../../engine/registry';
import { countRun, type MailSummary } from './load-check';
import { type LoadSeat, replyMime, ShadowGame } from './load-game';
import { type LoadOptions, parseLoadOptions } from './load-options';
import { formatReport, type LoadReport } from './load-report';
import { loadLexicon, UsageError } from './moves';
import { cpuByName, type ServerProcess, sampleCpu, serverProcesses } from './server-cpu';

/** No request may hang the run: each one is given up after this long (and the run fails). */
const REQUEST_LIMIT_MS = 120_000;

function quantile(samples: number[], q: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

class Driver {
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly options: LoadOptions) {}

  /** At most `concurrency` requests in flight: a queue of waiters released one by one. */
  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.options.concurrency)
      await new Promise<void>((r) => this.waiting.push(r));
    this.inFlight += 1;
    try {
      return await work();
    } finally {
      this.inFlight -= 1;
      this.waiting.shift()?.();
    }
  }

  /** `took` gets the request's own time, from sending to the response (not the wait for a slot). */
  http(path: string, init?: RequestInit, took?: (ms: number) => void): Promise<Response> {
    return this.limited(async () => {
      const t0 = performance.now();
      const res = await fetch(`${this.options.url}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
      });
      // The body is read before the clock stops: the answer is whole only then.
      const body = await res.text();
      took?.(performance.now() - t0);
      if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${res.status} ${body}`);
      return new Response(body, { status: res.status, headers: res.headers });
    });
  }

  async json<T>(path: string, init?: RequestInit): Promise<T> {
    return (await (await this.http(path, init)).json()) as T;
  }

  outbox(): Promise<MailSummary[]> {
    return this.json<MailSummary[]>('/dev/mail.json?fields=summary');
  }
}

/** The server's processes when it runs on this machine (by its port), for the CPU figures. */
function findServer(options: LoadOptions): ServerProcess[] {
  if (options.serverCpu === 'none') return [];
  const url = new URL(options.url);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!local) return [];
  return serverProcesses(Number(url.port || 80));
}

async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const kind = getGameKind(options.ruleset);
  if (kind?.family !== 'crossword')
    throw new UsageError(`--ruleset ${options.ruleset} is not a crossword ruleset`);
  const lexicon = loadLexicon(options.lexicon);
  const configured = kind.configure({}, lexicon.id);
  if (!configured.ok) throw new Error(configured.error.message);
  const config = configured.value as CrosswordConfig;
  const driver = new Driver(options);
  const run = Date.now().toString(36);
  const server = findServer(options);
  const loadBefore = loadavg()[0]!;

  const createCpu = sampleCpu(server);
  const started = performance.now();
  const shadows = Array.from({ length: options.games }, (_, g) => {
    const seats: LoadSeat[] = ['a', 'b'].map((s) => ({
      name: `Load ${g}${s}`,
      email: `load-${run}-${g}${s}@load.example.com`,
      replyTo: '',
    }));
    return new ShadowGame(kind, config, lexicon, `load-${run}-${g}`, seats);
  });
  await Promise.all(
    shadows.map(async (game) => {
      const created = await driver.json<{ id: string }>('/api/games', game.creation());
      game.id = created.id;
    }),
  );
  const createMs = performance.now() - started;
  const createdCpu = sampleCpu(server);
  // Each seat's reply address is in its first email (the token does not change during a game).
  const replyTo = new Map((await driver.outbox()).map((m) => [m.to, m.replyTo]));
  for (const game of shadows)
    for (const seat of game.seats) seat.replyTo = replyTo.get(seat.email) ?? '';
  // The run's addresses are new to the service, so each game begins with an invitation that
  // both seats ACCEPT (worker/access/consent.ts) before its first turn.
  const invited = new Set<string>();
  await Promise.all(
    shadows.map(async (game) => {
      const view = await driver.json<{ status?: string }>(`/api/games/${game.id}`);
      if (view.status !== 'invited') return;
      invited.add(game.id);
      for (const seat of game.seats) {
        const raw = replyMime(
          seat,
          'ACCEPT',
          `load-${run}-${game.id}-${seat.email}@load.example.com`,
        );
        const path = `/cdn-cgi/handler/email?from=${encodeURIComponent(seat.email)}&to=${encodeURIComponent(seat.replyTo)}`;
        await driver.http(path, { method: 'POST', body: raw });
      }
    }),
  );

  const latencies: number[] = [];
  let redelivered = 0;
  let refusedLocally = 0;
  let failedRequests = 0;
  let firstFailure: string | null = null;
  const deadline = Date.now() + options.seconds * 1000;
  const playCpu = sampleCpu(server);
  const driverCpu = process.cpuUsage();
  const playStarted = performance.now();
  await Promise.all(
    shadows.map(async (game, g) => {
      // A seat without its first email cannot reply; the count below reports that email lost.
      if (game.seats.some((s) => s.replyTo === '')) return;
      try {
        for (let m = 0; m < options.moves && !game.over && Date.now() < deadline; m++) {
          const seat = game.seats[game.toMove]!;
          const command = game.nextCommand();
          const raw = replyMime(seat, command, `load-${run}-${g}-${m}@load.example.com`);
          const path = `/cdn-cgi/handler/email?from=${encodeURIComponent(seat.email)}&to=${encodeURIComponent(seat.replyTo)}`;
          await driver.http(path, { method: 'POST', body: raw }, (ms) => latencies.push(ms));
          if (!game.apply(command)) refusedLocally += 1;
          // A mail system that delivers twice: the same Message-ID must apply once.
          if (Math.random() < options.duplicates) {
            await driver.http(path, { method: 'POST', body: raw });
            redelivered += 1;
          }
        }
      } catch (err) {
        // Whether the server applied that move is unknown: this game stops, the run fails.
        failedRequests += 1;
        firstFailure ??= (err as Error).message;
      }
    }),
  );
  const playMs = performance.now() - playStarted;
  const driverUsed = process.cpuUsage(driverCpu);
  const playedCpu = sampleCpu(server);
  const loadAfter = loadavg()[0]!;

  const recorded = new Map<string, number>();
  await Promise.all(
    shadows.map(async (game) => {
      const view = await driver.json<{ moves: unknown[] }>(`/api/games/${game.id}`);
      recorded.set(game.id, view.moves.length);
    }),
  );
  const sent = shadows.map((g) => ({
    id: g.id,
    seatEmails: g.seats.map((s) => s.email),
    sent: g.sent,
    invited: invited.has(g.id),
  }));
  const count = countRun(sent, recorded, await driver.outbox());
  const moves = shadows.reduce((n, g) => n + g.sent, 0);
  return {
    games: options.games,
    ruleset: kind.id,
    lexicon: lexicon.id,
    url: options.url,
    moves,
    redelivered,
    refusedLocally,
    failedRequests,
    firstFailure,
    createSeconds: createMs / 1000,
    playSeconds: playMs / 1000,
    movesPerSecond: moves / (playMs / 1000),
    turnLatencyMs: {
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      max: quantile(latencies, 1),
    },
    ...count,
    loadAverage: { before: loadBefore, after: loadAfter },
    serverCpuSecondsCreating: server.length ? cpuByName(createCpu, createdCpu) : null,
    serverCpuSecondsPlaying: server.length ? cpuByName(playCpu, playedCpu) : null,
    driverCpuSecondsPlaying: (driverUsed.user + driverUsed.system) / 1e6,
  };
}

async function main(argv: string[]): Promise<void> {
  const options = parseLoadOptions(argv);
  if (!options.ok) {
    console.error(options.error);
    process.exitCode = 2;
    return;
  }
  const report = await runLoad(options.value).catch((err: Error) => {
    // Before any game exists (a bad ruleset or lexicon), or the server not answering at all.
    console.error(`npm run load: ${err.message}${err.cause ? ` (${String(err.cause)})` : ''}`);
    process.exit(err instanceof UsageError ? 2 : 1);
  });
  console.log(options.value.json ? JSON.stringify(report, null, 2) : formatReport(report));
  const faults =
    report.lostMoves +
    report.duplicatedMoves +
    report.lostEmails +
    report.duplicatedEmails +
    report.refusedLocally +
    report.failedRequests;
  process.exitCode = faults === 0 ? 0 : 1;
}

await main(process.argv.slice(2));
