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
import type { TurnInfo } from '../game-room/hooks';
import type { GameRecord } from '../game-room/record';
import type { RoomCore } from '../game-room/room';
import { loadClock, loadPending, saveClock, savePending } from './clock-store';

/** Starts the clock of a new game (call once the record and state are stored). */
export function startGameClock(room: RoomCore, record: GameRecord, now: number): void {
  if (!record.timeControl) return;
  const kind = room.kindOf(record);
  const state = room.state();
  const pending = kind.pending(record.config, state);
  const tc = record.timeControl;
  let clock = startClock(
    tc.control,
    {
      seats: record.seats.length,
      timeoutAction: tc.timeoutAction,
      reminderHours: tc.reminderHours,
      first: [],
    },
    now,
  );
  clock = pending.over ? clock : startTurn(clock, pending.seats, now, phaseMs(kind, record, state));
  room.storage.transactionSync(() => {
    saveClock(room, clock, now);
    savePending(room, pending);
  });
}

/** The after-turn hook: charge whoever acted, start whoever must act now. */
export async function clockAfterTurn(room: RoomCore, turn: TurnInfo): Promise<void> {
  const record = room.record();
  const before = record ? loadClock(room) : null;
  if (!record || !before) return;
  const kind = room.kindOf(record);
  const state = room.state();
  const pending = kind.pending(record.config, state);
  const clock = reconcile(before, loadPending(room), pending, turn.seat, turn.now, () =>
    phaseMs(kind, record, state),
  );
  room.storage.transactionSync(() => {
    saveClock(room, clock, turn.now);
    savePending(room, pending);
  });
}

/** Each seat's deadline once `state` is committed: for that turn's emails. */
export function previewDeadlines(
  room: RoomCore,
  state: unknown,
  mover: number,
  now: number,
): Record<number, number> {
  const record = room.record();
  const before = record ? loadClock(room) : null;
  if (!record || !before) return {};
  const kind = room.kindOf(record);
  const pending = kind.pending(record.config, state);
  const clock = reconcile(before, loadPending(room), pending, mover, now, () =>
    phaseMs(kind, record, state),
  );
  const deadlines: Record<number, number> = {};
  for (const seat of runningSeats(clock)) {
    const at = deadlineFor(clock, seat);
    if (at !== null) deadlines[seat] = at;
  }
  return deadlines;
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
