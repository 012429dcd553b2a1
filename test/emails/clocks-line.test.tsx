// The clocks line of a turn email: every seat's time left in short units, who must move and who
// is on vacation, the same in HTML and plain text; nothing at all without clocks.
import { describe, expect, it } from 'vitest';
import { clocksLine, shortTimeLeft } from '../../emails/components/clocks-line';
import { turnFrameText } from '../../emails/components/turn-parts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const frame = {
  gameTitle: 'Jamble · Ann v Bob · game abc',
  headline: 'Your turn, Bob',
  happened: ['Ann passed.'],
  note: null,
  playUrl: null,
  howToReply: ['Reply with your move.'],
};

describe('the clocks line', () => {
  it.each([
    [2 * DAY + 4 * HOUR + 59 * MIN, '2d 4h'],
    [5 * DAY, '5d'],
    [3 * HOUR + 20 * MIN, '3h 20m'],
    [HOUR, '1h'],
    [45 * MIN + 59_000, '45m'],
    [59_000, '<1m'],
    [0, '<1m'],
  ])('words %i ms left as %s', (ms, words) => {
    expect(shortTimeLeft(ms)).toBe(words);
  });

  it('names every seat, marks who must move and who is on vacation', () => {
    expect(
      clocksLine([
        { name: 'Ann', timeLeftMs: 2 * DAY + 4 * HOUR, toMove: true, onVacation: false },
        { name: 'Bob', timeLeftMs: 5 * DAY + HOUR, toMove: false, onVacation: true },
      ]),
    ).toBe('Clocks: Ann 2d 4h (to move) · Bob 5d 1h (on vacation)');
  });

  it('says nothing for a game without clocks', () => {
    expect(clocksLine(null)).toBeNull();
    expect(clocksLine([])).toBeNull();
    expect(turnFrameText(frame, [], [])).not.toContain('Clocks');
  });

  it('stands before the deadline in the plain-text turn frame', () => {
    const text = turnFrameText(
      {
        ...frame,
        deadline: 'Thu 3 Dec 2026, 14:00 UTC',
        clocks: [
          { name: 'Ann', timeLeftMs: DAY, toMove: false, onVacation: false },
          { name: 'Bob', timeLeftMs: 3 * DAY, toMove: true, onVacation: false },
        ],
      },
      [],
      [],
    );
    expect(text).toContain(
      'Clocks: Ann 1d · Bob 3d (to move)\n\nReply by Thu 3 Dec 2026, 14:00 UTC',
    );
  });
});
