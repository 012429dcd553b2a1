// Time controls chosen at game creation: days per move, or a Fischer bank with increment and cap.
//
// API:
//   parseTimeControl(input) → Result<TimeControl>   JSON object or text: `3d`, `10d+1d/30d`,
//                                                     either followed by `weekends off`
//   formatTimeControl(tc) → string                   the text form; parse(format(tc)) == tc
//   turnAllowanceMs / incrementMs / capMs            the control's numbers in milliseconds
import { fail, ok, type Result } from '../result';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Correspondence servers allow up to a few weeks per move; a year is clearly a typo. */
const MAX_DAYS = 365;

export type TimeControl =
  | { type: 'per-move'; days: number; weekendsOff: boolean }
  | {
      type: 'fischer';
      initialDays: number;
      incrementDays: number;
      /** The bank never grows past this, so a fast player cannot hoard months. */
      maxDays: number;
      weekendsOff: boolean;
    };

const HELP =
  'Write a time control as days per move (`3d`) or a bank plus an increment with a cap ' +
  '(`10d+1d/30d`), optionally followed by `weekends off`.';

const bad = (why: string): Result<never> => fail('bad-time-control', `${why} ${HELP}`);

export function parseTimeControl(input: unknown): Result<TimeControl> {
  if (typeof input === 'string') return parseText(input);
  if (typeof input === 'object' && input !== null)
    return parseObject(input as Record<string, unknown>);
  return bad('A time control must be text or an object.');
}

export function formatTimeControl(tc: TimeControl): string {
  const we = tc.weekendsOff ? ' weekends off' : '';
  if (tc.type === 'per-move') return `${tc.days}d${we}`;
  return `${tc.initialDays}d+${tc.incrementDays}d/${tc.maxDays}d${we}`;
}

/** The counted time a seat has at the start of the game (per-move: every turn). */
export function turnAllowanceMs(tc: TimeControl): number {
  return (tc.type === 'per-move' ? tc.days : tc.initialDays) * DAY_MS;
}

export function incrementMs(tc: TimeControl): number {
  return tc.type === 'fischer' ? tc.incrementDays * DAY_MS : 0;
}

export function capMs(tc: TimeControl): number {
  return (tc.type === 'per-move' ? tc.days : tc.maxDays) * DAY_MS;
}

const DURATION = /^(\d+(?:\.\d+)?)\s*(d|h)$/i;

function duration(text: string): number | null {
  const m = DURATION.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return m[2]?.toLowerCase() === 'h' ? n / 24 : n;
}

function parseText(input: string): Result<TimeControl> {
  let text = input.trim();
  const weekendsOff = /[\s,]+weekends?\s+off$/i.test(text);
  if (weekendsOff) text = text.replace(/[\s,]+weekends?\s+off$/i, '');
  const fischer = /^([^+/]+)\+([^+/]+)\/([^+/]+)$/.exec(text);
  if (fischer) {
    const [initialDays, incrementDays, maxDays] = [fischer[1], fischer[2], fischer[3]].map((s) =>
      duration(s ?? ''),
    );
    if (initialDays == null || incrementDays == null || maxDays == null) {
      return bad(`"${input}" has a part that is not a number of days or hours.`);
    }
    return check({ type: 'fischer', initialDays, incrementDays, maxDays, weekendsOff });
  }
  const days = duration(text);
  if (days == null) return bad(`"${input}" is not a time control.`);
  return check({ type: 'per-move', days, weekendsOff });
}

function parseObject(o: Record<string, unknown>): Result<TimeControl> {
  const weekendsOff = o.weekendsOff ?? false;
  if (typeof weekendsOff !== 'boolean') return bad('`weekendsOff` must be true or false.');
  const num = (key: string): number | null =>
    typeof o[key] === 'number' ? (o[key] as number) : null;
  if (o.type === 'per-move') {
    const days = num('days');
    if (days == null) return bad('A per-move time control needs `days`.');
    return check({ type: 'per-move', days, weekendsOff });
  }
  if (o.type === 'fischer') {
    const initialDays = num('initialDays');
    const incrementDays = num('incrementDays');
    if (initialDays == null || incrementDays == null) {
      return bad('A Fischer time control needs `initialDays` and `incrementDays`.');
    }
    const maxDays = num('maxDays') ?? initialDays;
    return check({ type: 'fischer', initialDays, incrementDays, maxDays, weekendsOff });
  }
  return bad('`type` must be "per-move" or "fischer".');
}

function check(tc: TimeControl): Result<TimeControl> {
  const sane = (d: number) => Number.isFinite(d) && d > 0 && d <= MAX_DAYS;
  if (tc.type === 'per-move') {
    return sane(tc.days)
      ? ok(tc)
      : bad(`Days per move must be more than 0 and at most ${MAX_DAYS}.`);
  }
  if (!sane(tc.initialDays) || !sane(tc.maxDays)) {
    return bad(`The bank and its cap must be more than 0 and at most ${MAX_DAYS} days.`);
  }
  if (!(tc.incrementDays >= 0 && tc.incrementDays <= tc.maxDays)) {
    return bad('The increment must be at least 0 and no more than the cap.');
  }
  if (tc.maxDays < tc.initialDays) return bad('The cap must be at least the starting bank.');
  return ok(tc);
}
