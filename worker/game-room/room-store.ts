// The game room's own tables as reads and writes (worker/game-room/schema.ts): meta values under
// fixed keys (record, state, turn, seats' settings), the move log, the inbound log, seat threads
// and tasks. RoomCore builds the pipeline and the mail on top of it.
import type { GameKind } from '../../engine/kind';
import { getGameKind } from '../../engine/registry';
import type { Env } from '../env';
import { openOutbox } from '../mail/outbox';
import { CONFIRMATIONS_OFF_KEY } from './confirmations';
import { seatLinks, type Thread, type TurnContext } from './envelope';
import type { LoggedMove, Task, TurnToCommit } from './port';
import type { GameRecord } from './record';
import { GAME_ROOM_SCHEMA } from './schema';
import { cancelTask, scheduleTask } from './tasks';

/**
 * Freezes a value parsed from JSON and every object and array in it (a game-end state's 376, in
 * some 35 µs, against 80-90 for its parse).
 */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  Object.freeze(value);
  if (Array.isArray(value)) for (const inner of value) deepFreeze(inner);
  else for (const key in value) deepFreeze(value[key]);
  return value;
}

export class RoomStore {
  constructor(
    readonly storage: DurableObjectStorage,
    readonly env: Env,
  ) {
    openOutbox(storage.sql);
    for (const statement of GAME_ROOM_SCHEMA) storage.sql.exec(statement);
  }

  get sql(): SqlStorage {
    return this.storage.sql;
  }

  transaction<T>(work: () => T): T {
    return this.storage.transactionSync(work);
  }

  readMeta<T>(key: string): T | null {
    const text = this.storedText(key);
    return text === null ? null : (JSON.parse(text) as T);
  }

  private storedText(key: string): string | null {
    const rows = this.sql
      .exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key)
      .toArray();
    return rows.length ? rows[0]!.value : null;
  }

  /** The record and the state as last parsed, with the stored text they were parsed from. */
  private readonly parsed = new Map<string, { text: string; value: unknown }>();

  /**
   * readMeta for the values read many times a reply: the record about a dozen times (each feature
   * asks for it) and the state four (the intake, the move, and after the commit the result report
   * and the robot), 17 KB of JSON by a two-player game's end, 80-90 µs a parse. Each is parsed
   * once and frozen, so a reader that changed it would throw rather than change what the next
   * reader gets. Kept only while the stored text is the same: a write, or a transaction undone
   * after one, changes what the next read compares with, so a value is never newer or older than
   * storage.
   */
  private readParsedOnce<T>(key: string): T | null {
    const text = this.storedText(key);
    if (text === null) return null;
    const kept = this.parsed.get(key);
    if (kept?.text === text) return kept.value as T;
    const value = deepFreeze(JSON.parse(text));
    this.parsed.set(key, { text, value });
    return value as T;
  }

  writeMeta(key: string, value: unknown): void {
    this.sql.exec(
      'INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)',
      key,
      JSON.stringify(value),
    );
  }

  deleteMeta(key: string): void {
    this.sql.exec('DELETE FROM meta WHERE key = ?', key);
  }

  record(): GameRecord | null {
    return this.readParsedOnce<GameRecord>('game');
  }

  kindOf(record: GameRecord): GameKind {
    const kind = getGameKind(record.ruleset);
    if (!kind) throw new Error(`game ${record.id} has unknown ruleset ${record.ruleset}`);
    return kind;
  }

  state(): unknown {
    return this.readParsedOnce<unknown>('state');
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
      links: seatLinks(this.env),
      muted: this.mutedSeats(),
    };
  }

  /** Seats that unsubscribed from this game's emails. */
  mutedSeats(): number[] {
    // Seats reading the daily digest get no per-move email either.
    return [...new Set([...this.seatsIn('muted'), ...this.digestSeats()])];
  }

  digestSeats(): number[] {
    return this.seatsIn('digest');
  }

  setDigest(seat: number, on: boolean): void {
    this.setSeatIn('digest', seat, on);
  }

  setMuted(seat: number, muted: boolean): void {
    this.setSeatIn('muted', seat, muted);
  }

  /** NOTIFY CONFIRMATIONS ON/OFF: whether the seat's own moves are confirmed by email. */
  setConfirmations(seat: number, on: boolean): void {
    this.setSeatIn(CONFIRMATIONS_OFF_KEY, seat, !on);
  }

  /** A list of seats kept in the meta table (muted, digest, confirmations off). */
  private seatsIn(key: string): number[] {
    return this.readMeta<number[]>(key) ?? [];
  }

  private setSeatIn(key: string, seat: number, member: boolean): void {
    const others = this.seatsIn(key).filter((s) => s !== seat);
    this.writeMeta(key, member ? [...others, seat].sort() : others);
  }

  /** Every committed command, oldest first, with the events it caused. */
  moveLog(): LoggedMove[] {
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
      .map((row) => ({ ...row, events: JSON.parse(row.events) as LoggedMove['events'] }));
  }

  /** Writes the move-log row of turn `seq` (and the move it takes back); inside the commit. */
  logMove(seq: number, turn: TurnToCommit): void {
    this.sql.exec(
      'INSERT INTO moves (seq, seat, command, source, at, events) VALUES (?, ?, ?, ?, ?, ?)',
      seq,
      turn.seat,
      turn.text,
      turn.sourceKind,
      turn.now,
      JSON.stringify(turn.events),
    );
    const undone = turn.extras?.undoneSeq;
    if (undone !== undefined)
      this.sql.exec('INSERT OR IGNORE INTO undone (seq) VALUES (?)', undone);
  }

  undoneMoves(): number[] {
    return this.sql
      .exec<{ seq: number }>('SELECT seq FROM undone')
      .toArray()
      .map((r) => r.seq);
  }

  scheduleTask(task: Task): void {
    scheduleTask(this.sql, task);
  }

  cancelTask(key: string): void {
    cancelTask(this.sql, key);
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
}
