// Deadlines and time left as players read them: in their own time zone, in words.
//
// API:
//   formatDeadline(epochMs, timeZone) → "Thu 3 Dec 2026, 14:00 CET" (unknown zones fall back to UTC)
//   formatTimeLeft(ms) → "2 days 4 hours" / "3 hours 20 minutes" / "less than a minute"
import { DAY_MS, HOUR_MS } from './time-control';

export function formatDeadline(epochMs: number, timeZone: string): string {
  return format(epochMs, isTimeZone(timeZone) ? timeZone : 'UTC');
}

export function formatTimeLeft(ms: number): string {
  const days = Math.floor(ms / DAY_MS);
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / 60_000);
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (days > 0)
    return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0)
    return minutes > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour');
  return minutes > 0 ? unit(minutes, 'minute') : 'less than a minute';
}

function format(epochMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(epochMs);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')} ${get('day')} ${get('month')} ${get('year')}, ${get('hour')}:${get('minute')} ${get('timeZoneName')}`;
}

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}
