// Vacations: an allowance of days, in any 365 days running, during which all of a player's clocks
// stand still. The window rolls rather than following the calendar year: a calendar year let a
// player book the last 30 days of December and the first 30 of January, 60 days in a row.
//
// API (pure; the Player Durable Object keeps the history and applies it to every game's clock):
//   parseVacationCommand(text) → Result<{ type: 'vacation', from, to } | { type: 'back' }>
//       `VACATION 2026-12-20 2027-01-03` (whole UTC days, both included) or `BACK`
//   vacationAllowanceLeft(history, at, allowanceDays?) → whole days left in the busiest 365 days
//       running that include the instant `at`
//   bookVacation(history, request, now, allowanceDays?) → Result<{ history, vacation }>
//   endVacation(history, now) → Result<history>          BACK: the running vacation ends now
//   applyVacation(clock, seat, from, to) → Clock          the seat's clock stops in [from, to)
//   resumeFromVacation(clock, seat, now) → Clock          BACK on one game's clock
// A deadline moves by exactly the counted time the pause covers: a weekend inside a vacation is
// not given twice to a game that has weekends off. Tournaments pass their own allowanceDays.
import { fail, ok, type Result } from '../result';
import type { Interval } from './calendar';
import { type Clock, seatClock } from './clock';
import { DAY_MS } from './time-control';

export const DEFAULT_ALLOWANCE_DAYS = 30;

export type VacationCommand = { type: 'vacation'; from: string; to: string } | { type: 'back' };

/** Vacations taken or booked, as [from, to) spans; BACK shortens the one it ends. */
export type VacationHistory = readonly Interval[];

const USAGE =
  'Write `VACATION 2026-12-20 2027-01-03` (first and last day, UTC) to pause your clocks, ' +
  'or `BACK` to end a vacation early.';

export function parseVacationCommand(text: string): Result<VacationCommand> {
  const words = text.trim().split(/\s+/);
  const verb = words[0]?.toUpperCase();
  if (verb === 'BACK' && words.length === 1) return ok({ type: 'back' });
  if (verb !== 'VACATION') return fail('bad-vacation-command', USAGE);
  if (words.length !== 3)
    return fail('bad-vacation-command', `A vacation needs two dates. ${USAGE}`);
  const [from, to] = [words[1] as string, words[2] as string];
  for (const d of [from, to]) {
    if (dayStart(d) === null)
      return fail('bad-date', `"${d}" is not a date like 2026-12-20. ${USAGE}`);
  }
  if (from > to)
    return fail('vacation-ends-before-it-starts', `The last day comes before the first. ${USAGE}`);
  return ok({ type: 'vacation', from, to });
}

/** How many days one allowance covers: any this many consecutive UTC days. */
export const ALLOWANCE_WINDOW_DAYS = 365;

/** The UTC day numbers the history uses, ascending; a day counts once any part of it is used. */
function usedDays(history: VacationHistory): number[] {
  const days = new Set<number>();
  for (const v of history) {
    for (let d = Math.floor(v.from / DAY_MS); d * DAY_MS < v.to; d++) days.add(d);
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * The most days used in any window of ALLOWANCE_WINDOW_DAYS consecutive days that includes a
 * day of [firstDay, lastDay]. A window's count only rises where it starts on a used day, so those
 * starts (and the earliest start) are the only ones worth counting.
 */
function busiestWindow(days: readonly number[], firstDay: number, lastDay: number): number {
  const earliest = firstDay - ALLOWANCE_WINDOW_DAYS + 1;
  const starts = [earliest, ...days.filter((d) => d > earliest && d <= lastDay)];
  let most = 0;
  for (const w of starts) {
    const inside = days.filter((d) => d >= w && d < w + ALLOWANCE_WINDOW_DAYS).length;
    most = Math.max(most, inside);
  }
  return most;
}

export function vacationAllowanceLeft(
  history: VacationHistory,
  at: number,
  allowanceDays = DEFAULT_ALLOWANCE_DAYS,
): number {
  const day = Math.floor(at / DAY_MS);
  return Math.max(0, allowanceDays - busiestWindow(usedDays(history), day, day));
}

export function bookVacation(
  history: VacationHistory,
  request: { from: string; to: string },
  now: number,
  allowanceDays = DEFAULT_ALLOWANCE_DAYS,
): Result<{ history: Interval[]; vacation: Interval }> {
  const first = dayStart(request.from);
  const last = dayStart(request.to);
  if (first === null || last === null || first > last) return fail('bad-vacation-command', USAGE);
  const to = last + DAY_MS;
  if (to <= now)
    return fail(
      'vacation-in-the-past',
      'That vacation is already over; choose dates from today on.',
    );
  // A vacation that starts today starts now: time already spent today is not given back.
  const vacation = { from: Math.max(first, now), to };
  if (history.some((v) => v.from < vacation.to && vacation.from < v.to)) {
    return fail(
      'vacation-overlaps',
      'You already have a vacation on some of those days; choose other dates.',
    );
  }
  const next = [...history, vacation].sort((a, b) => a.from - b.from);
  const firstDay = Math.floor(vacation.from / DAY_MS);
  const lastDay = Math.floor((vacation.to - 1) / DAY_MS);
  if (busiestWindow(usedDays(next), firstDay, lastDay) > allowanceDays) {
    const left = Math.max(0, allowanceDays - busiestWindow(usedDays(history), firstDay, lastDay));
    return fail(
      'vacation-allowance-exceeded',
      `You have ${left} vacation days left in the ${ALLOWANCE_WINDOW_DAYS} days around those dates ` +
        `(${allowanceDays} days in any ${ALLOWANCE_WINDOW_DAYS}); choose a shorter vacation.`,
    );
  }
  return ok({ history: next, vacation });
}

export function endVacation(history: VacationHistory, now: number): Result<Interval[]> {
  const i = history.findIndex((v) => v.from <= now && now < v.to);
  if (i < 0)
    return fail(
      'not-on-vacation',
      'You are not on vacation, so there is nothing to come back from.',
    );
  return ok(history.map((v, j) => (j === i ? { from: v.from, to: now } : v)));
}

export function applyVacation(clock: Clock, seat: number, from: number, to: number): Clock {
  const s = seatClock(clock, seat);
  if (!(to > from)) return clock;
  const pauses = [...s.pauses, { from, to }].sort((a, b) => a.from - b.from);
  return withPauses(clock, seat, pauses);
}

export function resumeFromVacation(clock: Clock, seat: number, now: number): Clock {
  const pauses = seatClock(clock, seat).pauses.map((p) =>
    p.from <= now && now < p.to ? { from: p.from, to: now } : p,
  );
  return withPauses(clock, seat, pauses);
}

/** The deadline moves, so this turn's reminders start afresh (a late alarm sends only one). */
function withPauses(clock: Clock, seat: number, pauses: Interval[]): Clock {
  return {
    ...clock,
    seats: clock.seats.map((s, i) => (i === seat ? { ...s, pauses, reminded: [] } : s)),
  };
}

/** Epoch ms of 00:00 UTC on a `YYYY-MM-DD` date, or null if there is no such day. */
function dayStart(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    return null;
  return t;
}
