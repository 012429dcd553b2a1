// Keeps a game's clock in step with the game: started at creation, and with every committed turn
// the seats that acted are charged and stopped while the seats that must act now are started.
// Each is worked out once, before the turn's emails are written, and stored with the turn.
import {
  type Clock,
  deadlineFor,
  isRunning,
  onMoveMade,
  runningSeats,
  startClock,
  startTurn,
  stopClock,
} from '../../engine/correspondence/index';
import type { GameKind, Pending } from '../../engine/kind';
import type { TurnClock } from '../game-room/feature';
import type { RoomPort } from '../game-room/port';
import type { GameRecord } from '../game-room/record';
import { loadClock, loadPending, saveClock, savePending } from './clock-store';
import { seatClocks } from './seat-clocks';

/**
 * A new game's clock, its first turn already running, for its first emails and stored with them;
 * null without a time control.
 */
export function openingTurnClock(
  room: RoomPort,
  record: GameRecord,
  state: unknown,
  now: number,
): TurnClock | null {
  if (!record.timeControl) return null;
  const kind = room.kindOf(record);
  const pending = kind.pending(record.config, state);
  const tc = record.timeControl;
  const started = startClock(
    tc.control,
    {
      seats: record.seats.length,
      timeoutAction: tc.timeoutAction,
      reminderHours: tc.reminderHours,
      first: [],
    },
    now,
  );
  const clock = pending.over
    ? started
    : startTurn(started, pending.seats, now, phaseMs(kind, record, state));
  return turnClockOf(room, record, clock, pending, now);
}

/** The clock `clock` as a turn's emails state it, and how to store it with that turn. */
function turnClockOf(
  room: RoomPort,
  record: GameRecord,
  clock: Clock,
  pending: Pending,
  now: number,
): TurnClock {
  return {
    deadlines: runningDeadlines(clock),
    clocks: seatClocks(record, clock, now),
    store() {
      saveClock(room, clock, now);
      savePending(room, pending);
    },
  };
}

/** The deadline of every seat whose clock runs, as the emails show them. */
function runningDeadlines(clock: Clock): Record<number, number> {
  const deadlines: Record<number, number> = {};
  for (const seat of runningSeats(clock)) {
    const at = deadlineFor(clock, seat);
    if (at !== null) deadlines[seat] = at;
  }
  return deadlines;
}

/**
 * The clock once `state` is committed, worked out once per turn: whoever acted is charged,
 * whoever must act now starts. Its emails state it and the turn's transaction stores it
 * (null: the game has no clock).
 */
export function previewTurnClock(
  room: RoomPort,
  state: unknown,
  mover: number,
  now: number,
): TurnClock | null {
  const record = room.record();
  const before = record ? loadClock(room) : null;
  if (!record || !before) return null;
  const kind = room.kindOf(record);
  const pending = kind.pending(record.config, state);
  const clock = reconcile(before, loadPending(room), pending, mover, now, () =>
    phaseMs(kind, record, state),
  );
  return turnClockOf(room, record, clock, pending, now);
}

/**
 * A new phase (or turn) starts when the game closed one (mover -1), the phase changed, a seat that
 * was not pending must act, or the mover must act again. Otherwise one seat of a simultaneous
 * phase has acted and only its clock stops.
 */
export function reconcile(
  clock: Clock,
  previous: Pending | null,
  pending: Pending,
  mover: number,
  now: number,
  phaseLength: () => number | undefined,
): Clock {
  let next = clock;
  if (mover >= 0 && isRunning(next, mover)) next = onMoveMade(next, mover, now, []);
  if (pending.over) return stopClock(next);
  const newPhase =
    mover < 0 ||
    previous === null ||
    previous.phase !== pending.phase ||
    pending.seats.some((s) => !previous.seats.includes(s)) ||
    pending.seats.includes(mover);
  if (!newPhase) {
    // Seats that left the pending set without a move of theirs (e.g. the game decided for them).
    for (const seat of runningSeats(next))
      if (!pending.seats.includes(seat)) next = onMoveMade(next, seat, now, []);
    return next;
  }
  return startTurn(stopClock(next), pending.seats, now, phaseLength());
}

function phaseMs(kind: GameKind, record: GameRecord, state: unknown): number | undefined {
  return kind.phaseDuration?.(record.config, state) ?? undefined;
}

export type { Pending };
