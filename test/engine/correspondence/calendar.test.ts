// Counted time: weekends off (Saturday and Sunday UTC) and vacation pauses are not counted.
import { describe, expect, it } from 'vitest';
import { addCounted, countedBetween, DAY_MS, HOUR_MS } from '../../../engine/correspondence';

// 2026-12-04 is a Friday; 2026-12-07 the Monday after.
const at = (iso: string) => Date.parse(iso);
const noWeekends = { weekendsOff: true, pauses: [] };
const everyDay = { weekendsOff: false, pauses: [] };

describe('countedBetween', () => {
  it.each([
    [
      'counts every hour when weekends count',
      everyDay,
      '2026-12-04T12:00Z',
      '2026-12-07T12:00Z',
      72,
    ],
    ['skips Saturday and Sunday', noWeekends, '2026-12-04T12:00Z', '2026-12-07T12:00Z', 24],
    ['counts nothing inside a weekend', noWeekends, '2026-12-05T08:00Z', '2026-12-06T20:00Z', 0],
    [
      'skips two weekends in a fortnight',
      noWeekends,
      '2026-12-01T00:00Z',
      '2026-12-15T00:00Z',
      10 * 24,
    ],
    [
      'skips a pause',
      {
        weekendsOff: false,
        pauses: [{ from: at('2026-12-02T00:00Z'), to: at('2026-12-03T00:00Z') }],
      },
      '2026-12-01T00:00Z',
      '2026-12-04T00:00Z',
      48,
    ],
    [
      'does not skip a weekend twice when a pause covers it',
      {
        weekendsOff: true,
        pauses: [{ from: at('2026-12-04T00:00Z'), to: at('2026-12-08T00:00Z') }],
      },
      '2026-12-03T00:00Z',
      '2026-12-09T00:00Z',
      48,
    ],
  ])('%s', (_, off, from, to, hours) => {
    expect(countedBetween(at(from), at(to), off)).toBe(hours * HOUR_MS);
  });
});

describe('addCounted', () => {
  it.each([
    [
      'moves a Friday-noon day past the weekend',
      noWeekends,
      '2026-12-04T12:00Z',
      1,
      '2026-12-07T12:00Z',
    ],
    [
      'starts counting on Monday when started on Saturday',
      noWeekends,
      '2026-12-05T09:00Z',
      1,
      '2026-12-08T00:00Z',
    ],
    ['ignores weekends when they count', everyDay, '2026-12-04T12:00Z', 1, '2026-12-05T12:00Z'],
    ['gives 5 working days a full week', noWeekends, '2026-12-07T00:00Z', 5, '2026-12-12T00:00Z'],
    [
      'adds a pause that falls before the deadline',
      {
        weekendsOff: false,
        pauses: [{ from: at('2026-12-02T00:00Z'), to: at('2026-12-04T00:00Z') }],
      },
      '2026-12-01T00:00Z',
      3,
      '2026-12-06T00:00Z',
    ],
  ])('%s', (_, off, from, days, expected) => {
    expect(new Date(addCounted(at(from), days * DAY_MS, off)).toISOString()).toBe(
      new Date(at(expected)).toISOString(),
    );
  });

  it('is the inverse of countedBetween', () => {
    const off = {
      weekendsOff: true,
      pauses: [{ from: at('2026-12-09T06:00Z'), to: at('2026-12-16T18:00Z') }],
    };
    const from = at('2026-12-03T15:30Z');
    for (const days of [0.5, 1, 2, 5, 9, 20]) {
      const end = addCounted(from, days * DAY_MS, off);
      expect(countedBetween(from, end, off)).toBe(days * DAY_MS);
    }
  });
});
