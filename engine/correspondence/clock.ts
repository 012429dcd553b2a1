// A game's correspondence clock: whose time is running, each seat's bank, and their vacations.
//
// API (pure; the GameRoom stores the Clock as JSON next to the game state):
//   startClock(control, options, now) → Clock          the first movers' clocks start at `now`
//   onMoveMade(clock, seat, now, next?) → Clock        stops `seat`, charges the time it used,
//                                                      adds the increment (capped), starts `next`
//                                                      (default: the following seat in turn order)
//   deadlineFor(clock, seat, now?) → epoch ms | null   null when that seat's clock is not running
//   timeLeft(clock, seat, now) → counted ms left       for "you have 2 days 4 hours" in emails
//   onTimeout(clock, seat, now, next?) → Result<{ clock, action }>
//       'pass': the seat passes and play moves on (the caller applies the game's Pass)
//       'loss': every clock stops (the caller ends the game)
//   startTurn(clock, seats, now, allowanceMs?) → Clock  start seats' clocks (a new phase)
//   stopClock(clock) → Clock                            the game or phase is over
// Alarms and reminders are in alarms.ts; vacations in vacation.ts.
import { fail, ok, type Result } from '../result';
import { addCounted, countedBetween, type Interval, type TimeOff } from './calendar';
import { capMs, HOUR_MS, incrementMs, type TimeControl, turnAllowanceMs } from './time-control';

export type TimeoutAction = 'pass' | 'loss';

/** Escalating reminders, in hours before the deadline. */
export const DEFAULT_REMINDER_HOURS: readonly number[] = [24, 4, 1];

export interface SeatClock {
  /** Counted time (ms) this seat has for its current or next turn. */
  bankMs: number;
  /** When this seat's current turn began; null while it is not their turn. */
  turnStartedAt: number | null;
  /** Reminders already sent this turn, as hours before the deadline. */
  reminded: number[];
  /** Vacations: this seat's clock does not run inside them. */
  pauses: Interval[];
}

export interface Clock {
  control: TimeControl;
  timeoutAction: TimeoutAction;
  /** Sorted from the earliest reminder (most hours) to the last. */
  reminderHours: number[];
  seats: SeatClock[];
}

export interface ClockOptions {
  seats: number;
  timeoutAction: TimeoutAction;
  reminderHours?: readonly number[];
  /** Seats that must act first (several in simultaneous phases). Default: seat 0. */
  first?: readonly number[];
}

export function startClock(control: TimeControl, options: ClockOptions, now: number): Clock {
  if (options.seats < 1) throw new Error('a clock needs at least one seat');
  const first = new Set(options.first ?? [0]);
  const hours = [...new Set(options.reminderHours ?? DEFAULT_REMINDER_HOURS)].filter((h) => h > 0);
  return {
    control,
    timeoutAction: options.timeoutAction,
    reminderHours: hours.sort((a, b) => b - a),
    seats: Array.from({ length: options.seats }, (_, seat) => ({
      bankMs: turnAllowanceMs(control),
      turnStartedAt: first.has(seat) ? now : null,
      reminded: [],
      pauses: [],
    })),
  };
}

export function timeOff(clock: Clock, seat: number): TimeOff {
  return { weekendsOff: clock.control.weekendsOff, pauses: seatClock(clock, seat).pauses };
}

export function isRunning(clock: Clock, seat: number): boolean {
  return seatClock(clock, seat).turnStartedAt !== null;
}

/** Seats whose clocks are running now. */
export function runningSeats(clock: Clock): number[] {
  return clock.seats.flatMap((s, seat) => (s.turnStartedAt === null ? [] : [seat]));
}

/**
 * `now` is accepted for callers written against `deadlineFor(clock, seat, now)`; the deadline is
 * fixed by the turn's start, the bank and the known pauses, so it does not depend on it.
 */
export function deadlineFor(clock: Clock, seat: number, _now?: number): number | null {
  const s = seatClock(clock, seat);
  if (s.turnStartedAt === null) return null;
  return addCounted(s.turnStartedAt, s.bankMs, timeOff(clock, seat));
}

export function timeLeft(clock: Clock, seat: number, now: number): number {
  const s = seatClock(clock, seat);
  if (s.turnStartedAt === null) return s.bankMs;
  return Math.max(0, s.bankMs - countedBetween(s.turnStartedAt, now, timeOff(clock, seat)));
}

export function onMoveMade(
  clock: Clock,
  seat: number,
  now: number,
  next?: readonly number[],
): Clock {
  const s = seatClock(clock, seat);
  if (s.turnStartedAt === null) throw new Error(`seat ${seat} moved while its clock was stopped`);
  return handOver(clock, seat, timeLeft(clock, seat, now), now, next);
}

export function onTimeout(
  clock: Clock,
  seat: number,
  now: number,
  next?: readonly number[],
): Result<{ clock: Clock; action: TimeoutAction }> {
  const deadline = deadlineFor(clock, seat);
  if (deadline === null) {
    return fail(
      'clock-not-running',
      `It is not seat ${seat + 1}'s turn, so they cannot run out of time.`,
    );
  }
  if (deadline > now) {
    return fail(
      'not-timed-out',
      `Seat ${seat + 1} still has ${Math.ceil((deadline - now) / HOUR_MS)} hours.`,
    );
  }
  const action = clock.timeoutAction;
  if (action === 'loss') return ok({ clock: stopClock(clock), action });
  return ok({ clock: handOver(clock, seat, 0, now, next), action });
}

/**
 * Starts the clocks of `seats` now, e.g. for a new phase of a parlor game after stopClock.
 * `allowanceMs` overrides the time control's bank for this turn (a game's own phase length).
 */
export function startTurn(
  clock: Clock,
  seats: readonly number[],
  now: number,
  allowanceMs?: number,
): Clock {
  const starting = new Set(seats);
  for (const seat of starting) seatClock(clock, seat);
  return {
    ...clock,
    seats: clock.seats.map((s, i) =>
      starting.has(i) && s.turnStartedAt === null
        ? { ...s, turnStartedAt: now, reminded: [], bankMs: allowanceMs ?? s.bankMs }
        : s,
    ),
  };
}

export function stopClock(clock: Clock): Clock {
  return { ...clock, seats: clock.seats.map((s) => ({ ...s, turnStartedAt: null, reminded: [] })) };
}

function handOver(
  clock: Clock,
  seat: number,
  leftMs: number,
  now: number,
  next: readonly number[] | undefined,
): Clock {
  const { control } = clock;
  const bankMs =
    control.type === 'per-move'
      ? turnAllowanceMs(control)
      : Math.min(leftMs + incrementMs(control), capMs(control));
  const seats = clock.seats.map((s, i) =>
    i === seat ? { ...s, bankMs, turnStartedAt: null, reminded: [] } : { ...s },
  );
  const stillRunning = seats.some((s) => s.turnStartedAt !== null);
  const starting = next ?? (stillRunning ? [] : [(seat + 1) % seats.length]);
  for (const i of starting) {
    const s = seats[i];
    if (!s) throw new Error(`no seat ${i} on this clock`);
    if (s.turnStartedAt === null) seats[i] = { ...s, turnStartedAt: now, reminded: [] };
  }
  // Vacations that ended before now can no longer move any deadline.
  return {
    ...clock,
    seats: seats.map((s) => ({ ...s, pauses: s.pauses.filter((p) => p.to > now) })),
  };
}

export function seatClock(clock: Clock, seat: number): SeatClock {
  const s = clock.seats[seat];
  if (!s) throw new Error(`no seat ${seat} on this clock`);
  return s;
}
