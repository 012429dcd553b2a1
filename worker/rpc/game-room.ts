// The GameRoom Durable Object's contract: the methods routes, inbound mail, other objects and
// features call on a game's object, the plain data that crosses the call, and the typed stub.
// Callers import this, never the class (worker/game-room-object.ts): a feature the room runs
// can call another game's room without a circle back through the room's class.
import type { ExportOptions } from '../../engine/crossword/gcg/export';
import type { Preview } from '../../engine/crossword/kind';
import type { GameEvent } from '../../engine/kind';
import type { Result, RuleError } from '../../engine/result';
import type { Env } from '../env';
import type { GameRecord, MailForGame, SubmitSource } from '../game-room/record';
import type { OutgoingMessage } from '../mail/message';
import { namedStub } from './stub';

/** What create() and invite() take: the complete record, checked by worker/new-game. */
export interface CreateGameInput {
  record: GameRecord;
  now: number;
  /** For invite(): the seats that have already agreed (default the host, seat 0, with its note). */
  invitation?: InvitationPlan;
}

/** Who is asked: every seat not yet accepted, and the host's note that the invitations are out. */
export interface InvitationPlan {
  accepted: number[];
  hostNote: boolean;
}

/** A web-form game waiting for its proposer's link (worker/game-room/proposal.ts). */
export interface Proposal {
  /** The checked request, as POST /api/games takes it; players[0] is the proposer. */
  input: unknown;
  host: string;
}

/** A command's outcome: the turn it made and its events, or the rule it broke. */
export type SubmitOutcome =
  | { ok: true; turn: number; events: GameEvent[] }
  | { ok: false; error: RuleError };

/** Whose turn it is and by when (GAMES, the daily digest, the game and tournament pages). */
export interface GameStatus {
  gameId: string;
  title: string;
  over: boolean;
  /** Seats that must act now, with their deadlines (null: no clock). */
  toMove: { seat: number; name: string; deadline: number | null }[];
  /** Every seat's clock, for "everyone's time" on the game page; empty in untimed games. */
  clocks: SeatClockStatus[];
}

/** One seat's clock (worker/correspondence/room-clock.ts works it out). */
export interface SeatClockStatus {
  seat: number;
  name: string;
  /** Counted time left: of the running turn, or the bank for the seat's next turn. */
  timeLeftMs: number;
  /** When a running clock runs out; null while it is not this seat's turn. */
  deadline: number | null;
  onVacation: boolean;
}

/** WATCH or UNWATCH by email from a would-be spectator (worker/spectators/watch-request.ts). */
export interface WatchMailRequest {
  /** A sender already proven by the email() door (authenticity.ts). */
  email: string;
  name: string;
  text: string;
  messageId: string | null;
  /** The code of the confirmation address the mail was sent to, if any. */
  code: string | null;
}

/** What became of a watch request. */
export type WatchOutcome =
  | 'watching'
  | 'unwatched'
  | 'confirmation-sent'
  | 'confirmation-pending'
  | 'already-watching'
  | 'unknown-confirmation'
  | 'no-command'
  | 'not-watchable'
  | 'unknown-game'
  | 'duplicate';

/** What became of an inbound reply (worker/game-room/intake.ts). */
export type IntakeOutcome =
  | 'unknown-game'
  | 'unknown-address'
  | 'forged-sender'
  | 'auto-reply'
  | 'duplicate'
  | 'refused'
  | 'played'
  | 'answered';

/** What callers may ask of a GameRoom; the class implements it, so the two stay in step. */
export interface GameRoomRpc extends Rpc.DurableObjectBranded {
  /** A game that starts now. */
  create(input: CreateGameInput): Promise<Result<{ id: string }>>;
  /** A game that waits for ACCEPT from every invitee. */
  invite(input: CreateGameInput): Promise<Result<{ id: string }>>;
  /** A web-form game waiting for its proposer's link. */
  propose(proposal: Proposal, confirmation: OutgoingMessage, now: number): Promise<Result<void>>;
  proposal(): Proposal | null;
  record(): GameRecord | null;
  /** The view for one seat, or the public view for null. */
  view(seat: number | null): unknown;
  preview(seat: number, text: string): Result<Preview>;
  gcg(options?: Pick<ExportOptions, 'owner' | 'dialect'>): string | null;
  /** The one way a command reaches the game from a page or the API. */
  submit(seat: number, text: string, source: SubmitSource, now?: number): Promise<SubmitOutcome>;
  receiveEmail(mail: MailForGame, now?: number): Promise<{ outcome: IntakeOutcome }>;
  applyVacation(email: string, from: number, to: number, now?: number): Promise<void>;
  resumeVacation(email: string, now?: number): Promise<void>;
  status(): GameStatus | null;
  tournamentStop(
    outcome: 'forfeited' | 'cancelled',
    loserEmail: string | null,
    now?: number,
  ): Promise<void>;
  watch(request: WatchMailRequest, now?: number): Promise<WatchOutcome>;
  setDigest(email: string, on: boolean): void;
  setConfirmations(email: string, on: boolean): void;
  setMuted(seat: number, muted: boolean): boolean;
  resumeMail(now?: number): Promise<void>;
}

export function gameRoomStub(env: Env, gameId: string): DurableObjectStub<GameRoomRpc> {
  return namedStub<GameRoomRpc>(env.GAME_ROOM, gameId);
}
