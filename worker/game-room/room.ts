// The GameRoom's core: its storage (room-store.ts), the one pipeline every command goes through
// (parse → apply → compose mail → commit in one transaction → deliver), and the features it runs,
// given to it by whoever builds it (worker/game-room-features.ts). Features reach it only through
// the RoomPort it implements (port.ts).
import type { RuleError } from '../../engine/result';
import type { Env } from '../env';
import { spendSeatAnswers } from '../limits/seat-answers';
import type { OutgoingMessage } from '../mail/message';
import {
  enqueueMessages,
  flushOutbox,
  isWaiting,
  nextPending,
  withdrawMessage,
} from '../mail/outbox';
import { type Composed, composeRefusal, type Thread } from './compose';
import { type RoomFeature, taskHandlerFor } from './feature';
import { commitTurn, expirePhase, type PipelineRoom, playCommand } from './pipeline';
import type { PlayArgs, RoomPort, SubmitOutcome, TurnToCommit } from './port';
import { RoomStore } from './room-store';
import { dueTasks, nextTaskDue, takeTask } from './tasks';

/** How long committed mail waits for its normal delivery before the watchdog alarm sends it. */
const WATCHDOG_GRACE_MS = 60_000;

export class RoomCore extends RoomStore implements RoomPort, PipelineRoom {
  constructor(
    storage: DurableObjectStorage,
    env: Env,
    /** What the room runs besides its rules, in order (worker/game-room-features.ts). */
    readonly features: readonly RoomFeature[],
  ) {
    super(storage, env);
  }

  /** Writes messages to the outbox and moves each seat's thread forward. Call inside a transaction. */
  commitMail(all: Composed[], now: number): void {
    // A robot seat's address is never a mailbox: whatever was written for it is not sent.
    const seats = this.record()?.seats ?? [];
    const composed = all.filter((c) => !seats[c.seat]?.robot);
    for (const { message, sendAt } of composed)
      enqueueMessages(this.sql, [message], now, sendAt ?? now);
    for (const { seat, message } of composed) {
      const id = message.headers['Message-ID']!;
      this.sql.exec(
        `INSERT INTO threads (seat, root_id, last_id, count) VALUES (?, ?, ?, 1)
         ON CONFLICT(seat) DO UPDATE SET last_id = excluded.last_id, count = count + 1`,
        seat,
        id,
        id,
      );
    }
  }

  isWaitingMail(id: string): boolean {
    return isWaiting(this.sql, id);
  }

  withdrawMail(id: string): boolean {
    return withdrawMessage(this.sql, id);
  }

  /** The seat's thread as it was before a withdrawn message (none: the seat has no thread yet). */
  restoreThread(seat: number, thread: Thread | null): void {
    if (!thread) {
      this.sql.exec('DELETE FROM threads WHERE seat = ?', seat);
      return;
    }
    this.sql.exec(
      'UPDATE threads SET root_id = ?, last_id = ?, count = ? WHERE seat = ?',
      thread.rootId,
      thread.lastId,
      thread.count,
      seat,
    );
  }

  enqueue(messages: OutgoingMessage[], now: number): void {
    enqueueMessages(this.sql, messages, now);
  }

  /** Commits mail that no move caused (answers to HELP, BOARD, refusals) and sends it. */
  async mail(
    composed: Composed[],
    now: number,
    inbound?: { id: string; seat: number; outcome: string },
  ): Promise<void> {
    this.transaction(() => {
      if (inbound) this.markInbound(inbound.id, inbound.seat, inbound.outcome, now);
      this.commitMail(spendSeatAnswers(this, composed, now), now);
    });
    await this.deliver(now);
  }

  /** Sends what is due, then sets the alarm for the next retry or task. */
  async deliver(now: number, dueBy = now): Promise<void> {
    await flushOutbox(this.sql, this.env, now, dueBy, {
      kind: 'game',
      name: this.record()?.id ?? 'unknown',
    });
    await this.rearm();
  }

  /** Sets the alarm for the next retry or task, or clears it when nothing is due. */
  async rearm(): Promise<void> {
    const times = [nextPending(this.sql), nextTaskDue(this.sql)].filter(
      (t): t is number => t !== null,
    );
    // Nothing due: no alarm (a watchdog alarm left from the commit would only wake the object).
    const at = times.length === 0 ? null : Math.min(...times);
    // Written only when it moves: each write is a round with the runtime's alarm scheduler, and
    // most deliveries (an answer to HELP, a refusal, a reminder) leave the next wake where it was.
    // While the alarm runs, getAlarm() reads null, so its own rearm always writes what is next.
    if ((await this.storage.getAlarm()) === at) return;
    if (at === null) await this.storage.deleteAlarm();
    else await this.storage.setAlarm(at);
  }

  /**
   * Inside the transaction that commits a turn (an alarm write there is part of it, and is
   * undone with it): an alarm for the mail just committed (a grace period later, so the normal
   * delivery that follows is not raced) and for any task. If the object dies or after-turn work
   * throws before delivery, the alarm sends the mail and runs the tasks; when delivery goes
   * through, rearm() moves the alarm to what is really due. Returns the write, to await after
   * the transaction.
   */
  armWatchdog(now: number): Promise<void> {
    const pending = nextPending(this.sql);
    const times = [
      pending === null ? null : Math.max(pending, now + WATCHDOG_GRACE_MS),
      nextTaskDue(this.sql),
    ].filter((t): t is number => t !== null);
    return times.length > 0 ? this.storage.setAlarm(Math.min(...times)) : Promise.resolve();
  }

  /** The alarm: every task due by `dueBy` runs once (removed before its handler), then mail. */
  async runAlarm(now: number): Promise<void> {
    // The alarm stands for the moment it was set for, even when a test runs it early.
    const due = [nextPending(this.sql), nextTaskDue(this.sql)].filter(
      (t): t is number => t !== null,
    );
    const dueBy = due.length > 0 ? Math.max(now, Math.min(...due)) : now;
    for (const task of dueTasks(this.sql, dueBy)) {
      takeTask(this.sql, task);
      const handler = taskHandlerFor(this.features, task.kind);
      if (!handler) {
        console.error(`game task ${task.key}: no handler for ${task.kind}`);
        continue;
      }
      await handler(this, task, now);
    }
    await this.deliver(now, dueBy);
  }

  /** Port's refuse, and for the intake the inbound mail the refusal answers (marked refused). */
  async refuse(
    seat: number,
    command: string,
    error: RuleError,
    key: string,
    now: number,
    inboundId: string | null = null,
  ): Promise<void> {
    const record = this.record()!;
    const composed = await composeRefusal(
      this.context(record, this.state(), now),
      seat,
      command,
      error.message,
      key,
    );
    await this.mail(
      [composed],
      now,
      inboundId ? { id: inboundId, seat, outcome: 'refused' } : undefined,
    );
  }

  /** The pipeline: one command from one seat (worker/game-room/pipeline.ts). */
  play(...command: PlayArgs): Promise<SubmitOutcome> {
    return playCommand(this, ...command);
  }

  /** Closes the current phase at its deadline (parlor games), through the pipeline. */
  expirePhase(now: number): Promise<SubmitOutcome> {
    return expirePhase(this, now);
  }

  /** Commits a new state with its move-log row and mail; shared by commands, deadlines and UNDO. */
  commitTurn(turn: TurnToCommit): Promise<SubmitOutcome> {
    return commitTurn(this, turn);
  }
}
