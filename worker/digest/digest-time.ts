// When the daily digest goes out: 07:00 on the player's own clock, in their IANA time zone
// (TIMEZONE by reply; UTC when unset or unknown). Each next 07:00 is worked out from the zone's
// rules for that very day, so it moves with daylight saving instead of keeping a fixed offset.
// Pure: the caller passes the instant.

/** The hour of the player's day the digest is sent at. */
export const DIGEST_HOUR = 7;

const DAY_MS = 86_400_000;

/** The zone's wall clock; made once per call of the exported functions and passed down. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
}

/** A zone Intl knows, else UTC: a bad stored setting must not stop the digest. */
export function digestZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    formatIn(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(at: number, zone: Intl.DateTimeFormat): WallClock {
  const parts = zone.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's clocks are ahead of UTC at instant `at`, in ms. */
function offsetAt(at: number, zone: Intl.DateTimeFormat): number {
  const w = wallClock(at, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant the zone's clocks read `hour`:00 on the given calendar day. The offset is looked up
 * twice because the one in force at the first guess may differ across a change; if a change skips
 * that hour (or the whole day, as Samoa's did in 2011), the later reading wins.
 */
function instantOfLocal(
  year: number,
  month: number,
  day: number,
  hour: number,
  zone: Intl.DateTimeFormat,
) {
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - offsetAt(wall, zone);
  const second = wall - offsetAt(first, zone);
  return Math.max(first, second);
}

/** The next 07:00 in `timeZone` strictly after `now` (epoch ms). */
export function nextDigestAt(now: number, timeZone: string): number {
  const zone = digestZone(timeZone);
  const clock = formatIn(zone);
  const today = wallClock(now, clock);
  // Today's 07:00 if it is still ahead, else tomorrow's; the third day only guards the skipped day.
  for (let ahead = 0; ahead <= 2; ahead++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day) + ahead * DAY_MS);
    const at = instantOfLocal(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      DIGEST_HOUR,
      clock,
    );
    if (at > now) return at;
  }
  throw new Error(`no 07:00 within two days of ${new Date(now).toISOString()} in ${zone}`);
}

/** The player's calendar day of a digest slot, e.g. "2026-11-30": one digest per player and day. */
export function digestDay(at: number, timeZone: string): string {
  const w = wallClock(at, formatIn(digestZone(timeZone)));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}
