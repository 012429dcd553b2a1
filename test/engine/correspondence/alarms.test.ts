// Escalating reminders before a deadline, then the timeout, as the GameRoom's alarm sees them.
import { describe, expect, it } from 'vitest';
import {
  type Alarm,
  type Clock,
  DAY_MS,
  HOUR_MS,
  markReminded,
  nextAlarm,
  onMoveMade,
  parseTimeControl,
  startClock,
  stopClock,
} from '../../../engine/correspondence';

const T0 = Date.parse('2026-12-01T12:00:00Z');
const clockFor = (text: string, reminderHours?: number[]): Clock => {
  const tc = parseTimeControl(text);
  if (!tc.ok) throw new Error(tc.error.message);
  return startClock(tc.value, { seats: 2, timeoutAction: 'pass', reminderHours }, T0);
};

/** What an alarm handler does: act on every alarm that is due, in order, and record it. */
function fireDue(clock: Clock, now: number): { clock: Clock; fired: Alarm[] } {
  const fired: Alarm[] = [];
  for (
    let a = nextAlarm(clock, now);
    a && a.at <= now && a.kind === 'reminder';
    a = nextAlarm(clock, now)
  ) {
    fired.push(a);
    clock = markReminded(clock, a.seat, a.hoursLeft);
  }
  const last = nextAlarm(clock, now);
  if (last && last.at <= now) fired.push(last);
  return { clock, fired };
}

describe('nextAlarm', () => {
  it('reminds 24, 4 and 1 hours before the deadline, then times out', () => {
    let clock = clockFor('3d');
    const deadline = T0 + 3 * DAY_MS;
    const seen: Alarm[] = [];
    for (let i = 0; i < 4; i++) {
      const alarm = nextAlarm(clock, T0) as Alarm;
      seen.push(alarm);
      if (alarm.kind === 'reminder') clock = markReminded(clock, alarm.seat, alarm.hoursLeft);
    }
    expect(seen).toEqual([
      { at: deadline - 24 * HOUR_MS, kind: 'reminder', seat: 0, hoursLeft: 24 },
      { at: deadline - 4 * HOUR_MS, kind: 'reminder', seat: 0, hoursLeft: 4 },
      { at: deadline - 1 * HOUR_MS, kind: 'reminder', seat: 0, hoursLeft: 1 },
      { at: deadline, kind: 'timeout', seat: 0, hoursLeft: 0 },
    ]);
  });

  it('uses the reminder hours the game chose', () => {
    const alarm = nextAlarm(clockFor('3d', [48]), T0);
    expect(alarm).toMatchObject({ at: T0 + DAY_MS, hoursLeft: 48 });
  });

  it('skips a reminder that would come before the turn even began', () => {
    expect(nextAlarm(clockFor('1d'), T0)).toMatchObject({ kind: 'reminder', hoursLeft: 4 });
  });

  it('sends only the most urgent reminder when the alarm fires late', () => {
    const late = T0 + 3 * DAY_MS - 30 * 60_000;
    const { fired } = fireDue(clockFor('3d'), late);
    expect(fired.map((a) => a.hoursLeft)).toEqual([1]);
  });

  it('times out, without reminding, when the alarm fires after the deadline', () => {
    const { fired } = fireDue(clockFor('3d'), T0 + 4 * DAY_MS);
    expect(fired).toEqual([{ at: T0 + 3 * DAY_MS, kind: 'timeout', seat: 0, hoursLeft: 0 }]);
  });

  it('starts the reminders afresh for the next turn', () => {
    let clock = fireDue(clockFor('3d'), T0 + 3 * DAY_MS - HOUR_MS).clock;
    clock = onMoveMade(clock, 0, T0 + 3 * DAY_MS - HOUR_MS);
    clock = onMoveMade(clock, 1, T0 + 3 * DAY_MS);
    expect(nextAlarm(clock, T0 + 3 * DAY_MS)).toMatchObject({ seat: 0, hoursLeft: 24 });
  });

  it('picks the earliest alarm among seats that act at once', () => {
    const tc = parseTimeControl('10d+1d/10d');
    if (!tc.ok) throw new Error(tc.error.message);
    let clock = startClock(tc.value, { seats: 2, timeoutAction: 'pass', first: [0, 1] }, T0);
    clock = onMoveMade(clock, 0, T0 + 9 * DAY_MS, [0]);
    expect(nextAlarm(clock, T0 + 9 * DAY_MS)).toMatchObject({ seat: 1, hoursLeft: 24 });
  });

  it('has nothing to say once the game is over', () => {
    expect(nextAlarm(stopClock(clockFor('3d')), T0)).toBeNull();
  });
});
