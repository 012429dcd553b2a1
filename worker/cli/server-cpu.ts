// The CPU time the local server spends, read from /proc: `npm run load` divides it by the moves
// played, a cost per move that does not depend on how busy the (shared) machine is, unlike
// moves per second. Linux only; elsewhere, or for a server on another machine, it is not measured.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { threadCpuMs } from './cpu-time';

export interface ServerProcess {
  pid: number;
  /** The executable's name as the kernel reports it: workerd, node, esbuild. */
  name: string;
}

/** CPU seconds (user + system, every thread) per process. */
export type CpuSample = Map<number, { name: string; seconds: number }>;

interface ProcStat {
  name: string;
  ppid: number;
  ticks: number;
}

/** Clock ticks per second of utime/stime in /proc/<pid>/stat (100 on every Linux we know of). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** /proc/<pid>/stat; the name is in parentheses and may hold spaces, so fields count after it. */
export function parseStat(text: string): ProcStat {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
  return {
    name: text.slice(open + 1, close),
    ppid: Number(fields[1]),
    ticks: Number(fields[11]) + Number(fields[12]),
  };
}

function readStat(pid: number): ProcStat | null {
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null; // gone, or not Linux
  }
}

function allPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return [];
  }
}

/** The socket inodes listening on a TCP port, from /proc/net/tcp and tcp6 (state 0A = LISTEN). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      const local = cols[1]?.split(':')[1];
      if (local && Number.parseInt(local, 16) === port && cols[3] === '0A') inodes.add(cols[9]!);
    }
  }
  return inodes;
}

/** The process that holds the listening socket on `port`, if it is on this machine and visible. */
export function listenerPid(port: number): number | null {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const pid of allPids()) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (target.startsWith('socket:[') && inodes.has(target.slice(8, -1))) return pid;
      } catch {
        // closed while we looked
      }
    }
  }
  return null;
}

/** `root` and every process below it. */
export function processTree(root: number): ServerProcess[] {
  const children = new Map<number, number[]>();
  for (const pid of allPids()) {
    const stat = readStat(pid);
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  }
  const out: ServerProcess[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    const stat = readStat(pid);
    if (!stat) continue;
    out.push({ pid, name: stat.name });
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

/**
 * The processes of a `wrangler dev` serving `port`: workerd holds the socket; its parent is
 * wrangler's node process, which also started the other workerd (the Worker itself, behind the
 * proxy) and esbuild. Every one of them is counted; a bare workerd is counted alone.
 */
export function serverProcesses(port: number): ServerProcess[] {
  const listener = listenerPid(port);
  if (listener === null) return [];
  const parent = readStat(listener)?.ppid ?? 0;
  if (readStat(parent)?.name !== 'node') return processTree(listener);
  // Under wrangler the listener only proxies to the Worker's own workerd: named apart.
  return processTree(parent).map((p) =>
    p.pid === listener ? { pid: p.pid, name: `${p.name} (proxy)` } : p,
  );
}

export function sampleCpu(processes: ServerProcess[]): CpuSample {
  const sample: CpuSample = new Map();
  for (const { pid, name } of processes) {
    const stat = readStat(pid);
    if (stat) sample.set(pid, { name, seconds: stat.ticks / TICKS_PER_SECOND });
  }
  return sample;
}

/** CPU seconds used between two samples, summed per executable name (e.g. all workerd). */
export function cpuByName(before: CpuSample, after: CpuSample): Record<string, number> {
  const used: Record<string, number> = {};
  for (const [pid, { name, seconds }] of after) {
    const start = before.get(pid)?.seconds ?? 0;
    used[name] = (used[name] ?? 0) + Math.max(0, seconds - start);
  }
  // Ticks are 10 ms: anything past the millisecond is floating-point noise.
  for (const name of Object.keys(used)) used[name] = Math.round(used[name]! * 1000) / 1000;
  return used;
}

/**
 * The CPU time so far of a process's main thread, in ms, or null: workerd runs the Worker's
 * JavaScript there, and the Workers limit bills that thread's CPU (docs/performance.md: "Which
 * CPU the limit counts").
 */
export function mainThreadMs(pid: number): number | null {
  return threadCpuMs(`${pid}/task/${pid}`);
}
