// The robot's turn: after any committed turn (or the game's creation) that leaves a robot seat to
// move, a task a moment later makes it play through the same pipeline as a player, so everyone
// else gets the usual emails.
import { getLexicon } from '../../dictionaries/registry';
import type { CrosswordConfig, CrosswordState } from '../../engine/crossword/rules';
import type { TurnInfo } from '../game-room/feature';
import type { RoomPort, Task } from '../game-room/port';
import { robotCommands } from './command';
import { robotLevelAt } from './seat';

export const ROBOT_TASK = 'robot-move';
/**
 * A moment after the player's move, so the reply or page that made it is answered first; the
 * player's confirmation waits for the robot's email, which states both moves
 * (worker/game-room/confirmations.ts). Short enough to feel immediate.
 */
export const ROBOT_DELAY_MS = 1500;

interface RobotPayload {
  seat: number;
  turn: number;
}

/** The robot seat that must act in `state` (default: now), if any (crossword games only). */
export function robotToMove(room: RoomPort, state = room.state()): number | null {
  const record = room.record();
  if (!record) return null;
  const kind = room.kindOf(record);
  if (kind.family !== 'crossword') return null;
  const pending = kind.pending(record.config, state);
  if (pending.over) return null;
  return pending.seats.find((s) => robotLevelAt(record, s) !== null) ?? null;
}

/** Schedules the robot's move when it is a robot's turn; the caller's deliver() sets the alarm. */
export function scheduleRobotMove(room: RoomPort, now: number): void {
  const seat = robotToMove(room);
  if (seat === null) return;
  const payload: RobotPayload = { seat, turn: room.turn() };
  room.scheduleTask({
    key: ROBOT_TASK,
    kind: ROBOT_TASK,
    dueAt: now + ROBOT_DELAY_MS,
    payload,
  });
}

export async function robotAfterTurn(room: RoomPort, turn: TurnInfo): Promise<void> {
  scheduleRobotMove(room, turn.now);
}

export async function runRobotTask(room: RoomPort, task: Task, now: number): Promise<void> {
  const payload = task.payload as RobotPayload;
  const record = room.record();
  // Someone else moved since (a resignation, a timeout): the hook has scheduled afresh if needed.
  if (!record || room.turn() !== payload.turn || robotToMove(room) !== payload.seat) return;
  const level = robotLevelAt(record, payload.seat)!;
  const lexicon = getLexicon(record.lexicon);
  if (!lexicon) throw new Error(`lexicon ${record.lexicon} is not installed`);
  const commands = robotCommands(
    record.config as CrosswordConfig,
    room.state() as CrosswordState,
    payload.seat,
    level,
    lexicon,
    `${record.seed}:robot:${payload.turn}`,
  );
  const at = Math.max(now, task.dueAt);
  for (const command of commands) {
    const outcome = await room.play(payload.seat, command, { kind: 'api' }, at);
    if (outcome.ok) return;
    console.warn(`game ${record.id}: robot's ${command} refused: ${outcome.error.message}`);
  }
  console.error(`game ${record.id}: the robot found no accepted command at turn ${payload.turn}`);
}
