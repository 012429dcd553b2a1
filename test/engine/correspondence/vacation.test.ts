// Vacations: the command, the allowance in any 365 days running, and clocks that stand still while one lasts.
import { describe, expect, it } from 'vitest';
import {
  applyVacation,
  bookVacation,
  DAY_MS,
  deadlineFor,
  endVacation,
  HOUR_MS,
  markReminded,
  nextAlarm,
  onMoveMade,
  parseTimeControl,
  parseVacationCommand,
  resumeFromVacation,
  startClock,
  vacationAllowanceLeft,
} from '../../../engine/correspondence';

const at = (iso: string) => Date.parse(iso);
const clockFor = (text: string, now: number) => {
  const tc = parseTimeControl(text);
  if (!tc.ok) throw new Error(tc.error.message);
  return startClock(tc.value, { seats: 2, timeoutAction: 'loss' }, now);
};
const T0 = at('2026-12-01T12:00Z');

describe('parseVacationCommand', () => {
  it.each([
    ['VACATION 2026-12-20 2027-01-03', { type: 'vacation', from: '2026-12-20', to: '2027-01-03' }],
    [
      '  vacation   2026-12-20 2026-12-20 ',
      { type: 'vacation', from: '2026-12-20', to: '2026-12-20' },
    ],
    ['BACK', { type: 'back' }],
    ['back', { type: 'back' }],
  ])('reads %j', (text, expected) => {
    expect(parseVacationCommand(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['HOLIDAY 2026-12-20 2026-12-24', 'bad-vacation-command'],
    ['VACATION 2026-12-20', 'bad-vacation-command'],
    ['VACATION 20/12/2026 24/12/2026', 'bad-date'],
    ['VACATION 2026-02-30 2026-03-02', 'bad-date'],
    ['VACATION 2026-12-24 2026-12-20', 'vacation-ends-before-it-starts'],
  ])('refuses %j with %s', (text, code) => {
    const parsed = parseVacationCommand(text);
    expect(parsed.ok ? null : parsed.error.code).toBe(code);
  });
});

describe('the allowance, counted over any 365 days running', () => {
  const book = (
    history: { from: number; to: number }[],
    from: string,
    to: string,
    now = T0,
    allowance = 30,
  ) => {
    const booked = bookVacation(history, { from, to }, now, allowance);
    if (!booked.ok) throw new Error(booked.error.message);
    return booked.value.history;
  };

  it('counts whole days, first and last included', () => {
    const history = book([], '2026-12-10', '2026-12-19');
    expect(vacationAllowanceLeft(history, at('2026-12-15T12:00Z'))).toBe(20);
    expect(vacationAllowanceLeft(history, at('2027-12-09T12:00Z'))).toBe(20);
    // 365 days after the last day, that vacation has left the window.
    expect(vacationAllowanceLeft(history, at('2027-12-20T12:00Z'))).toBe(30);
  });

  it('counts a vacation over New Year once, not once per calendar year', () => {
    const history = book([], '2026-12-28', '2027-01-04');
    expect(vacationAllowanceLeft(history, at('2026-12-30T12:00Z'))).toBe(22);
    expect(vacationAllowanceLeft(history, at('2027-06-01T12:00Z'))).toBe(22);
  });

  it('refuses 45 days from 2 December to 15 January, which a calendar year would split', () => {
    const long = bookVacation([], { from: '2026-12-02', to: '2027-01-15' }, T0);
    expect(long.ok ? null : long.error.code).toBe('vacation-allowance-exceeded');
  });

  it('refuses the rest of January after all of December, and allows it a year on', () => {
    const history = book([], '2026-12-02', '2026-12-31');
    const january = bookVacation(history, { from: '2027-01-01', to: '2027-01-30' }, T0);
    expect(january.ok ? null : january.error.code).toBe('vacation-allowance-exceeded');
    const nextWinter = bookVacation(history, { from: '2027-12-31', to: '2028-01-29' }, T0);
    expect(nextWinter.ok).toBe(true);
  });

  it('refuses a vacation longer than what is left, and says how much is left', () => {
    const history = book([], '2026-12-02', '2026-12-21');
    const more = bookVacation(history, { from: '2026-12-22', to: '2026-12-31' }, T0, 25);
    expect(more.ok ? null : more.error).toEqual({
      code: 'vacation-allowance-exceeded',
      message:
        'You have 5 vacation days left in the 365 days around those dates (25 days in any 365); ' +
        'choose a shorter vacation.',
    });
  });

  it('uses the allowance the tournament sets', () => {
    expect(bookVacation([], { from: '2026-12-02', to: '2026-12-11' }, T0, 7).ok).toBe(false);
    expect(bookVacation([], { from: '2026-12-02', to: '2026-12-08' }, T0, 7).ok).toBe(true);
  });

  it('refuses overlapping and past vacations', () => {
    const history = book([], '2026-12-10', '2026-12-12');
    const overlap = bookVacation(history, { from: '2026-12-12', to: '2026-12-14' }, T0);
    expect(overlap.ok ? null : overlap.error.code).toBe('vacation-overlaps');
    const past = bookVacation([], { from: '2026-11-20', to: '2026-11-22' }, T0);
    expect(past.ok ? null : past.error.code).toBe('vacation-in-the-past');
  });

  it('starts a vacation booked for today at once, not at midnight gone', () => {
    const booked = bookVacation([], { from: '2026-12-01', to: '2026-12-01' }, T0);
    expect(booked.ok && booked.value.vacation).toEqual({ from: T0, to: at('2026-12-02T00:00Z') });
  });

  it('gives unused days back when the player comes BACK early', () => {
    const history = book([], '2026-12-10', '2026-12-19');
    const back = endVacation(history, at('2026-12-13T09:00Z'));
    if (!back.ok) throw new Error(back.error.message);
    expect(vacationAllowanceLeft(back.value, at('2026-12-20T00:00Z'))).toBe(26);
    const notAway = endVacation(history, at('2026-12-25T09:00Z'));
    expect(notAway.ok ? null : notAway.error.code).toBe('not-on-vacation');
  });
});

describe('a clock on vacation', () => {
  it('moves the deadline by the time paused', () => {
    const clock = applyVacation(clockFor('3d', T0), 0, T0 + DAY_MS, T0 + 3 * DAY_MS);
    expect(deadlineFor(clock, 0)).toBe(T0 + 5 * DAY_MS);
  });

  it('moves the reminders with the deadline', () => {
    const clock = applyVacation(clockFor('3d', T0), 0, T0 + DAY_MS, T0 + 3 * DAY_MS);
    expect(nextAlarm(clock, T0)).toMatchObject({ at: T0 + 4 * DAY_MS, hoursLeft: 24 });
  });

  it('reminds again before the moved deadline even if a reminder went out before the vacation', () => {
    let clock = clockFor('3d', T0);
    clock = markReminded(clock, 0, 24);
    clock = applyVacation(clock, 0, T0 + 2 * DAY_MS + HOUR_MS, T0 + 9 * DAY_MS);
    expect(nextAlarm(clock, T0 + 2 * DAY_MS + HOUR_MS)).toMatchObject({
      at: T0 + 9 * DAY_MS - HOUR_MS,
      hoursLeft: 24,
    });
  });

  it('gives back only the time actually away when the player comes back early', () => {
    const away = applyVacation(clockFor('3d', T0), 0, T0 + DAY_MS, T0 + 10 * DAY_MS);
    const back = resumeFromVacation(away, 0, T0 + 2 * DAY_MS + 6 * HOUR_MS);
    expect(deadlineFor(back, 0)).toBe(T0 + 4 * DAY_MS + 6 * HOUR_MS);
  });

  it('holds the turn of a player who is away when it comes round to them', () => {
    // Seat 1 is away days 1–4; seat 0 moves on day 2, so seat 1's three days start on day 4.
    let clock = applyVacation(clockFor('3d', T0), 1, T0 + DAY_MS, T0 + 4 * DAY_MS);
    clock = onMoveMade(clock, 0, T0 + 2 * DAY_MS);
    expect(deadlineFor(clock, 1)).toBe(T0 + 7 * DAY_MS);
  });

  it('does not give a weekend twice when weekends are already off', () => {
    // Thursday noon, 3 days, away Friday to Sunday: Monday, Tuesday, Wednesday noon.
    const thursday = at('2026-12-03T12:00Z');
    const clock = applyVacation(
      clockFor('3d weekends off', thursday),
      0,
      at('2026-12-04T00:00Z'),
      at('2026-12-07T00:00Z'),
    );
    expect(new Date(deadlineFor(clock, 0) as number).toISOString()).toBe(
      '2026-12-09T12:00:00.000Z',
    );
  });

  it('leaves the other seats alone', () => {
    let clock = applyVacation(clockFor('3d', T0), 0, T0, T0 + 10 * DAY_MS);
    clock = onMoveMade(clock, 0, T0);
    expect(deadlineFor(clock, 1)).toBe(T0 + 3 * DAY_MS);
  });
});
