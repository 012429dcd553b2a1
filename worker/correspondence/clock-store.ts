// Where a game's clock lives (the GameRoom's meta table, next to the state) and the one task
// that stands for its next reminder or timeout. Every change of the clock goes through saveClock,
// so the task (and with it the Durable Object's alarm) always matches the clock.
import { type Clock, nextAlarm } from '../../engine/correspondence/index';
import type { Pending } from '../../engine/kind';
import type { RoomPort } from '../game-room/port';

export const CLOCK_TASK = 'clock';
const CLOCK_KEY = 'clock';
const PENDING_KEY = 'clock-pending';

export function loadClock(room: RoomPort): Clock | null {
  return room.readMeta<Clock>(CLOCK_KEY);
}

/** Stores the clock and points the clock task at its next reminder or timeout. */
export function saveClock(room: RoomPort, clock: Clock, now: number): void {
  room.writeMeta(CLOCK_KEY, clock);
  const alarm = nextAlarm(clock, now);
  if (!alarm) {
    room.cancelTask(CLOCK_TASK);
    return;
  }
  room.scheduleTask({ key: CLOCK_TASK, kind: CLOCK_TASK, dueAt: alarm.at, payload: alarm });
}

/** Who had to act when the clock last looked, to tell a new phase from a seat leaving one. */
export function loadPending(room: RoomPort): Pending | null {
  return room.readMeta<Pending>(PENDING_KEY);
}

export function savePending(room: RoomPort, pending: Pending): void {
  room.writeMeta(PENDING_KEY, pending);
}
