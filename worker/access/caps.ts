// The service's caps on what one request may create, checked at creation (API, web form, new@,
// tournaments) before anything is written: how many seats, how many entrants, how fast a clock
// runs out, how many reminders a deadline sends, how far ahead a tournament may start.
import { fail, ok, type Result } from '../../engine/result';
import type { GameTimeControl } from '../game-room/record';

/** Seats in one game (Word Jam, the largest table, seats 12). */
export const MAX_SEATS = 12;
/** Entrants in one tournament, listed or signed up by JOIN. */
export const MAX_TOURNAMENT_PLAYERS = 64;
/** The shortest clock: one hour for a move (per move, or a Fischer bank and cap). */
export const MIN_MOVE_HOURS = 1;
/** Reminders before one deadline, each at least an hour before it. */
export const MAX_REMINDERS = 4;
/** A tournament's sign-up may run at most this long. */
export const MAX_SIGNUP_DAYS = 366;

const HOUR_DAYS = 1 / 24;

export function checkSeats(count: number): Result<void> {
  return count > MAX_SEATS
    ? fail('too-many-seats', `A game has at most ${MAX_SEATS} seats; you named ${count}.`)
    : ok(undefined);
}

export function checkEntrants(count: number): Result<void> {
  return count > MAX_TOURNAMENT_PLAYERS
    ? fail(
        'too-many-entrants',
        `A tournament has at most ${MAX_TOURNAMENT_PLAYERS} players; this one would have ${count}.`,
      )
    : ok(undefined);
}

export function checkClock(clock: GameTimeControl | null): Result<void> {
  if (!clock) return ok(undefined);
  const { control } = clock;
  const shortest =
    control.type === 'per-move' ? control.days : Math.min(control.initialDays, control.maxDays);
  if (shortest < MIN_MOVE_HOURS * HOUR_DAYS - 1e-9)
    return fail(
      'clock-too-short',
      `The shortest clock is ${MIN_MOVE_HOURS} hour a move ("1h", or {"type":"per-move","days":0.042}).`,
    );
  const reminders = clock.reminderHours ?? [];
  if (reminders.length > MAX_REMINDERS || reminders.some((h) => h < 1))
    return fail(
      'too-many-reminders',
      `\`options.reminderHours\` takes at most ${MAX_REMINDERS} reminders, each at least 1 hour before the deadline.`,
    );
  return ok(undefined);
}

export function checkStartsAt(startsAt: number, now: number): Result<void> {
  return startsAt > now + MAX_SIGNUP_DAYS * 24 * 3_600_000
    ? fail(
        'starts-too-late',
        `A tournament's sign-up may run at most ${MAX_SIGNUP_DAYS} days: give a \`startsAt\` before ${new Date(now + MAX_SIGNUP_DAYS * 24 * 3_600_000).toISOString().slice(0, 10)}.`,
      )
    : ok(undefined);
}
