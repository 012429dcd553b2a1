// The clock task: when the GameRoom's alarm fires for a clock, send the reminder that is due or act
// on the timeout as the game's options say (pass, loss, or closing a parlor game's phase).
import {
  type Alarm,
  type Clock,
  formatDeadline,
  formatTimeLeft,
  markReminded,
  nextAlarm,
  onTimeout,
  stopClock,
} from '../../engine/correspondence/index';
import { composeTurnMails } from '../game-room/compose';
import type { RoomPort, Task } from '../game-room/port';
import type { GameRecord } from '../game-room/record';
import { playerStub } from '../rpc/player';
import { loadClock, saveClock } from './clock-store';
import { commitForSeat } from './commit-for-seat';

export async function runClockTask(room: RoomPort, task: Task, now: number): Promise<void> {
  // The alarm stands for the moment it was set for, even when it runs early (tests) or late.
  const at = Math.max(now, task.dueAt);
  const record = room.record();
  const clock = loadClock(room);
  if (!record || !clock) return;
  const alarm = nextAlarm(clock, at);
  if (!alarm || alarm.at > at) {
    room.transaction(() => saveClock(room, clock, at));
    return;
  }
  if (alarm.kind === 'reminder') {
    await sendReminder(room, record, clock, alarm, at);
    room.transaction(() => saveClock(room, markReminded(clock, alarm.seat, alarm.hoursLeft), at));
    return;
  }
  await timeOut(room, record, clock, alarm.seat, at);
}

async function sendReminder(
  room: RoomPort,
  record: GameRecord,
  clock: Clock,
  alarm: Alarm,
  at: number,
): Promise<void> {
  const seat = record.seats[alarm.seat]!;
  const deadline = alarm.at + alarm.hoursLeft * 3_600_000;
  const { timeZone } = await playerStub(room.env, seat.email).settings();
  const consequence =
    room.kindOf(record).expire !== undefined
      ? 'the round closes without your answer'
      : clock.timeoutAction === 'loss'
        ? 'you lose the game on time'
        : 'you pass automatically';
  const text = `Reminder: ${formatTimeLeft(deadline - at)} left for your move — it is due by ${formatDeadline(deadline, timeZone)}. If nothing arrives by then, ${consequence}.`;
  const mails = await composeTurnMails(
    room.context(record, room.state(), at),
    [{ type: 'reminder', seat: alarm.seat, text }],
    null,
    null,
    { seats: [alarm.seat], mailKind: `reminder-${alarm.hoursLeft}h` },
  );
  await room.mail(mails, at);
}

async function timeOut(
  room: RoomPort,
  record: GameRecord,
  clock: Clock,
  seat: number,
  at: number,
): Promise<void> {
  const kind = room.kindOf(record);
  if (kind.expire) {
    const closed = await room.expirePhase(at);
    if (!closed.ok) {
      console.error(`game ${record.id}: phase deadline: ${closed.error.message}`);
      room.transaction(() => saveClock(room, stopClock(clock), at));
    }
    return;
  }
  const name = record.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const loss = clock.timeoutAction === 'loss';
  const why = {
    type: 'timeout',
    seat,
    text: loss
      ? `${name} ran out of time and loses the game.`
      : `${name} ran out of time, so the game passed for them.`,
  };
  // RESIGN ON TIME: the game records a loss on time, not a resignation.
  const done = await commitForSeat(room, seat, loss ? 'RESIGN ON TIME' : 'PASS', at, why);
  if (done.ok) return;
  // The game has no such move: keep the clock honest anyway, so the alarm does not repeat.
  console.error(`game ${record.id}: timeout of seat ${seat}: ${done.error.message}`);
  const after = onTimeout(clock, seat, at);
  room.transaction(() => saveClock(room, after.ok ? after.value.clock : stopClock(clock), at));
}
