// A feature of the game room as a value: the parts it adds to every game (service commands, work
// inside and after a turn's commit, previews for the turn's emails, scheduled tasks), each
// optional. worker/game-room-features.ts lists the features a GameRoom runs, in order; the room
// runs each part of every feature in that order and knows no feature by name.
import type { GameEvent } from '../../engine/kind';
import type { RuleError } from '../../engine/result';
import type { SeatClockStatus } from '../rpc/game-room';
import type { RatingChange } from './envelope';
import type { RoomPort, Task } from './port';
import type { GameRecord } from './record';

export type { RatingChange } from './envelope';

export interface ServiceContext {
  now: number;
  /** Identifies the request, so the answer's outbox id is unique and a redelivery is ignored. */
  requestId: string;
}

/** A command about the game rather than a move in it (HELP, VACATION, HINT, …). */
export interface ServiceCommand {
  name: string;
  matches(line: string): boolean;
  run(room: RoomPort, seat: number, line: string, ctx: ServiceContext): Promise<void>;
}

/** A command that is its name alone on the line, in any case (HELP, UNDO, BACK, …). */
export function wordCommand(name: string, run: ServiceCommand['run']): ServiceCommand {
  return { name, matches: (line) => line.trim().toUpperCase() === name, run };
}

export type TaskHandler = (room: RoomPort, task: Task, now: number) => Promise<void>;

/** A committed turn, as the after-turn work sees it. */
export interface TurnInfo {
  seat: number;
  events: GameEvent[];
  now: number;
}

/** Deadlines by seat (epoch ms), as a turn's emails state them. */
export type Deadlines = Record<number, number>;

/**
 * A game's clock as it stands once a turn (or the start) is committed, worked out once: what that
 * turn's emails state, and `store`, which the room calls inside the same transaction that commits
 * the turn and its emails, so the clock kept is the very one the emails describe.
 */
export interface TurnClock {
  /** The deadline of every seat whose clock runs. */
  readonly deadlines: Deadlines;
  /** Every seat's clock, as the game page shows it. */
  readonly clocks: SeatClockStatus[];
  /** Stores this clock (and points its task at the next reminder or timeout); no I/O. */
  store(): void;
}

export interface RoomFeature {
  /** For reading and for tests: the root's list names every feature. */
  readonly name: string;
  /** Recognised before the game's notation, in the root's order, first match wins. */
  readonly serviceCommands?: readonly ServiceCommand[];
  /** Handlers of this feature's scheduled tasks, by task kind. */
  readonly tasks?: Readonly<Record<string, TaskHandler>>;
  /** Before any command is read: why the game takes no moves now (null: it does). */
  refusesMoves?(room: RoomPort): RuleError | null;
  /** A game starting: its clock, worked out once for its first emails (null: no clock). */
  openingClock?(room: RoomPort, record: GameRecord, state: unknown, now: number): TurnClock | null;
  /** Inside the transaction that stores a new game and its first emails. */
  onStart?(room: RoomPort, record: GameRecord, state: unknown, now: number): void;
  /** The clock once `state` is committed, worked out once for that turn (null: no clock). */
  turnClock?(room: RoomPort, state: unknown, mover: number, now: number): TurnClock | null;
  /** The rating changes of a rated game that `state` ends, for its game-over emails. */
  previewRatingChanges?(room: RoomPort, state: unknown): Promise<RatingChange[] | null>;
  /**
   * Whether a seat that must act once `state` is committed answers at once by itself (the robot):
   * the mover's confirmation then waits for that answer, whose email states the move as well.
   */
  answersAtOnce?(room: RoomPort, state: unknown): boolean;
  /**
   * Inside the turn's own transaction, for what must survive the object dying between the
   * commit and the after-turn work (e.g. a backstop task). Synchronous: no I/O in a transaction.
   */
  onCommit?(room: RoomPort, state: unknown, now: number): void;
  /** After the commit, inside the game's serial queue, before the turn's mail is delivered. */
  afterTurn?(room: RoomPort, turn: TurnInfo): Promise<void>;
}

/** Where a finished game keeps the rating changes its game-over emails state (the room's meta). */
export const RATING_CHANGES_KEY = 'rating-changes';

/** Every service command of the features, in their order. */
export function serviceCommandsOf(features: readonly RoomFeature[]): ServiceCommand[] {
  return features.flatMap((f) => f.serviceCommands ?? []);
}

export function findServiceCommand(
  features: readonly RoomFeature[],
  line: string,
): ServiceCommand | undefined {
  return serviceCommandsOf(features).find((c) => c.matches(line));
}

/** The task handler for `kind`: the first feature that has one. */
export function taskHandlerFor(
  features: readonly RoomFeature[],
  kind: string,
): TaskHandler | undefined {
  return features.find((f) => f.tasks?.[kind])?.tasks?.[kind];
}

/**
 * A preview several features could give (the clock, rating changes): the first feature in the
 * root's order that has the slot and answers (not null) gives it; today each has one provider.
 */
export async function firstPreview<T>(
  features: readonly RoomFeature[],
  ask: (feature: RoomFeature) => T | null | undefined | Promise<T | null | undefined>,
): Promise<T | null> {
  for (const feature of features) {
    const answer = await ask(feature);
    if (answer !== null && answer !== undefined) return answer;
  }
  return null;
}
