// CPU-time measuring for the benches: one call's CPU milliseconds, a thread's CPU so far, medians
// and spreads of samples.
import { readFileSync } from 'node:fs';
import type { Spread } from './bench-table';

export function spread(samples: number[]): Spread {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  const mean = s.reduce((a, b) => a + b, 0) / Math.max(1, s.length);
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: s[s.length - 1] ?? 0, mean };
}

// Milliseconds of CPU time (user + system) the call took: on a shared, loaded machine wall time
// mostly measures waiting for a core. The process's time, not the thread's: Node's
// threadCpuUsage ticks in 4 ms steps here, too coarse for a 0.02 ms call.
export function time(run: () => void): number {
  const start = process.cpuUsage();
  run();
  return cpuMsSince(start);
}

/** CPU milliseconds (user + system) since `start` (a process.cpuUsage()), for spans with awaits. */
export function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export function median(runs: number, run: () => void): number {
  return spread(Array.from({ length: runs }, () => time(run))).p50;
}

/**
 * A thread's time on a CPU so far, in ms (Linux's schedstat, in ns), or null elsewhere: this
 * thread's by default, or another process's (`<pid>/task/<tid>`).
 *
 * Linux adds a running thread's latest stretch to its schedstat only when the scheduler next looks
 * at it (a tick, a switch, or a getrusage of its process, which brings the caller's count up to
 * date). Read cold after some work, this thread's figure lacks that work's last stretch, and a
 * span measured from there is billed it: `bench:turn`, whose own work (the robot's choice, the
 * reply written) comes right before each turn's clock starts, read 0.5–0.7 ms a turn too much at
 * the median so. So this thread's count is brought up to date first; another process's thread is
 * read as it stands.
 */
export function threadCpuMs(thread = 'thread-self'): number | null {
  if (thread === 'thread-self') process.cpuUsage();
  try {
    return Number(readFileSync(`/proc/${thread}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}
