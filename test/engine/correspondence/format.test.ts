// Deadlines in the player's own time zone, and time left in words.
import { describe, expect, it } from 'vitest';
import { DAY_MS, formatDeadline, formatTimeLeft, HOUR_MS } from '../../../engine/correspondence';

const deadline = Date.parse('2026-12-03T13:00:00Z');

describe('formatDeadline', () => {
  it.each([
    ['UTC', 'Thu 3 Dec 2026, 13:00 UTC'],
    ['Europe/Paris', 'Thu 3 Dec 2026, 14:00 CET'],
    ['America/New_York', 'Thu 3 Dec 2026, 08:00 GMT-5'],
    ['Asia/Tokyo', 'Thu 3 Dec 2026, 22:00 GMT+9'],
    ['Not/AZone', 'Thu 3 Dec 2026, 13:00 UTC'],
  ])('writes the deadline in %s', (zone, text) => {
    expect(formatDeadline(deadline, zone)).toBe(text);
  });
});

describe('formatTimeLeft', () => {
  it.each([
    [2 * DAY_MS + 4 * HOUR_MS + 59_000, '2 days 4 hours'],
    [DAY_MS, '1 day'],
    [3 * HOUR_MS + 20 * 60_000, '3 hours 20 minutes'],
    [HOUR_MS, '1 hour'],
    [59_000, 'less than a minute'],
  ])('says %i ms is "%s"', (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text);
  });
});
