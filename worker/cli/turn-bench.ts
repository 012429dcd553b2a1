// `npm run bench:turn [-- --turns N] [--players P] [--ruleset R] [--seed S] [--warmup W] [--json]
// [--workerd]`: CPU time of one whole turn as the Worker does it — read the inbound MIME reply,
// read it against the emails it names (the HTML of each made text once, as the room keeps it),
// parse and apply the move, render every player's email (HTML and text) — in Node with the Worker's
// own modules, and apart from that total what writing the emails to the outbox adds. Figures, not
// assertions: median, p99 and max per phase over turns of seeded games where every seat plays best,
// and the same for the game-over turns alone (the GCG record and the final emails). The warm-up
// turns (the process's first, its code cold, as in a fresh isolate) are reported apart
// (turn-report.ts sums and prints them). With --workerd, the same turns in a local workerd instead,
// each a request timed on the Worker's thread (turn-isolate.ts).
import { parseArgs } from 'node:util';
import { registerBinModules } from './bin-modules';
import { cpuMsSince, threadCpuMs } from './cpu-time';
import type { OutboxRows } from './turn-games';
import { printIsolateReport, turnsInWorkerd } from './turn-isolate';
import { type Phases, printTurnReport, turnReport } from './turn-report';
import { registerWorkerdConditions } from './workerd-conditions';

// Measure what production runs. `wrangler deploy` bundles with process.env.NODE_ENV replaced by
// the deploying shell's NODE_ENV or else "production" (`wrangler dev`: else "development"), so
// React's production builds; and with the workerd export conditions. Set before React loads,
// which is why the Worker's modules (turn-games.ts) are imported here, after, and not at the top
// of the file.
async function loadTurnGames() {
  process.env.NODE_ENV ||= 'production';
  registerWorkerdConditions();
  registerBinModules();
  return (await import('./turn-games')).TurnGames;
}

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
    // The same turns in a local workerd, the runtime the service runs on (turn-isolate.ts).
    workerd: { type: 'boolean', default: false },
  },
});

/** `bench-mark: turn 50 measured` as turn 50 (from 0) starts, and the count after the last. */
function mark(index: number, warmup: number) {
  process.stdout.write(`bench-mark: turn ${index} ${index < warmup ? 'warm-up' : 'measured'}\n`);
}

/**
 * Hands an outbox row's values over as SQLite's binding takes them (each made one string, then
 * written out as UTF-8), into `into`, and returns the characters the row holds.
 */
function bindRow(row: OutboxRows[number]['parts'], utf8: TextEncoder, into: Uint8Array): number {
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
  const turns = Number(values.turns);
  const warmup = Number(values.warmup);
  const players = Number(values.players);
  if (values.workerd) return inWorkerd(turns, warmup, players);
  const TurnGames = await loadTurnGames();
  const games = TurnGames.open({
    players,
    ruleset: values.ruleset!,
    lexicon: values.lexicon!,
    seed: values.seed!,
  });
  const samples: Phases[] = [];
  const utf8 = new TextEncoder();
  // Room for any value's UTF-8 (3 bytes a UTF-16 unit at most): a turn email's HTML is ~45 KB.
  const bound = new Uint8Array(3 << 20);
  while (samples.length < turns + warmup) {
    games.prepare();
    if (values.marks) mark(samples.length, warmup);
    const phases = { mime: 0, quoted: 0, apply: 0, render: 0 };
    const thread0 = threadMs();
    let t = process.cpuUsage();
    await games.play((phase) => {
      phases[phase] = cpuMsSince(t);
      t = process.cpuUsage();
    });
    const thread = threadMs() - thread0;
    const played = games.played();
    // The outbox row's values of each message (worker/mail/outbox.ts: enqueueMessages), bound as
    // SQLite's binding does: there an email's HTML, built of pieces (the board placed in each),
    // becomes one string. SQLite's own write aside.
    const t3 = process.cpuUsage();
    const rows = games.outboxRows();
    const stored = rows.reduce((n, row) => n + bindRow(row.parts, utf8, bound), 0);
    const outbox = cpuMsSince(t3);
    games.commit(rows);
    samples.push({
      ...phases,
      outbox,
      total: phases.mime + phases.quoted + phases.apply + phases.render,
      thread,
      mails: played.mails,
      html: played.html,
      stored,
      over: played.over,
    });
  }
  if (values.marks) mark(samples.length, warmup);
  const result = turnReport(samples, {
    ruleset: values.ruleset!,
    lexicon: values.lexicon!,
    players,
    warmup,
    turns,
  });
  if (values.json) console.log(JSON.stringify(result, null, 2));
  else printTurnReport(result, warmup);
}

/** `--workerd`: the same turns, each a request to a local workerd, timed on its Worker's thread. */
async function inWorkerd(turns: number, warmup: number, players: number): Promise<void> {
  const { ruleset, lexicon, seed } = values;
  const report = await turnsInWorkerd({
    players,
    ruleset: ruleset!,
    lexicon: lexicon!,
    seed: seed!,
    turns,
    warmup,
  });
  if (report === null) {
    console.error('bench:turn --workerd needs Linux (/proc), esbuild and the workerd package.');
    process.exitCode = 1;
  } else if (values.json) console.log(JSON.stringify(report, null, 2));
  else printIsolateReport(report, warmup);
}

await main();
