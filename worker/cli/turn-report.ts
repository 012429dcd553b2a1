// What `npm run bench:turn` reports (turn-bench.ts measures): each turn's phases, summed into
// p50, p99, max and mean for the measured turns, the game-over turns and the warm-up turns apart,
// as JSON or as the text table.
import { spread } from './cpu-time';

export interface Phases {
  mime: number;
  /**
   * The reply read against the emails it names, as the room reads it (game-room/known-mail.ts):
   * the HTML of the one it answers made text (once an email), then the player's own words found.
   */
  quoted: number;
  apply: number;
  render: number;
  /**
   * Each email as the outbox row stores it (outboxParts) and SQLite's binding takes its values
   * (one string each, as UTF-8), SQLite's own write aside.
   */
  outbox: number;
  total: number;
  /**
   * The same turn's CPU on the main thread alone (Linux), where `total` is the whole process's:
   * the rest is V8's helper threads (concurrent marking, parallel scavenges, compiling), billed
   * to whichever turn they overlap.
   */
  thread: number;
  mails: number;
  html: number;
  /** Characters of the outbox rows' values (the envelope's JSON, the HTML, the text). */
  stored: number;
  /** The turn ended the game. */
  over: boolean;
}

export type Phase = 'mime' | 'quoted' | 'apply' | 'render' | 'total' | 'thread' | 'outbox';
// `total` is the first four; `outbox` is what writing the turn's emails to the outbox adds (there
// an email's HTML, the board placed in it, is joined).
const PHASES: readonly Phase[] = ['mime', 'quoted', 'apply', 'render', 'total', 'thread', 'outbox'];

export interface RunOf {
  ruleset: string;
  lexicon: string;
  players: number;
  warmup: number;
  turns: number;
}

type Figures = Record<Phase, ReturnType<typeof spread>>;

function figures(of: Phases[]): Figures {
  return Object.fromEntries(PHASES.map((key) => [key, spread(of.map((s) => s[key]))])) as Figures;
}

/** The run's figures: `samples` holds the warm-up turns first, then the measured ones. */
export function turnReport(samples: Phases[], run: RunOf) {
  const measured = samples.slice(run.warmup, run.warmup + run.turns);
  const warm = samples.slice(0, run.warmup);
  const mails = measured.reduce((n, s) => n + s.mails, 0);
  const htmlBytes = measured.reduce((n, s) => n + s.html, 0);
  const gameOver = measured.filter((s) => s.over);
  return {
    ruleset: run.ruleset,
    lexicon: run.lexicon,
    players: run.players,
    turns: measured.length,
    mailsPerTurn: mails / Math.max(1, measured.length),
    meanHtmlKB: htmlBytes / Math.max(1, mails) / 1024,
    meanStoredKB: measured.reduce((n, s) => n + s.stored, 0) / Math.max(1, mails) / 1024,
    cpuMs: figures(measured),
    gameOverTurns: gameOver.length,
    gameOverCpuMs: figures(gameOver),
    // With fewer warm-up turns than a game, the run's first game-over turn is the first call of
    // the GCG export and the final email's parts (JIT compiling, as in a fresh isolate): its max
    // says that, the figures without it what every later game over costs.
    gameOverTotalsMs: gameOver.map((s) => Number(s.total.toFixed(2))),
    gameOverAfterFirstCpuMs: figures(gameOver.slice(1)),
    warmupTurns: warm.length,
    warmupCpuMs: figures(warm),
  };
}

export type TurnReport = ReturnType<typeof turnReport>;

const f = (x: number) => x.toFixed(2).padStart(7);

function printPhases(phases: Figures): void {
  console.log(`${'phase'.padEnd(8)}     p50      p99      max     mean`);
  for (const key of PHASES) {
    const x = phases[key];
    console.log(`${key.padEnd(8)} ${f(x.p50)}  ${f(x.p99)}  ${f(x.max)}  ${f(x.mean)}`);
  }
}

export function printTurnReport(result: TurnReport, warmup: number): void {
  console.log(
    `One turn, ${result.players}-player ${result.ruleset} (${result.lexicon}), ${result.turns} turns after ${warmup} warm-up; CPU ms (user+system)`,
  );
  printPhases(result.cpuMs);
  if (result.gameOverTurns > 0) {
    console.log(`The ${result.gameOverTurns} game-over turns among them:`);
    printPhases(result.gameOverCpuMs);
    console.log(`The same without the first, the run's first call of the game-over code:`);
    printPhases(result.gameOverAfterFirstCpuMs);
  }
  if (result.warmupTurns > 0) {
    console.log(
      `The ${result.warmupTurns} warm-up turns before them (the process's first, code cold):`,
    );
    printPhases(result.warmupCpuMs);
  }
  console.log(
    `${result.mailsPerTurn.toFixed(1)} emails per turn, ${result.meanHtmlKB.toFixed(1)} KB HTML each, ${result.meanStoredKB.toFixed(1)} KB of outbox row each`,
  );
  // The Workers runtime bills a request the CPU of the thread running its script
  // (docs/performance.md: "Which CPU the limit counts"), so say which row that is.
  console.log(
    'thread: the turn on the thread that runs it, as the Workers CPU limit counts; total and the phases: the whole process, V8 helper threads included',
  );
}
