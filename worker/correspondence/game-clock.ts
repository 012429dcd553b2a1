// Keeps a game's clock in step with the game: started at creation, and after every committed turn
// the seats that acted are charged and stopped while the seats that must act now are started.
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
import type { TurnInfo } from '../game-room/feature';
import type { RoomPort } from '../game-room/port';
import type { GameRecord } from '../game-room/record';
import type { SeatClockStatus } from '../rpc/game-room';
import { loadClock, loadPending, saveClock, savePending } from './clock-store';
import { seatClocks } from './seat-clocks';

/**
 * The clock a new game starts with, its first turn already running; null without a time control.
 * Worked out before the first emails are written, so they can carry the deadline it holds.
 */
export function openingClock(
  room: RoomPort,
  record: GameRecord,
  state: unknown,
  now: number,
): Clock | null {
  if (!record.timeControl) return null;
  const kind = room.kindOf(record);
  const pending = kind.pending(record.config, state);
  const tc = record.timeControl;
  const clock = startClock(
    tc.control,
    {
      seats: record.seats.length,
      timeoutAction: tc.timeoutAction,
      reminderHours: tc.reminderHours,
      first: [],
    },
    now,
  );
  return pending.over ? clock : startTurn(clock, pending.seats, now, phaseMs(kind, record, state));
}

/** Stores a new game's opening clock; call inside the transaction that stores the game. */
export function startGameClock(
  room: RoomPort,
  record: GameRecord,
  state: unknown,
  clock: Clock,
  now: number,
): void {
  saveClock(room, clock, now);
  savePending(room, room.kindOf(record).pending(record.config, state));
}

/** The deadline of every seat whose clock runs, as the emails show them. */
export function runningDeadlines(clock: Clock): Record<number, number> {
  const deadlines: Record<number, number> = {};
  for (const seat of runningSeats(clock)) {
    const at = deadlineFor(clock, seat);
    if (at !== null) deadlines[seat] = at;
  }
  return deadlines;
}

/** The after-turn hook: charge whoever acted, start whoever must act now. */
export async function clockAfterTurn(room: RoomPort, turn: TurnInfo): Promise<void> {
  const record = room.record();
  const before = record ? loadClock(room) : null;
  if (!record || !before) return;
  const kind = room.kindOf(record);
  const state = room.state();
  const pending = kind.pending(record.config, state);
  const clock = reconcile(before, loadPending(room), pending, turn.seat, turn.now, () =>
    phaseMs(kind, record, state),
  );
  room.transaction(() => {
    saveClock(room, clock, turn.now);
    savePending(room, pending);
  });
}

/** The clock as it will stand once `state` is committed (null: the game has no clock). */
function previewClock(room: RoomPort, state: unknown, mover: number, now: number): Clock | null {
  const record = room.record();
  const before = record ? loadClock(room) : null;
  if (!record || !before) return null;
  const kind = room.kindOf(record);
  const pending = kind.pending(record.config, state);
  return reconcile(before, loadPending(room), pending, mover, now, () =>
    phaseMs(kind, record, state),
  );
}

/** Each seat's deadline once `state` is committed: for that turn's emails. */
export function previewDeadlines(
  room: RoomPort,
  state: unknown,
  mover: number,
  now: number,
): Record<number, number> {
  const clock = previewClock(room, state, mover, now);
  return clock ? runningDeadlines(clock) : {};
}

/** Everyone's clock once `state` is committed, as the game page shows it: for that turn's emails. */
export function previewClocks(
  room: RoomPort,
  state: unknown,
  mover: number,
  now: number,
): SeatClockStatus[] | null {
  const record = room.record();
  const clock = record ? previewClock(room, state, mover, now) : null;
  return record && clock ? seatClocks(record, clock, now) : null;
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
