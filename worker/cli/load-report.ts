// What `npm run load` reports, and its text form. Moves per second and latency depend on how busy
// the machine is; the server's CPU time per move does not, so "flat as N grows" is read from it.
import type { RunCount } from './load-check';

export interface LoadReport extends RunCount {
  games: number;
  ruleset: string;
  lexicon: string;
  url: string;
  moves: number;
  redelivered: number;
  /** Moves the driver's own engine refused after sending (a driver bug, never expected). */
  refusedLocally: number;
  /** Requests that failed or timed out; the games they belonged to stopped there. */
  failedRequests: number;
  firstFailure: string | null;
  createSeconds: number;
  playSeconds: number;
  movesPerSecond: number;
  /** From sending a reply until the Worker answers, which it does once the move is committed and
   * every seat's next email is in the outbox. */
  turnLatencyMs: { p50: number; p99: number; max: number };
  /** The 1-minute load average when play started and when it ended. */
  loadAverage: { before: number; after: number };
  /** CPU seconds per process name (workerd, workerd (proxy), node, esbuild); null if not measured. */
  serverCpuSecondsCreating: Record<string, number> | null;
  serverCpuSecondsPlaying: Record<string, number> | null;
  /** The driver's own CPU while playing (it finds each move with the engine, as a player would). */
  driverCpuSecondsPlaying: number;
}

function total(cpu: Record<string, number>): number {
  return Object.values(cpu).reduce((a, b) => a + b, 0);
}

function perUnit(cpu: Record<string, number>, units: number): string {
  const parts = Object.entries(cpu)
    .sort((a, b) => b[1] - a[1])
    .map(([name, s]) => `${name} ${((1000 * s) / Math.max(1, units)).toFixed(1)}`);
  return `${((1000 * total(cpu)) / Math.max(1, units)).toFixed(1)} ms (${parts.join(', ')})`;
}

/** Server CPU ms per move while playing, all its processes together (null if not measured). */
export function cpuMsPerMove(report: LoadReport): number | null {
  const cpu = report.serverCpuSecondsPlaying;
  return cpu && report.moves > 0 ? (1000 * total(cpu)) / report.moves : null;
}

export function formatReport(r: LoadReport): string {
  const lines = [
    `${r.games} games (${r.ruleset}, ${r.lexicon}) against ${r.url}: ${r.moves} moves, ${r.redelivered} redelivered replies`,
    `created in ${r.createSeconds.toFixed(1)} s; played in ${r.playSeconds.toFixed(1)} s = ${r.movesPerSecond.toFixed(1)} moves/s`,
    `turn latency (reply sent → answered, its emails in the outbox): p50 ${r.turnLatencyMs.p50.toFixed(0)} ms, p99 ${r.turnLatencyMs.p99.toFixed(0)} ms, max ${r.turnLatencyMs.max.toFixed(0)} ms`,
  ];
  if (r.serverCpuSecondsPlaying && r.serverCpuSecondsCreating) {
    lines.push(
      `server CPU per move: ${perUnit(r.serverCpuSecondsPlaying, r.moves)}`,
      `server CPU per game created: ${perUnit(r.serverCpuSecondsCreating, r.games)}`,
    );
  } else lines.push('server CPU: not measured (not a local server, or --server-cpu none)');
  lines.push(
    `driver CPU per move: ${((1000 * r.driverCpuSecondsPlaying) / Math.max(1, r.moves)).toFixed(1)} ms; load average ${r.loadAverage.before.toFixed(1)} → ${r.loadAverage.after.toFixed(1)}`,
    `lost moves ${r.lostMoves}, duplicated moves ${r.duplicatedMoves}, lost emails ${r.lostEmails}, duplicated emails ${r.duplicatedEmails}`,
  );
  if (r.failedRequests > 0)
    lines.push(`failed requests ${r.failedRequests}, the first: ${r.firstFailure}`);
  return lines.join('\n');
}
