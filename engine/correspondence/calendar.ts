// Counted time: wall-clock time minus weekends (when a game has them off) and vacation pauses.
//
// API (all epoch milliseconds, UTC):
//   countedBetween(from, to, off) → ms that count between two instants
//   addCounted(from, ms, off) → the instant when `ms` of counted time has passed since `from`
// where `off` = { weekendsOff, pauses } and a weekend is Saturday 00:00 to Monday 00:00 UTC.
import { DAY_MS } from './time-control';

/** A half-open span of time [from, to). */
export interface Interval {
  from: number;
  to: number;
}

export interface TimeOff {
  weekendsOff: boolean;
  pauses: readonly Interval[];
}

/** 1970-01-01 was a Thursday, so day n is a Saturday when (n + 4) % 7 === 6. */
function weekendAround(t: number): Interval {
  const day = Math.floor(t / DAY_MS);
  const weekday = (((day + 4) % 7) + 7) % 7;
  const saturday = weekday === 6 ? day : weekday === 0 ? day - 1 : day + (6 - weekday);
  return { from: saturday * DAY_MS, to: (saturday + 2) * DAY_MS };
}

/** The first stretch of time off that ends after `t` (merged with whatever touches it). */
function nextTimeOff(t: number, off: TimeOff): Interval | null {
  const candidates = off.pauses.filter((p) => p.to > t && p.to > p.from);
  if (off.weekendsOff) candidates.push(weekendAround(t));
  if (candidates.length === 0) return null;
  let from = Math.min(...candidates.map((c) => c.from));
  let to = Math.max(...candidates.filter((c) => c.from === from).map((c) => c.to));
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of candidates) {
      if (c.from <= to && c.to > to) {
        to = c.to;
        grew = true;
      }
    }
    if (off.weekendsOff) {
      const w = weekendAround(to);
      if (w.from <= to && w.to > to) {
        to = w.to;
        grew = true;
      }
    }
  }
  from = Math.min(from, to);
  return { from, to };
}

export function countedBetween(from: number, to: number, off: TimeOff): number {
  let total = 0;
  let t = from;
  while (t < to) {
    const gap = nextTimeOff(t, off);
    if (!gap || gap.from >= to) return total + (to - t);
    if (gap.from > t) total += gap.from - t;
    t = Math.max(t, gap.to);
  }
  return total;
}

export function addCounted(from: number, ms: number, off: TimeOff): number {
  let t = from;
  let left = ms;
  for (;;) {
    const gap = nextTimeOff(t, off);
    if (gap && gap.from <= t) {
      t = gap.to;
      continue;
    }
    if (!gap || gap.from >= t + left) return t + left;
    left -= gap.from - t;
    t = gap.to;
  }
}
