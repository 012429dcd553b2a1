// The narrow port a game room offers the features that run in it (worker/game-room-features.ts):
// its meta, record, state and move log, its tasks, the one commit of a turn, and its mail.
// Features see this interface only, never RoomCore, its storage or its tables.
import type { GameEvent, GameKind } from '../../engine/kind';
import type { RuleError } from '../../engine/result';
import type { Env } from '../env';
import type { OutgoingMessage } from '../mail/message';
import type { SubmitOutcome } from '../rpc/game-room';
import type { Composed, TurnContext } from './envelope';
import type { GameRecord, SubmitSource } from './record';

export type { SubmitOutcome };

/** Where a committed turn came from, as the move log records it. */
export type SourceKind = SubmitSource['kind'] | 'deadline' | 'undo';

/** What the pipeline records besides the move: the email that carried it, a note to relay. */
export interface PlayExtras {
  inboundId?: string | null;
  note?: string | null;
  /** The move this commit takes back (UNDO). */
  undoneSeq?: number;
}

/** A seat's command as the pipeline takes it (RoomPort.play). */
export type PlayArgs = [
  seat: number,
  text: string,
  source: SubmitSource,
  now: number,
  extras?: PlayExtras,
];

/** A new state to commit as one turn, with what caused it (a command, a deadline, UNDO). */
export interface TurnToCommit {
  seat: number;
  text: string;
  sourceKind: SourceKind;
  state: unknown;
  events: GameEvent[];
  now: number;
  extras?: PlayExtras;
}

/** One committed command of the move log, with the events it caused. */
export interface LoggedMove {
  seq: number;
  seat: number;
  command: string;
  source: string;
  at: number;
  events: GameEvent[];
}

/** Scheduled work of the game: one row per key, so rescheduling a key replaces it. */
export interface Task {
  key: string;
  kind: string;
  dueAt: number;
  payload: unknown;
}

export interface RoomPort {
  /** The Worker's bindings (Player and Tournament stubs, mail settings). */
  readonly env: Env;

  readMeta<T>(key: string): T | null;
  writeMeta(key: string, value: unknown): void;
  deleteMeta(key: string): void;
  /** Runs `work` as one transaction of the room's storage, and returns what it returns; no I/O inside. */
  transaction<T>(work: () => T): T;

  record(): GameRecord | null;
  kindOf(record: GameRecord): GameKind;
  state(): unknown;
  turn(): number;
  context(record: GameRecord, state: unknown, now: number, turn?: number): TurnContext;
  moveLog(): LoggedMove[];
  /** The moves UNDO took back (their seq), as the pipeline records them. */
  undoneMoves(): number[];

  scheduleTask(task: Task): void;
  cancelTask(key: string): void;
  /** Sets the alarm for the next task or retry (after scheduling outside a turn's commit). */
  rearm(): Promise<void>;

  /** A seat's command through the whole pipeline (parse, rules, commit, mail). */
  play(...command: PlayArgs): Promise<SubmitOutcome>;
  /** Commits a state the feature worked out itself (a take-back, a move made for a seat). */
  commitTurn(turn: TurnToCommit): Promise<SubmitOutcome>;
  /** Closes the current phase at its deadline (parlor games). */
  expirePhase(now: number): Promise<SubmitOutcome>;

  /** Commits mail that no move caused and sends it. */
  mail(
    composed: Composed[],
    now: number,
    inbound?: { id: string; seat: number; outcome: string },
  ): Promise<void>;
  /** Answers a seat's command with a refusal; `key` makes its outbox id unique per request. */
  refuse(seat: number, command: string, error: RuleError, key: string, now: number): Promise<void>;
  /** Outbox messages to addresses that are no seat (spectators); call inside transaction(). */
  enqueue(messages: OutgoingMessage[], now: number): void;
  /** Sends what is due and sets the alarm for what is next. */
  deliver(now: number): Promise<void>;

  /** The inbound log: a message already handled is ignored when it comes again. */
  seenInbound(id: string): boolean;
  markInbound(id: string, seat: number | null, outcome: string, now: number): void;
  setMuted(seat: number, muted: boolean): void;
}
