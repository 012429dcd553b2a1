// Time controls: the text and JSON forms, round trips, and the errors players see.
import { describe, expect, it } from 'vitest';
import {
  formatTimeControl,
  parseTimeControl,
  type TimeControl,
} from '../../../engine/correspondence';

describe('parseTimeControl', () => {
  it.each<[unknown, TimeControl]>([
    ['3d', { type: 'per-move', days: 3, weekendsOff: false }],
    ['3d weekends off', { type: 'per-move', days: 3, weekendsOff: true }],
    ['36h', { type: 'per-move', days: 1.5, weekendsOff: false }],
    [
      '10d+1d/30d',
      { type: 'fischer', initialDays: 10, incrementDays: 1, maxDays: 30, weekendsOff: false },
    ],
    [
      '10d + 12h / 20d, weekends off',
      { type: 'fischer', initialDays: 10, incrementDays: 0.5, maxDays: 20, weekendsOff: true },
    ],
    [
      { type: 'per-move', days: 3, weekendsOff: true },
      { type: 'per-move', days: 3, weekendsOff: true },
    ],
    [
      { type: 'per-move', days: 5 },
      { type: 'per-move', days: 5, weekendsOff: false },
    ],
    [
      { type: 'fischer', initialDays: 10, incrementDays: 1, maxDays: 20 },
      { type: 'fischer', initialDays: 10, incrementDays: 1, maxDays: 20, weekendsOff: false },
    ],
  ])('reads %j', (input, expected) => {
    expect(parseTimeControl(input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, unknown]>([
    ['an empty text', ''],
    ['a number without a unit', '3'],
    ['zero days', '0d'],
    ['a cap below the starting bank', '10d+1d/5d'],
    ['an unknown type', { type: 'hourglass', days: 3 }],
    ['days given as text', { type: 'per-move', days: '3' }],
    ['a year and more per move', '400d'],
    ['a negative increment', { type: 'fischer', initialDays: 5, incrementDays: -1, maxDays: 10 }],
  ])('refuses %s with a message that shows the right form', (_, input) => {
    const parsed = parseTimeControl(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('bad-time-control');
      expect(parsed.error.message).toContain('10d+1d/30d');
    }
  });

  it.each(['3d', '3d weekends off', '10d+1d/30d', '7d+0.5d/14d weekends off'])(
    'formats %s back to the same text',
    (text) => {
      const parsed = parseTimeControl(text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(formatTimeControl(parsed.value)).toBe(text);
    },
  );
});
