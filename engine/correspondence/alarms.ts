// When the GameRoom's alarm should next fire: the next reminder or timeout of any running clock.
//
// API:
//   nextAlarm(clock, now) → { at, kind: 'reminder' | 'timeout', seat, hoursLeft } | null
//   markReminded(clock, seat, hoursLeft) → Clock
// Use: set the Durable Object alarm to `nextAlarm(clock, now).at`. When it fires, loop: take
// nextAlarm(clock, now); while its `at <= now`, act on it (send the reminder then markReminded,
// or call onTimeout) and ask again. A late alarm sends only the most urgent reminder that is due.
import { type Clock, deadlineFor, seatClock } from './clock';
import { HOUR_MS } from './time-control';

export interface Alarm {
  at: number;
  kind: 'reminder' | 'timeout';
  seat: number;
  /** The reminder's hours before the deadline (as configured); 0 for a timeout. */
  hoursLeft: number;
}

export function nextAlarm(clock: Clock, now: number): Alarm | null {
  let best: Alarm | null = null;
  for (let seat = 0; seat < clock.seats.length; seat++) {
    const alarm = seatAlarm(clock, seat, now);
    if (alarm && (!best || alarm.at < best.at)) best = alarm;
  }
  return best;
}

/** Records that the `hoursLeft` reminder went out, and that earlier ones are no longer needed. */
export function markReminded(clock: Clock, seat: number, hoursLeft: number): Clock {
  const s = seatClock(clock, seat);
  const reminded = clock.reminderHours.filter((h) => h >= hoursLeft || s.reminded.includes(h));
  const seats = clock.seats.map((x, i) => (i === seat ? { ...x, reminded } : x));
  return { ...clock, seats };
}

function seatAlarm(clock: Clock, seat: number, now: number): Alarm | null {
  const s = seatClock(clock, seat);
  const deadline = deadlineFor(clock, seat);
  if (deadline === null || s.turnStartedAt === null) return null;
  const timeout: Alarm = { at: deadline, kind: 'timeout', seat, hoursLeft: 0 };
  if (deadline <= now) return timeout;
  // A reminder due before the turn began would only repeat what the turn's email says.
  const pending = clock.reminderHours
    .filter((h) => !s.reminded.includes(h))
    .map((h): Alarm => ({ at: deadline - h * HOUR_MS, kind: 'reminder', seat, hoursLeft: h }))
    .filter((a) => a.at > (s.turnStartedAt as number));
  const due = pending.filter((a) => a.at <= now);
  if (due.length > 0) return due[due.length - 1] as Alarm;
  return pending[0] ?? timeout;
}
