// `npm run load -- --games N [--moves M] [--url U] [--seconds S] [--concurrency C] [--duplicates P]`:
// drives N concurrent games by email against a running `npm start`: creates them through the API,
// reads each seat's reply address from /dev/mail.json, then plays M moves per game by POSTing
// replies to wrangler's email endpoint (a fraction P redelivered with the same Message-ID). Stops
// after M moves or S seconds, then checks every game's move count (GET /api/games/:id) and its
// messages in the outbox against what was sent, and reports moves/s, turn latency, losses, doubles.
import { parseArgs } from 'node:util';
import type { CrosswordConfig } from '../../engine/crossword/rules';
import { getGameKind } from '../../engine/registry';
import { type LoadSeat, replyMime, ShadowGame } from './load-game';
import { loadLexicon } from './moves';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '10' },
    moves: { type: 'string', default: '8' },
    url: { type: 'string', default: 'http://localhost:8787' },
    seconds: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '32' },
    duplicates: { type: 'string', default: '0.05' },
    ruleset: { type: 'string', default: 'scrabble' },
    lexicon: { type: 'string', default: 'english' },
    json: { type: 'boolean', default: false },
  },
});
const base = values.url!.replace(/\/$/, '');
const games = Number(values.games);
const movesPerGame = Number(values.moves);
const deadline = Date.now() + Number(values.seconds) * 1000;
const duplicateShare = Number(values.duplicates);
const run = Date.now().toString(36);

/** At most `concurrency` requests in flight: a queue of waiters released one by one. */
let inFlight = 0;
const waiting: (() => void)[] = [];
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (inFlight >= Number(values.concurrency)) await new Promise<void>((r) => waiting.push(r));
  inFlight += 1;
  try {
    return await work();
  } finally {
    inFlight -= 1;
    waiting.shift()?.();
  }
}

/** `took` gets the request's own time, from sending to the response (not the wait for a slot). */
async function http(
  path: string,
  init?: RequestInit,
  took?: (ms: number) => void,
): Promise<Response> {
  return limited(async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, init);
    took?.(performance.now() - t0);
    if (!res.ok)
      throw new Error(`${init?.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return res;
  });
}

interface MailSummary {
  id: string;
  to: string;
  replyTo: string;
  subject: string;
}

async function outbox(): Promise<MailSummary[]> {
  return (await (await http('/dev/mail.json?fields=summary')).json()) as MailSummary[];
}

function quantile(samples: number[], q: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

async function main(): Promise<void> {
  const kind = getGameKind(values.ruleset!);
  if (kind?.family !== 'crossword') throw new Error(`${values.ruleset} is not a crossword ruleset`);
  const lexicon = loadLexicon(values.lexicon!);
  const configured = kind.configure({}, lexicon.id);
  if (!configured.ok) throw new Error(configured.error.message);
  const config = configured.value as CrosswordConfig;

  const started = Date.now();
  const shadows = Array.from({ length: games }, (_, g) => {
    const seats: LoadSeat[] = ['a', 'b'].map((s) => ({
      name: `Load ${g}${s}`,
      email: `load-${run}-${g}${s}@load.example.com`,
      replyTo: '',
    }));
    return new ShadowGame(kind, config, lexicon, `load-${run}-${g}`, seats);
  });
  await Promise.all(
    shadows.map(async (game) => {
      const res = await http('/api/games', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ruleset: kind.id,
          lexicon: lexicon.id,
          seed: game.seed,
          players: game.seats.map(({ name, email }) => ({ name, email })),
        }),
      });
      game.id = ((await res.json()) as { id: string }).id;
    }),
  );
  const createdMs = Date.now() - started;
  // Each seat's reply address is in its first email (the token does not change during a game).
  const replyTo = new Map((await outbox()).map((m) => [m.to, m.replyTo]));
  for (const game of shadows)
    for (const seat of game.seats) seat.replyTo = replyTo.get(seat.email) ?? '';

  const latencies: number[] = [];
  let redelivered = 0;
  let refusedLocally = 0;
  const playStarted = Date.now();
  await Promise.all(
    shadows.map(async (game, g) => {
      for (let m = 0; m < movesPerGame && !game.over && Date.now() < deadline; m++) {
        const seat = game.seats[game.toMove]!;
        const command = game.nextCommand();
        const raw = replyMime(seat, command, `load-${run}-${g}-${m}@load.example.com`);
        const path = `/cdn-cgi/handler/email?from=${encodeURIComponent(seat.email)}&to=${encodeURIComponent(seat.replyTo)}`;
        await http(path, { method: 'POST', body: raw }, (ms) => latencies.push(ms));
        if (!game.apply(command)) refusedLocally += 1;
        // A mail system that delivers twice: the same Message-ID must apply once.
        if (Math.random() < duplicateShare) {
          await http(path, { method: 'POST', body: raw });
          redelivered += 1;
        }
      }
    }),
  );
  const playMs = Date.now() - playStarted;

  let lostMoves = 0;
  let extraMoves = 0;
  await Promise.all(
    shadows.map(async (game) => {
      const view = (await (await http(`/api/games/${game.id}`)).json()) as { moves: unknown[] };
      lostMoves += Math.max(0, game.sent - view.moves.length);
      extraMoves += Math.max(0, view.moves.length - game.sent);
    }),
  );
  const byGame = new Map<string, number>();
  const ids = new Set<string>();
  let duplicateIds = 0;
  for (const m of await outbox()) {
    const id = /\[game (\w+)\]/.exec(m.subject)?.[1];
    if (!id) continue;
    byGame.set(id, (byGame.get(id) ?? 0) + 1);
    if (ids.has(m.id)) duplicateIds += 1;
    ids.add(m.id);
  }
  let lostMails = 0;
  let extraMails = 0;
  for (const game of shadows) {
    // The invitation to each seat, then every move mails both seats.
    const expected = game.seats.length * (1 + game.sent);
    const got = byGame.get(game.id) ?? 0;
    lostMails += Math.max(0, expected - got);
    extraMails += Math.max(0, got - expected);
  }
  const moves = shadows.reduce((n, g) => n + g.sent, 0);
  const result = {
    games,
    moves,
    redelivered,
    createSeconds: createdMs / 1000,
    playSeconds: playMs / 1000,
    movesPerSecond: moves / (playMs / 1000),
    turnLatencyMs: {
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      max: quantile(latencies, 1),
    },
    lostMoves,
    duplicatedMoves: extraMoves,
    lostEmails: lostMails,
    duplicatedEmails: extraMails + duplicateIds,
    refusedLocally,
  };
  if (values.json) console.log(JSON.stringify(result, null, 2));
  else
    console.log(
      [
        `${games} games (${kind.id}, ${lexicon.id}) against ${base}: ${moves} moves, ${redelivered} redelivered replies`,
        `created in ${result.createSeconds.toFixed(1)} s; played in ${result.playSeconds.toFixed(1)} s = ${result.movesPerSecond.toFixed(1)} moves/s`,
        `turn latency (reply POST to its emails in the outbox): p50 ${result.turnLatencyMs.p50.toFixed(0)} ms, p99 ${result.turnLatencyMs.p99.toFixed(0)} ms, max ${result.turnLatencyMs.max.toFixed(0)} ms`,
        `lost moves ${lostMoves}, duplicated moves ${extraMoves}, lost emails ${lostMails}, duplicated emails ${result.duplicatedEmails}`,
      ].join('\n'),
    );
  const clean = lostMoves + extraMoves + lostMails + result.duplicatedEmails + refusedLocally === 0;
  process.exitCode = clean ? 0 : 1;
}

await main();
