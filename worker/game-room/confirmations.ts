// The mover's own email of a turn when it only confirms the move ("Move accepted"): not sent to a
// player who chose NOTIFY CONFIRMATIONS OFF, and held back while a seat that answers at once (the
// robot) replies — that reply's email then states the move too, and the held one is withdrawn.
// If no reply comes, the held confirmation goes by itself after a backstop: nothing a player did
// goes unconfirmed, and nothing is said twice.
import type { GameEvent } from '../../engine/kind';
import type { Composed, Thread, TurnContext } from './envelope';
import type { RoomFeature } from './feature';
import type { RoomPort, TurnToCommit } from './port';
import type { GameRecord } from './record';

/** The room's meta key listing the seats that chose NOTIFY CONFIRMATIONS OFF. */
export const CONFIRMATIONS_OFF_KEY = 'confirmations-off';
/** The room's meta key of the confirmations held back for a reply (WaitingConfirmation[]). */
const WAITING_KEY = 'waiting-confirmations';
/** How long a held confirmation waits for the reply that replaces it before it goes anyway. */
export const CONFIRMATION_BACKSTOP_MS = 30_000;

/** A confirmation held back until the next email to its seat can state the move as well. */
interface WaitingConfirmation {
  seat: number;
  /** Its outbox id; null when the seat wants no confirmation (only the move is carried on). */
  id: string | null;
  /** Its Message-ID, the last of the seat's thread until another email follows it. */
  messageId: string | null;
  /** The moves it confirms, for the next email to state. */
  events: GameEvent[];
  /** The seat's thread before it, so the email that replaces it follows the last one sent. */
  thread: Thread | null;
}

/** What the room offers this module besides its port: the outbox and the threads. */
export interface ConfirmationRoom extends RoomPort {
  isWaitingMail(id: string): boolean;
  withdrawMail(id: string): boolean;
  restoreThread(seat: number, thread: Thread | null): void;
}

/** Earlier moves the next email to a seat states too, with the thread it continues. */
export type Carried = Map<number, Omit<WaitingConfirmation, 'seat' | 'id'>>;

/** The held confirmations whose moves the next email to their seat may still carry. */
export function carriedMoves(room: ConfirmationRoom): Carried {
  const carried: Carried = new Map();
  for (const w of room.readMeta<WaitingConfirmation[]>(WAITING_KEY) ?? [])
    if (w.id === null || room.isWaitingMail(w.id))
      carried.set(w.seat, { events: w.events, messageId: w.messageId, thread: w.thread });
  return carried;
}

/** Whether the seat's thread still ends in the held confirmation (no other email followed it). */
function endsInHeld(threads: Map<number, Thread>, seat: number, messageId: string | null) {
  return messageId !== null && threads.get(seat)?.lastId === messageId;
}

/**
 * The turn's context with each carried seat's thread as it was before its held confirmation, so
 * the email that replaces it follows the last one the player really got.
 */
export function beforeHeld(ctx: TurnContext, carried: Carried): TurnContext {
  const threads = new Map(ctx.threads);
  for (const [seat, { messageId, thread }] of carried) {
    if (!endsInHeld(ctx.threads, seat, messageId)) continue;
    if (thread) threads.set(seat, thread);
    else threads.delete(seat);
  }
  return { ...ctx, threads };
}

/**
 * The mover's email only confirms the move when the player made it (by email or on the page), the
 * game goes on, and it asks nothing of them: they do not move again now.
 */
function confirmsOnly(room: RoomPort, record: GameRecord, turn: TurnToCommit): boolean {
  if (turn.sourceKind !== 'email' && turn.sourceKind !== 'page') return false;
  const pending = room.kindOf(record).pending(record.config, turn.state);
  return !pending.over && !pending.seats.includes(turn.seat);
}

export interface SettledMail {
  mails: Composed[];
  /** Inside the turn's transaction: withdraw what the mails replace, remember what is held. */
  commit(): void;
}

/**
 * Settles the turn's mails (composed with `carried` moves stated): the mover's confirmation is
 * dropped (confirmations off) or held (a seat answers at once), and every held confirmation whose
 * seat gets an email now is withdrawn in the commit.
 */
export function settleConfirmations(
  room: ConfirmationRoom,
  features: readonly RoomFeature[],
  record: GameRecord,
  turn: TurnToCommit,
  composed: Composed[],
  carried: Carried,
  threads: Map<number, Thread>,
): SettledMail {
  const mover = turn.seat;
  const confirmation = confirmsOnly(room, record, turn);
  const off = (room.readMeta<number[]>(CONFIRMATIONS_OFF_KEY) ?? []).includes(mover);
  const answered =
    confirmation && features.some((f) => f.answersAtOnce?.(room, turn.state) ?? false);
  const mails: Composed[] = [];
  let held: WaitingConfirmation | null = null;
  const stated = [...(carried.get(mover)?.events ?? []), ...turn.events];
  for (const mail of composed) {
    if (mail.seat !== mover || !confirmation) mails.push(mail);
    else if (answered) {
      held = {
        seat: mover,
        id: off ? null : mail.message.id,
        messageId: off ? null : (mail.message.headers['Message-ID'] ?? null),
        events: stated,
        thread: carried.get(mover)?.thread ?? threads.get(mover) ?? null,
      };
      if (!off) mails.push({ ...mail, sendAt: turn.now + CONFIRMATION_BACKSTOP_MS });
    } else if (!off) mails.push(mail);
  }
  const mailed = new Set(mails.map((m) => m.seat));
  return {
    mails,
    commit() {
      const waiting = room.readMeta<WaitingConfirmation[]>(WAITING_KEY) ?? [];
      const kept: WaitingConfirmation[] = [];
      for (const w of waiting) {
        if (!carried.has(w.seat)) continue; // sent by its backstop: nothing left to carry
        if (!mailed.has(w.seat)) kept.push(w);
        else if (
          w.id !== null &&
          room.withdrawMail(w.id) &&
          endsInHeld(threads, w.seat, w.messageId)
        )
          room.restoreThread(w.seat, w.thread);
      }
      if (held) kept.push(held);
      if (kept.length > 0 || waiting.length > 0) room.writeMeta(WAITING_KEY, kept);
    },
  };
}
