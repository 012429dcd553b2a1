// Private memory sampled in the middle of a run without disturbing it: /proc/self/status read into
// one reused buffer and RssAnon parsed from its bytes, so a sample after every position allocates
// nothing; V8's heap spaces, array buffers and compiler memory are read only at a new peak.
import { closeSync, openSync, readSync } from 'node:fs';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';

/** Where private memory (MB) stood at one moment, split the ways V8 can say. */
export interface MemorySplit {
  /** Linux's RssAnon: resident pages of this process alone (not mapped from a file). */
  privateMB: number;
  /** V8's young generation (two semi-spaces; they grow when many objects survive collections). */
  newSpaceMB: number;
  oldSpaceMB: number;
  /** Machine code of optimised functions. */
  codeSpaceMB: number;
  /** Objects too large for a page of their own space (long strings, big arrays). */
  largeObjectsMB: number;
  /** Typed arrays' backing stores: the lexicon, the play list's chunks, the grid. */
  arrayBuffersMB: number;
  /** What V8 has allocated with malloc at that moment: mostly the optimising compiler's zones. */
  compilerMB: number;
}

const MB = 2 ** 20;

/** The kB figure after `field` (ASCII) in a /proc status text held as `length` bytes, or -1. */
export function statusKB(bytes: Uint8Array, length: number, field = 'RssAnon:'): number {
  outer: for (let at = 0; at + field.length <= length; at++) {
    for (let k = 0; k < field.length; k++)
      if (bytes[at + k] !== field.charCodeAt(k)) continue outer;
    let i = at + field.length;
    while (i < length && (bytes[i] === 0x20 || bytes[i] === 0x09)) i++;
    let kB = 0;
    let digits = 0;
    for (; i < length && bytes[i]! >= 0x30 && bytes[i]! <= 0x39; i++, digits++)
      kB = kB * 10 + bytes[i]! - 0x30;
    return digits > 0 ? kB : -1;
  }
  return -1;
}

/** V8's and Linux's view of this process now, with `privateMB` as given. */
export function memorySplit(privateMB: number): MemorySplit {
  const spaces = getHeapSpaceStatistics();
  const space = (named: (name: string) => boolean) =>
    spaces.filter((s) => named(s.space_name)).reduce((t, s) => t + s.physical_space_size, 0) / MB;
  return {
    privateMB,
    newSpaceMB: space((name) => name === 'new_space'),
    oldSpaceMB: space((name) => name === 'old_space'),
    codeSpaceMB: space((name) => name === 'code_space'),
    largeObjectsMB: space((name) => name.endsWith('large_object_space')),
    arrayBuffersMB: process.memoryUsage().arrayBuffers / MB,
    compilerMB: getHeapStatistics().malloced_memory / MB,
  };
}

/** The most private memory seen over the samples taken, and how it was made up then. */
export class PrivatePeak {
  peak: MemorySplit | null = null;
  samples = 0;
  private fd: number | null;
  private readonly buffer = new Uint8Array(8192);

  constructor() {
    try {
      this.fd = openSync('/proc/self/status', 'r');
    } catch {
      this.fd = null;
    }
  }

  /** RssAnon now in MB, or null where /proc/self/status cannot be read. */
  privateMB(): number | null {
    if (this.fd === null) return null;
    const length = readSync(this.fd, this.buffer, 0, this.buffer.length, 0);
    const kB = statusKB(this.buffer, length);
    return kB < 0 ? null : kB / 1024;
  }

  sample(): void {
    const now = this.privateMB();
    if (now === null) return;
    this.samples++;
    if (this.peak === null || now > this.peak.privateMB) this.peak = memorySplit(now);
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

/** `to` minus `from`, part by part: what a stretch of the run added. */
export function growth(from: MemorySplit, to: MemorySplit): MemorySplit {
  const out = { ...to };
  for (const key of Object.keys(out) as (keyof MemorySplit)[]) out[key] = to[key] - from[key];
  return out;
}
