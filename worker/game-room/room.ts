// The GameRoom's core: its storage, and the one pipeline every command goes through
// (parse → apply → compose mail → commit in one transaction → deliver). Extensions (service
// commands, scheduled tasks, after-turn hooks) work through this class, never around it.
import type { GameEvent, GameKind } from '../../engine/kind';
import { getGameKind } from '../../engine/registry';
import type { RuleError } from '../../engine/result';
import type { Env } from '../env';
import { spendSeatAnswers } from '../limits/seat-answers';
import { enqueueMessages, flushOutbox, nextPending } from '../mail/outbox';
import type { SubmitOutcome } from '../rpc/game-room';
import { type Composed, composeRefusal, type Thread, type TurnContext } from './compose';
import { commitTurn, expirePhase, playCommand } from './pipeline';
import type { GameRecord, SubmitSource } from './record';
import { GAME_ROOM_SCHEMA } from './schema';
import { nextTaskDue } from './tasks';

/** How long committed mail waits for its normal delivery before the watchdog alarm sends it. */
const WATCHDOG_GRACE_MS = 60_000;

/** Where a committed turn came from, as the move log records it. */
export type SourceKind = SubmitSource['kind'] | 'deadline' | 'undo';

/** What the pipeline records besides the move: the email that carried it, a note to relay. */
export interface PlayExtras {
  inboundId?: string | null;
  note?: string | null;
  /** The move this commit takes back (UNDO). */
  undoneSeq?: number;
}

export class RoomCore {
  constructor(
    readonly storage: DurableObjectStorage,
    readonly env: Env,
  ) {
    for (const statement of GAME_ROOM_SCHEMA) storage.sql.exec(statement);
  }

  get sql(): SqlStorage {
    return this.storage.sql;
  }

  readMeta<T>(key: string): T | null {
    const rows = this.sql
      .exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key)
      .toArray();
    return rows.length ? (JSON.parse(rows[0]!.value) as T) : null;
  }

  writeMeta(key: string, value: unknown): void {
    this.sql.exec(
      'INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)',
      key,
      JSON.stringify(value),
    );
  }

  record(): GameRecord | null {
    return this.readMeta<GameRecord>('game');
  }

  kindOf(record: GameRecord): GameKind {
    const kind = getGameKind(record.ruleset);
    if (!kind) throw new Error(`game ${record.id} has unknown ruleset ${record.ruleset}`);
    return kind;
  }

  state(): unknown {
    return this.readMeta<unknown>('state');
  }

  turn(): number {
    return this.readMeta<number>('turn') ?? 0;
  }

  threads(): Map<number, Thread> {
    const map = new Map<number, Thread>();
    for (const row of this.sql.exec<{
      seat: number;
      root_id: string;
      last_id: string;
      count: number;
    }>('SELECT seat, root_id, last_id, count FROM threads')) {
      map.set(row.seat, { rootId: row.root_id, lastId: row.last_id, count: row.count });
    }
    return map;
  }

  context(record: GameRecord, state: unknown, now: number, turn = this.turn()): TurnContext {
    return {
      env: this.env,
      record,
      kind: this.kindOf(record),
      state,
      turn,
      now,
      threads: this.threads(),
      muted: this.mutedSeats(),
    };
  }

  /** Seats that unsubscribed from this game's emails. */
  mutedSeats(): number[] {
    // Seats reading the daily digest get no per-move email either.
    return [...new Set([...(this.readMeta<number[]>('muted') ?? []), ...this.digestSeats()])];
  }

  digestSeats(): number[] {
    return this.readMeta<number[]>('digest') ?? [];
  }

  setDigest(seat: number, on: boolean): void {
    const others = this.digestSeats().filter((s) => s !== seat);
    this.writeMeta('digest', on ? [...others, seat].sort() : others);
  }

  setMuted(seat: number, muted: boolean): void {
    const others = (this.readMeta<number[]>('muted') ?? []).filter((s) => s !== seat);
    this.writeMeta('muted', muted ? [...others, seat].sort() : others);
  }

  /** Writes messages to the outbox and moves each seat's thread forward. Call inside a transaction. */
  commitMail(all: Composed[], now: number): void {
    // A robot seat's address is never a mailbox: whatever was written for it is not sent.
    const seats = this.record()?.seats ?? [];
    const composed = all.filter((c) => !seats[c.seat]?.robot);
    enqueueMessages(
      this.sql,
      composed.map((c) => c.message),
      now,
    );
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

  /** Every committed command, oldest first, with the events it caused. */
  moveLog(): {
    seq: number;
    seat: number;
    command: string;
    source: string;
    at: number;
    events: GameEvent[];
  }[] {
    return this.sql
      .exec<{
        seq: number;
        seat: number;
        command: string;
        source: string;
        at: number;
        events: string;
      }>('SELECT seq, seat, command, source, at, events FROM moves ORDER BY seq')
      .toArray()
      .map((row) => ({ ...row, events: JSON.parse(row.events) as GameEvent[] }));
  }

  /** Commits mail that no move caused (answers to HELP, BOARD, refusals) and sends it. */
  async mail(
    composed: Composed[],
    now: number,
    inbound?: { id: string; seat: number; outcome: string },
  ): Promise<void> {
    this.storage.transactionSync(() => {
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

  async rearm(): Promise<void> {
    const times = [nextPending(this.sql), nextTaskDue(this.sql)].filter(
      (t): t is number => t !== null,
    );
    if (times.length === 0) {
      // Nothing is due: a watchdog alarm left from the commit would only wake the object.
      await this.storage.deleteAlarm();
      return;
    }
    await this.storage.setAlarm(Math.min(...times));
  }

  /**
   * Right after a commit, before anything else can fail: an alarm for the mail just committed
   * (a grace period later, so the normal delivery that follows is not raced) and for any task.
   * If the object dies or a hook throws before delivery, the alarm sends the mail and runs the
   * tasks; when delivery goes through, rearm() moves the alarm to what is really due.
   */
  async armWatchdog(now: number): Promise<void> {
    const pending = nextPending(this.sql);
    const times = [
      pending === null ? null : Math.max(pending, now + WATCHDOG_GRACE_MS),
      nextTaskDue(this.sql),
    ].filter((t): t is number => t !== null);
    if (times.length > 0) await this.storage.setAlarm(Math.min(...times));
  }

  markInbound(id: string, seat: number | null, outcome: string, now: number): void {
    this.sql.exec(
      'INSERT OR IGNORE INTO inbound (message_id, at, seat, outcome) VALUES (?, ?, ?, ?)',
      id,
      now,
      seat,
      outcome,
    );
  }

  seenInbound(id: string): boolean {
    return this.sql.exec('SELECT 1 FROM inbound WHERE message_id = ?', id).toArray().length > 0;
  }

  async refuse(
    seat: number,
    command: string,
    error: RuleError,
    key: string,
    now: number,
    inboundId: string | null,
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
  play(
    seat: number,
    text: string,
    source: SubmitSource,
    now: number,
    extras: PlayExtras = {},
  ): Promise<SubmitOutcome> {
    return playCommand(this, seat, text, source, now, extras);
  }

  /** Closes the current phase at its deadline (parlor games), through the pipeline. */
  expirePhase(now: number): Promise<SubmitOutcome> {
    return expirePhase(this, now);
  }

  /** Commits a new state with its move-log row and mail; shared by commands, deadlines and UNDO. */
  commitTurn(
    seat: number,
    text: string,
    sourceKind: SourceKind,
    state: unknown,
    events: GameEvent[],
    now: number,
    extras: PlayExtras = {},
  ): Promise<SubmitOutcome> {
    return commitTurn(this, seat, text, sourceKind, state, events, now, extras);
  }
}
