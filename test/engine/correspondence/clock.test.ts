// Clocks: per-move and Fischer banks, the cap, weekends off, and both timeout actions.
import { describe, expect, it } from 'vitest';
import {
  type Clock,
  DAY_MS,
  deadlineFor,
  HOUR_MS,
  onMoveMade,
  onTimeout,
  parseTimeControl,
  runningSeats,
  startClock,
  startTurn,
  stopClock,
  type TimeoutAction,
  timeLeft,
} from '../../../engine/correspondence';

const at = (iso: string) => Date.parse(iso);
const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
const control = (text: string) => {
  const tc = parseTimeControl(text);
  if (!tc.ok) throw new Error(tc.error.message);
  return tc.value;
};
// Tuesday 1 December 2026, noon UTC.
const T0 = at('2026-12-01T12:00:00Z');
const clockFor = (text: string, timeoutAction: TimeoutAction = 'pass', seats = 2): Clock =>
  startClock(control(text), { seats, timeoutAction }, T0);

describe('a per-move clock', () => {
  it('gives the first player the days per move from the start', () => {
    const clock = clockFor('3d');
    expect(runningSeats(clock)).toEqual([0]);
    expect(iso(deadlineFor(clock, 0))).toBe('2026-12-04T12:00:00.000Z');
    expect(deadlineFor(clock, 1)).toBeNull();
  });

  it('gives the next player a full allowance however fast the move was', () => {
    const moved = onMoveMade(clockFor('3d'), 0, T0 + HOUR_MS);
    expect(runningSeats(moved)).toEqual([1]);
    expect(deadlineFor(moved, 1)).toBe(T0 + HOUR_MS + 3 * DAY_MS);
    const back = onMoveMade(moved, 1, T0 + 2 * DAY_MS);
    expect(deadlineFor(back, 0)).toBe(T0 + 5 * DAY_MS);
  });

  it('passes the turn round the table in seat order by default', () => {
    let clock = clockFor('3d', 'pass', 3);
    const order: number[] = [];
    for (let i = 1; i <= 4; i++) {
      clock = onMoveMade(clock, runningSeats(clock)[0] as number, T0 + i * HOUR_MS);
      order.push(...runningSeats(clock));
    }
    expect(order).toEqual([1, 2, 0, 1]);
  });

  it('starts the seats the game names when several must act at once', () => {
    const clock = startClock(
      control('2d'),
      { seats: 3, timeoutAction: 'pass', first: [0, 1, 2] },
      T0,
    );
    const after = onMoveMade(clock, 1, T0 + HOUR_MS);
    expect(runningSeats(after)).toEqual([0, 2]);
  });

  it('skips weekends when the game has them off', () => {
    // Thursday noon + 3 days: Friday, Monday, Tuesday.
    const clock = startClock(
      control('3d weekends off'),
      { seats: 2, timeoutAction: 'pass' },
      at('2026-12-03T12:00Z'),
    );
    expect(iso(deadlineFor(clock, 0))).toBe('2026-12-08T12:00:00.000Z');
  });
});

describe('a Fischer clock', () => {
  it('charges the time used and adds the increment', () => {
    const moved = onMoveMade(clockFor('10d+1d/30d'), 0, T0 + 4 * DAY_MS);
    expect(timeLeft(moved, 0, T0 + 4 * DAY_MS)).toBe(7 * DAY_MS);
    const replied = onMoveMade(moved, 1, T0 + 5 * DAY_MS);
    expect(deadlineFor(replied, 0)).toBe(T0 + 12 * DAY_MS);
  });

  it('never lets the bank grow past the cap', () => {
    let clock = clockFor('10d+2d/12d');
    for (let i = 1; i <= 6; i++) clock = onMoveMade(clock, (i + 1) % 2, T0 + i * HOUR_MS);
    expect(timeLeft(clock, 0, T0 + 6 * HOUR_MS)).toBe(12 * DAY_MS);
    expect(timeLeft(clock, 1, T0 + 6 * HOUR_MS)).toBe(12 * DAY_MS);
  });

  it('does not charge weekends when they are off', () => {
    // Friday noon to Monday noon is one counted day.
    const clock = startClock(
      control('10d+1d/30d weekends off'),
      { seats: 2, timeoutAction: 'pass' },
      at('2026-12-04T12:00Z'),
    );
    const moved = onMoveMade(clock, 0, at('2026-12-07T12:00Z'));
    expect(timeLeft(moved, 0, at('2026-12-07T12:00Z'))).toBe(10 * DAY_MS);
  });
});

describe.each<[string, string]>([
  ['per-move', '3d'],
  ['Fischer', '3d+1d/5d'],
])('a %s clock running out', (_, text) => {
  const deadline = T0 + 3 * DAY_MS;

  it('refuses a timeout before the deadline', () => {
    const early = onTimeout(clockFor(text), 0, deadline - 1);
    expect(early.ok ? null : early.error.code).toBe('not-timed-out');
  });

  it('refuses a timeout for a seat whose clock is stopped', () => {
    const idle = onTimeout(clockFor(text), 1, deadline);
    expect(idle.ok ? null : idle.error.code).toBe('clock-not-running');
  });

  it('passes automatically and starts the next player when the game says pass', () => {
    const timedOut = onTimeout(clockFor(text, 'pass'), 0, deadline + 5);
    if (!timedOut.ok) throw new Error(timedOut.error.message);
    expect(timedOut.value.action).toBe('pass');
    expect(runningSeats(timedOut.value.clock)).toEqual([1]);
    expect(deadlineFor(timedOut.value.clock, 1)).toBe(deadline + 5 + 3 * DAY_MS);
  });

  it('stops every clock when the game says a timeout loses', () => {
    const timedOut = onTimeout(clockFor(text, 'loss'), 0, deadline);
    if (!timedOut.ok) throw new Error(timedOut.error.message);
    expect(timedOut.value.action).toBe('loss');
    expect(runningSeats(timedOut.value.clock)).toEqual([]);
  });
});

it('leaves a Fischer player who timed out with only the increment for the next turn', () => {
  const timedOut = onTimeout(clockFor('3d+1d/5d'), 0, T0 + 3 * DAY_MS);
  if (!timedOut.ok) throw new Error(timedOut.error.message);
  expect(timeLeft(timedOut.value.clock, 0, T0 + 3 * DAY_MS)).toBe(DAY_MS);
});

it('starts a new phase for several seats with the phase length the game asks for', () => {
  const phase = startTurn(stopClock(clockFor('3d', 'pass', 3)), [0, 2], T0 + DAY_MS, 12 * HOUR_MS);
  expect(runningSeats(phase)).toEqual([0, 2]);
  expect(deadlineFor(phase, 2)).toBe(T0 + DAY_MS + 12 * HOUR_MS);
  // A per-move clock goes back to its days per move on the seat's next turn.
  const moved = onMoveMade(phase, 0, T0 + DAY_MS + HOUR_MS, [0]);
  expect(deadlineFor(moved, 0)).toBe(T0 + DAY_MS + HOUR_MS + 3 * DAY_MS);
});

it('stops all clocks when the game ends', () => {
  expect(runningSeats(stopClock(clockFor('3d')))).toEqual([]);
});
