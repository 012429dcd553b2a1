// The pipeline every command goes through: parse → apply → compose mail → commit in one
// transaction (move-log row, state, inbound id, outbox, the clock, the features' commit work) →
// the features' after-turn work → deliver.
import { getLexicon } from '../../dictionaries/registry';
import type { RuleError } from '../../engine/result';
import { turnOfMessageId } from '../mail/addresses';
import { type Composed, composeTurnMails } from './compose';
import {
  beforeHeld,
  type ConfirmationRoom,
  carriedMoves,
  settleConfirmations,
} from './confirmations';
import { firstPreview, RATING_CHANGES_KEY, type RoomFeature } from './feature';
import type { PlayArgs, RoomPort, SubmitOutcome, TurnToCommit } from './port';
import type { GameRecord, SubmitSource } from './record';

/** What the pipeline needs of the room besides the port: its features and its commit's parts. */
export interface PipelineRoom extends ConfirmationRoom {
  readonly features: readonly RoomFeature[];
  /** RoomPort's refuse, marking the inbound mail it answers as refused. */
  refuse(
    seat: number,
    command: string,
    error: RuleError,
    key: string,
    now: number,
    inboundId?: string | null,
  ): Promise<void>;
  logMove(seq: number, turn: TurnToCommit): void;
  commitMail(all: Composed[], now: number): void;
  /** Call inside the turn's transaction; await what it returns once that has committed. */
  armWatchdog(now: number): Promise<void>;
}

/** A reply written against an older turn's email is refused: the board has changed since. */
export function staleReply(
  room: RoomPort,
  record: GameRecord,
  source: SubmitSource,
): RuleError | null {
  if (source.kind !== 'email') return null;
  // Parlor games play in simultaneous phases: another player's command moves the turn on
  // without making this reply stale; a command for a phase that has closed is refused by the
  // engine itself (wrong-phase), with the game as it is now.
  if (room.kindOf(record).family !== 'crossword') return null;
  const repliedTo = turnOfMessageId(source.inReplyTo, record.id);
  const turn = room.turn();
  if (repliedTo === null || repliedTo >= turn) return null;
  return {
    code: 'stale-reply',
    message: `You replied to the email for turn ${repliedTo}, but the game has moved on to turn ${turn} since. Here is the board as it is now: reply to this email with your move.`,
  };
}

/** The pipeline: one command from one seat. Email submissions get their refusal by email. */
export async function playCommand(
  room: PipelineRoom,
  ...[seat, text, source, now, extras = {}]: PlayArgs
): Promise<SubmitOutcome> {
  const record = room.record();
  if (!record)
    return { ok: false, error: { code: 'unknown-game', message: 'There is no such game.' } };
  const inboundId = extras.inboundId ?? null;
  const refuse = async (error: RuleError): Promise<SubmitOutcome> => {
    // A note rides with its move: when the move is refused the note is not relayed, and the
    // sender is told so rather than left to think the others read it.
    const told = extras.note
      ? {
          ...error,
          message: `${error.message} Your note was not passed on, since the move was not made: send it again with your corrected move.`,
        }
      : error;
    if (source.kind === 'email')
      await room.refuse(seat, text, told, inboundId ?? `${now}`, now, inboundId);
    return { ok: false, error };
  };
  // A feature may close the game to moves (a tournament cancelled it).
  const closed = room.features.map((f) => f.refusesMoves?.(room) ?? null).find((e) => e !== null);
  const stale = closed ?? staleReply(room, record, source);
  if (stale) return refuse(stale);
  const kind = room.kindOf(record);
  const parsed = kind.parse(text, record.config);
  if (!parsed.ok) return refuse(parsed.error);
  const lexicon = getLexicon(record.lexicon);
  if (!lexicon) throw new Error(`lexicon ${record.lexicon} is not installed`);
  const applied = kind.apply(record.config, room.state(), seat, parsed.value, { now, lexicon });
  if (!applied.ok) return refuse(applied.error);
  const { state, events } = applied.value;
  return room.commitTurn({ seat, text, sourceKind: source.kind, state, events, now, extras });
}

/**
 * The current phase's deadline passed (parlor games' simultaneous phases): the kind closes it as
 * its rules say, and the result commits like any move, with source 'deadline'.
 */
export async function expirePhase(room: RoomPort, now: number): Promise<SubmitOutcome> {
  const record = room.record();
  if (!record)
    return { ok: false, error: { code: 'unknown-game', message: 'There is no such game.' } };
  const kind = room.kindOf(record);
  if (!kind.expire)
    return {
      ok: false,
      error: { code: 'no-phases', message: `${kind.title} has no phase deadlines.` },
    };
  const lexicon = getLexicon(record.lexicon);
  if (!lexicon) throw new Error(`lexicon ${record.lexicon} is not installed`);
  const expired = kind.expire(record.config, room.state(), { now, lexicon });
  if (!expired.ok) return expired;
  const { state, events } = expired.value;
  return room.commitTurn({
    seat: -1,
    text: 'DEADLINE',
    sourceKind: 'deadline',
    state,
    events,
    now,
  });
}

/** Commits a new state with its move-log row and mail; shared by commands, deadlines and UNDO. */
export async function commitTurn(room: PipelineRoom, turn: TurnToCommit): Promise<SubmitOutcome> {
  const { seat, state, events, now, extras = {} } = turn;
  const { features } = room;
  const record = room.record()!;
  const seq = room.turn() + 1;
  const note = extras.note
    ? { from: record.seats[seat]?.name ?? 'A player', text: extras.note }
    : null;
  // The clock is worked out once: its deadlines and clocks go in the emails, and the very same
  // clock is stored in the transaction below.
  const clock = await firstPreview(features, (f) => f.turnClock?.(room, state, seat, now));
  // A rated game this turn ends is rated now, so its last emails can say how; the changes are
  // stored with those emails and the result report records exactly them.
  const ratingChanges = await firstPreview(features, (f) => f.previewRatingChanges?.(room, state));
  // A confirmation held back for this reply (the robot's) is stated in this turn's email instead.
  const carried = carriedMoves(room);
  const ctx = room.context(record, state, now, seq);
  const composed = await composeTurnMails(
    {
      ...beforeHeld(ctx, carried),
      ...(clock ? { deadlines: clock.deadlines, clocks: clock.clocks } : {}),
      ...(ratingChanges ? { ratingChanges } : {}),
    },
    events,
    seat,
    note,
    { earlier: carried },
  );
  const mails = settleConfirmations(room, features, record, turn, composed, carried, ctx.threads);
  // The watchdog alarm is set in the commit's own transaction: one write with the move and its
  // mail, so no moment passes between them in which the mail has no alarm behind it.
  const watchdog = room.transaction(() => {
    room.logMove(seq, turn);
    room.writeMeta('state', state);
    room.writeMeta('turn', seq);
    if (ratingChanges) room.writeMeta(RATING_CHANGES_KEY, ratingChanges);
    if (extras.inboundId) room.markInbound(extras.inboundId, seat, 'played', now);
    mails.commit();
    room.commitMail(mails.mails, now);
    clock?.store();
    for (const feature of features) feature.onCommit?.(room, state, now);
    return room.armWatchdog(now);
  });
  await watchdog;
  for (const feature of features) await feature.afterTurn?.(room, { seat, events, now });
  await room.deliver(now);
  return { ok: true, turn: seq, events };
}
