// `npm run bench:turn [-- --turns N] [--players P] [--ruleset R] [--seed S] [--warmup W] [--json]`: CPU time of one
// whole turn as the Worker does it — read the inbound MIME reply, read it against the emails it
// names (the HTML of each made text once, as the room keeps it), parse and apply the move, render
// every player's email (HTML and text) — in Node with the Worker's own modules, and apart from that
// total what writing the emails to the outbox adds. Figures, not assertions: median, p99 and max
// per phase over turns of seeded games where every seat plays best, and the same for the game-over
// turns alone (the GCG record and the final emails). The warm-up turns (the process's first, its code
// cold, as in a fresh isolate) are reported apart (turn-report.ts sums and prints them).
import { parseArgs } from 'node:util';
// No React below it: imported before NODE_ENV is set, it changes nothing of what is measured.
import { outboxParts } from '../mail/outbox-row';
import { mimeReply } from './bench-reply';
import { registerBinModules } from './bin-modules';
import { cpuMsSince, threadCpuMs } from './cpu-time';
import { type Phases, printTurnReport, turnReport } from './turn-report';
import { registerWorkerdConditions } from './workerd-conditions';

// Measure what production runs. `wrangler deploy` bundles with process.env.NODE_ENV replaced by
// the deploying shell's NODE_ENV or else "production" (`wrangler dev`: else "development"), so
// React's production builds; and with the workerd export conditions. Set before React loads,
// which is why the Worker's modules are imported here, after, and not at the top of the file.
async function loadWorkerModules() {
  process.env.NODE_ENV ||= 'production';
  registerWorkerdConditions();
  registerBinModules();
  const { getLexicon } = await import('../../dictionaries/registry');
  const { getGameKind } = await import('../../engine/registry');
  // Through a computed specifier: the compose chain reaches Worker-only types (cloudflare:workers)
  // that the Node-side typecheck does not load; at run time it needs none of them.
  const { composeTurnMails } = (await import(
    new URL('../game-room/compose.ts', import.meta.url).href
  )) as { composeTurnMails: ComposeTurnMails };
  const { seatLinks } = (await import(
    new URL('../game-room/envelope.ts', import.meta.url).href
  )) as { seatLinks: (env: unknown) => unknown };
  const { readReply } = await import('../mail/inbound/read-reply');
  const { BenchMailbox } = await import('./bench-mailbox');
  const { robotCommands } = await import('../robot/command');
  return {
    getLexicon,
    getGameKind,
    composeTurnMails,
    seatLinks,
    readReply,
    BenchMailbox,
    robotCommands,
  };
}

type State = import('../../engine/crossword/rules').CrosswordState;
type ComposeTurnMails = (
  ctx: unknown,
  events: import('../../engine/kind').GameEvent[],
  mover: number,
  note: null,
) => Promise<{ seat: number; message: OutgoingMessage }[]>;
type OutgoingMessage = import('../mail/message').OutgoingMessage;
type Config = import('../../engine/crossword/rules').CrosswordConfig;

const { values } = parseArgs({
  options: {
    turns: { type: 'string', default: '120' },
    players: { type: 'string', default: '4' },
    ruleset: { type: 'string', default: 'scrabble' },
    lexicon: { type: 'string', default: 'english' },
    seed: { type: 'string', default: 'turn-bench' },
    // Two whole games, game ends included: a game's first turns and its end run code no earlier
    // turn ran, so fewer warm-up turns than that bill JIT compiling to the first measured turns
    // (10, the old default, left the first three measured turns at 8–18 ms in every run).
    warmup: { type: 'string', default: '50' },
    json: { type: 'boolean', default: false },
    // A line on stdout as each turn's clock starts and after the last, for cutting V8's traces
    // (`--trace-opt`, `--trace-deopt`, which also write to stdout) into warm-up and measured turns.
    marks: { type: 'boolean', default: false },
  },
});

const env = {
  PUBLIC_URL: 'https://play.example.com',
  MAIL_DOMAIN: 'play.example.com',
  MAIL_FROM: 'Wordmail <turns@play.example.com>',
  LINK_SECRET: 'k1:turn-bench-secret-turn-bench-secret',
};

/** `bench-mark: turn 50 measured` as turn 50 (from 0) starts, and the count after the last. */
function mark(index: number, warmup: number) {
  process.stdout.write(`bench-mark: turn ${index} ${index < warmup ? 'warm-up' : 'measured'}\n`);
}

type OutboxValues = { body: string; html: string | null; text: string | null };

/**
 * Hands an outbox row's values over as SQLite's binding takes them (each made one string, then
 * written out as UTF-8), into `into`, and returns the characters the row holds.
 */
function bindRow(row: OutboxValues, utf8: TextEncoder, into: Uint8Array): number {
  let length = 0;
  for (const value of [row.body, row.html, row.text]) {
    if (value === null) continue;
    utf8.encodeInto(value, into);
    length += value.length;
  }
  return length;
}

/** This thread's time on a CPU so far, in ms, or NaN where Linux's schedstat is not. */
function threadMs(): number {
  return threadCpuMs() ?? Number.NaN;
}

async function main(): Promise<void> {
  const worker = await loadWorkerModules();
  const turns = Number(values.turns);
  const warmup = Number(values.warmup);
  const players = Number(values.players);
  const kind = worker.getGameKind(values.ruleset!);
  const lexicon = worker.getLexicon(values.lexicon!);
  if (kind?.family !== 'crossword' || !lexicon)
    throw new Error('unknown crossword ruleset or lexicon');
  const configured = kind.configure({}, lexicon.id);
  if (!configured.ok) throw new Error(configured.error.message);
  const config = configured.value as Config;
  const seats = Array.from({ length: players }, (_, i) => ({
    name: `Player ${i + 1}`,
    email: `p${i + 1}@example.com`,
    token: `token${i + 1}tokentoken`,
  }));
  const samples: Phases[] = [];
  const utf8 = new TextEncoder();
  // Room for any value's UTF-8 (3 bytes a UTF-16 unit at most): a turn email's HTML is ~45 KB.
  const bound = new Uint8Array(3 << 20);
  for (let game = 0; samples.length < turns + warmup; game++) {
    const record = {
      id: `bench${game}xyz`,
      ruleset: kind.id,
      lexicon: lexicon.id,
      seed: `${values.seed}-${game}`,
      createdAt: 0,
      seats,
      config,
    };
    let state = kind.setup(config, seats, record.seed) as State;
    const mailbox = new worker.BenchMailbox(seats.length, env.MAIL_FROM);
    for (
      let turn = 1;
      !kind.pending(config, state).over && samples.length < turns + warmup;
      turn++
    ) {
      const seat = state.toMove;
      // The player's choice is not the service's work: made before the clock starts.
      const command = worker.robotCommands(
        config,
        state,
        seat,
        'best',
        lexicon,
        `${record.seed}:${turn}`,
      )[0]!;
      const latest = mailbox.latest(seat) ?? { text: 'Your turn', headers: {} };
      const raw = mimeReply(
        seats[seat]!.email,
        `play-${record.id}-x@play.example.com`,
        command,
        latest,
        `bench-${turn}@mail.example.com`,
      );
      if (values.marks) mark(samples.length, warmup);
      const thread0 = threadMs();
      const t0 = process.cpuUsage();
      const reply = await worker.readReply(raw);
      const mime = cpuMsSince(t0);
      const tq = process.cpuUsage();
      const own = mailbox.read(seat, reply);
      const quoted = cpuMsSince(tq);
      const t1 = process.cpuUsage();
      const parsed = kind.parse(own.text.split('\n')[0]!.trim(), config);
      if (!parsed.ok) throw new Error(`bench: ${command} did not parse: ${parsed.error.message}`);
      const applied = kind.apply(config, state, seat, parsed.value, { now: turn * 1000, lexicon });
      if (!applied.ok) throw new Error(`bench: ${command} refused: ${applied.error.message}`);
      const apply = cpuMsSince(t1);
      const t2 = process.cpuUsage();
      const ctx = {
        env,
        record,
        kind,
        state: applied.value.state,
        turn,
        now: turn * 1000,
        threads: mailbox.threads,
        // One signer per turn, as the room makes for each turn's emails.
        links: worker.seatLinks(env),
      };
      const composed = await worker.composeTurnMails(ctx, applied.value.events, seat, null);
      const render = cpuMsSince(t2);
      const thread = threadMs() - thread0;
      // The outbox row's values of each message (worker/mail/outbox.ts: enqueueMessages), bound as
      // SQLite's binding does: there an email's HTML, built of pieces (the board placed in each),
      // becomes one string. SQLite's own write aside.
      const t3 = process.cpuUsage();
      const rows = composed.map((c) => ({ ...c, parts: outboxParts(c.message) }));
      const stored = rows.reduce((n, row) => n + bindRow(row.parts, utf8, bound), 0);
      const outbox = cpuMsSince(t3);
      state = applied.value.state as State;
      mailbox.commit(rows);
      const html = composed.reduce((n, c) => n + c.message.html.length, 0);
      samples.push({
        mime,
        quoted,
        apply,
        render,
        outbox,
        total: mime + quoted + apply + render,
        thread,
        mails: composed.length,
        html,
        stored,
        over: kind.pending(config, state).over,
      });
    }
  }
  if (values.marks) mark(samples.length, warmup);
  const result = turnReport(samples, {
    ruleset: kind.id,
    lexicon: lexicon.id,
    players,
    warmup,
    turns,
  });
  if (values.json) console.log(JSON.stringify(result, null, 2));
  else printTurnReport(result, warmup);
}

await main();
