// When the daily digest goes out: 07:00 on the player's own clock, across daylight-saving changes.
// Expected instants are written out by hand from the zones' published rules (US: second Sunday
// of March and first Sunday of November at 02:00; EU: last Sunday of March at 01:00 UTC;
// Australia/Sydney: first Sunday of April at 03:00).
import { describe, expect, it } from 'vitest';
import { DIGEST_HOUR, digestDay, digestZone, nextDigestAt } from '../../worker/digest/digest-time';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR_MS = 3_600_000;

/** The digests from `from` on, one after another, as the alarm chains them. */
function chain(from: string, zone: string, count: number): string[] {
  const out: string[] = [];
  let now = at(from);
  for (let i = 0; i < count; i++) {
    now = nextDigestAt(now, zone);
    out.push(iso(now));
  }
  return out;
}

describe('the next digest time', () => {
  it('is 07:00 UTC for a player who never set a time zone, today if it is still ahead', () => {
    expect(iso(nextDigestAt(at('2026-11-30T06:59:59.999Z'), 'UTC'))).toBe(
      '2026-11-30T07:00:00.000Z',
    );
    expect(iso(nextDigestAt(at('2026-11-30T07:00:00.000Z'), 'UTC'))).toBe(
      '2026-12-01T07:00:00.000Z',
    );
  });

  it.each([
    // 2026-03-08 is the second Sunday of March: clocks go from 02:00 EST to 03:00 EDT.
    [
      'into daylight saving in March: 12:00 UTC, then 11:00 UTC',
      '2026-03-06T12:00:00Z',
      ['2026-03-07T12:00', '2026-03-08T11:00', '2026-03-09T11:00', '2026-03-10T11:00'],
    ],
    // 2026-11-01 is the first Sunday of November: clocks go from 02:00 EDT back to 01:00 EST.
    [
      'back to standard time in November: 11:00 UTC, then 12:00 UTC',
      '2026-10-30T11:00:00Z',
      ['2026-10-31T11:00', '2026-11-01T12:00', '2026-11-02T12:00'],
    ],
  ] as const)('follows New York %s', (_change, from, slots) => {
    expect(chain(from, 'America/New_York', slots.length)).toEqual(
      slots.map((slot) => `${slot}:00.000Z`),
    );
  });

  it('finds the same-day 07:00 when the clocks changed earlier that night', () => {
    // 05:30 EDT on the March change day, three and a half hours after the clocks jumped.
    expect(iso(nextDigestAt(at('2026-03-08T09:30:00Z'), 'America/New_York'))).toBe(
      '2026-03-08T11:00:00.000Z',
    );
    // 01:30 on the November change day, while 01:00–02:00 happens twice.
    expect(iso(nextDigestAt(at('2026-11-01T05:30:00Z'), 'America/New_York'))).toBe(
      '2026-11-01T12:00:00.000Z',
    );
  });

  it('follows London, Sydney (southern hemisphere) and half-hour zones', () => {
    expect(chain('2026-03-27T12:00:00Z', 'Europe/London', 2)).toEqual([
      '2026-03-28T07:00:00.000Z',
      '2026-03-29T06:00:00.000Z',
    ]);
    // Sydney leaves daylight saving on Sunday 5 April 2026: 07:00 AEDT, then 07:00 AEST.
    expect(chain('2026-04-03T12:00:00Z', 'Australia/Sydney', 2)).toEqual([
      '2026-04-03T20:00:00.000Z',
      '2026-04-04T21:00:00.000Z',
    ]);
    expect(iso(nextDigestAt(at('2026-11-30T00:00:00Z'), 'Asia/Kolkata'))).toBe(
      '2026-11-30T01:30:00.000Z',
    );
  });

  it('changes the offset exactly twice a year in New York: 363 days of 24 hours, one of 23, one of 25', () => {
    const digests = chain('2025-12-31T12:00:00Z', 'America/New_York', 366).map(at);
    const hours = new Map<number, number>();
    for (let i = 1; i < digests.length; i++) {
      const gap = (digests[i]! - digests[i - 1]!) / HOUR_MS;
      hours.set(gap, (hours.get(gap) ?? 0) + 1);
    }
    expect(Object.fromEntries(hours)).toEqual({ 24: 363, 23: 1, 25: 1 });
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    expect(new Set(digests.map((d) => clock.format(d)))).toEqual(new Set(['07:00:00']));
    expect(DIGEST_HOUR).toBe(7);
  });

  it('falls back to UTC for a zone Intl does not know, so a bad setting never stops the digest', () => {
    expect(digestZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(digestZone('')).toBe('UTC');
    expect(digestZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(iso(nextDigestAt(at('2026-11-30T08:00:00Z'), 'Mars/Olympus_Mons'))).toBe(
      '2026-12-01T07:00:00.000Z',
    );
  });
});

describe("the digest's day", () => {
  it("is the player's own calendar day, not UTC's", () => {
    // 07:00 in Tokyo is 22:00 UTC the evening before.
    expect(digestDay(at('2026-11-29T22:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-30');
    expect(digestDay(at('2026-11-29T22:00:00Z'), 'UTC')).toBe('2026-11-29');
  });
});
