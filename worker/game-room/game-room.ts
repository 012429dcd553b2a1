// GameRoom: one Durable Object per game. Every way in (email reply, move page, API) ends in
// submit(); a move, the inbound message id and the emails it causes commit in one transaction,
// and the outbox sends after commit.
import { DurableObject } from 'cloudflare:workers';
import { getLexicon } from '../../dictionaries/registry';
import type { GameEvent, GameKind } from '../../engine/kind';
import { getGameKind } from '../../engine/registry';
import { fail, ok, type Result, type RuleError } from '../../engine/result';
import type { Env } from '../env';
import { turnOfMessageId } from '../mail/addresses';
import type { OutgoingMessage } from '../mail/message';
import { type Composed, composeRefusal, composeTurnMails, type Thread, type TurnContext } from './compose';
import { SerialQueue } from './lock';
import { enqueueMessages, flushOutbox, nextPending, outboxCounts } from './outbox';
import type { GameRecord, MailForGame, SubmitSource } from './record';
import { splitReply } from '../mail/inbound/commands';
import { GAME_ROOM_SCHEMA } from './schema';

export interface CreateGameInput {
  record: GameRecord;
  now: number;
}

export type SubmitOutcome =
  | { ok: true; turn: number; events: GameEvent[] }
  | { ok: false; error: RuleError };

/** A refusal to send alongside a failed command (email submissions get one, pages show it). */
interface Refusal {
  command: string;
  reason: string;
  key: string;
}

export class GameRoom extends DurableObject<Env> {
  private readonly queue = new SerialQueue();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    for (const statement of GAME_ROOM_SCHEMA) ctx.storage.sql.exec(statement);
  }

  private get sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  private readMeta<T>(key: string): T | null {
    const rows = this.sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).toArray();
    return rows.length ? (JSON.parse(rows[0]!.value) as T) : null;
  }

  private writeMeta(key: string, value: unknown): void {
    this.sql.exec('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', key, JSON.stringify(value));
  }

  record(): GameRecord | null {
    return this.readMeta<GameRecord>('game');
  }

  private kindOf(record: GameRecord): GameKind {
    const kind = getGameKind(record.ruleset);
    if (!kind) throw new Error(`game ${record.id} has unknown ruleset ${record.ruleset}`);
    return kind;
  }

  private turn(): number {
    return this.readMeta<number>('turn') ?? 0;
  }

  private threads(): Map<number, Thread> {
    const map = new Map<number, Thread>();
    for (const row of this.sql.exec<{ seat: number; root_id: string; last_id: string; count: number }>(
      'SELECT seat, root_id, last_id, count FROM threads',
    )) {
      map.set(row.seat, { rootId: row.root_id, lastId: row.last_id, count: row.count });
    }
    return map;
  }

  private context(record: GameRecord, state: unknown, now: number): TurnContext {
    return { env: this.env, record, kind: this.kindOf(record), state, turn: this.turn(), now, threads: this.threads() };
  }

  /** Writes the messages to the outbox and moves each seat's thread forward. Call inside a transaction. */
  private commitMail(composed: Composed[], now: number): void {
    enqueueMessages(this.sql, composed.map((c) => c.message), now);
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

  /** Sends what is due; on failure the alarm retries later. */
  private async deliver(now: number, dueBy = now): Promise<void> {
    const report = await flushOutbox(this.sql, this.env, now, dueBy);
    if (report.nextAt !== null) await this.ctx.storage.setAlarm(Math.max(report.nextAt, Date.now()));
  }

  async create(input: CreateGameInput): Promise<Result<{ id: string }>> {
    return this.queue.run(async () => {
      if (this.record()) return fail('game-exists', `Game ${input.record.id} already exists.`);
      const { record, now } = input;
      const kind = getGameKind(record.ruleset);
      if (!kind) return fail('unknown-ruleset', `There is no game called ${record.ruleset}.`);
      const state = kind.setup(record.config, record.seats.map((s) => ({ name: s.name })), record.seed);
      const ctx = { ...this.context(record, state, now), turn: 0 };
      const invitation: GameEvent = {
        type: 'start',
        text: `A new game of ${kind.title} has started: ${record.seats.map((s) => s.name).join(' v ')}.`,
      };
      const mails = await composeTurnMails(ctx, [invitation], null, null);
      this.ctx.storage.transactionSync(() => {
        this.writeMeta('game', record);
        this.writeMeta('state', state);
        this.writeMeta('turn', 0);
        this.commitMail(mails, now);
      });
      await this.deliver(now);
      return ok({ id: record.id });
    });
  }

  /** The view for one seat, or the public view for null. */
  view(seat: number | null): unknown {
    const record = this.record();
    if (!record) return null;
    const kind = this.kindOf(record);
    return kind.view(record.config, this.readMeta('state'), seat);
  }

  /** The one way a command reaches the game, from every entry point. */
  async submit(seat: number, text: string, source: SubmitSource, now = Date.now()): Promise<SubmitOutcome> {
    return this.queue.run(() => this.play(seat, text, source, now, null, null));
  }

  private async play(
    seat: number,
    text: string,
    source: SubmitSource,
    now: number,
    inboundId: string | null,
    note: string | null,
  ): Promise<SubmitOutcome> {
    const record = this.record();
    if (!record) return { ok: false, error: { code: 'unknown-game', message: 'There is no such game.' } };
    const kind = this.kindOf(record);
    const state = this.readMeta<unknown>('state');
    const refuse = async (error: RuleError): Promise<SubmitOutcome> => {
      if (source.kind === 'email') {
        await this.refuse(record, state, seat, { command: text, reason: error.message, key: inboundId ?? `${now}` }, inboundId, now);
      }
      return { ok: false, error };
    };
    const stale = this.staleReply(record, source);
    if (stale) return refuse(stale);
    const parsed = kind.parse(text, record.config);
    if (!parsed.ok) return refuse(parsed.error);
    const lexicon = getLexicon(record.lexicon);
    if (!lexicon) throw new Error(`lexicon ${record.lexicon} is not installed`);
    const applied = kind.apply(record.config, state, seat, parsed.value, { now, lexicon });
    if (!applied.ok) return refuse(applied.error);

    const turn = this.turn() + 1;
    const ctx = { ...this.context(record, applied.value.state, now), turn };
    const mails = await composeTurnMails(
      ctx,
      applied.value.events,
      seat,
      note ? { from: record.seats[seat]!.name, text: note } : null,
    );
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(
        'INSERT INTO moves (seq, seat, command, source, at, events) VALUES (?, ?, ?, ?, ?, ?)',
        turn,
        seat,
        text,
        source.kind,
        now,
        JSON.stringify(applied.value.events),
      );
      this.writeMeta('state', applied.value.state);
      this.writeMeta('turn', turn);
      if (inboundId) this.markInbound(inboundId, seat, 'played', now);
      this.commitMail(mails, now);
    });
    await this.deliver(now);
    return { ok: true, turn, events: applied.value.events };
  }

  /** A reply written against an older turn's email is refused: the board has changed since. */
  private staleReply(record: GameRecord, source: SubmitSource): RuleError | null {
    if (source.kind !== 'email') return null;
    const repliedTo = turnOfMessageId(source.inReplyTo, record.id);
    const turn = this.turn();
    if (repliedTo === null || repliedTo >= turn) return null;
    return {
      code: 'stale-reply',
      message: `You replied to the email for turn ${repliedTo}, but the game has moved on to turn ${turn} since. Here is the board as it is now: reply to this email with your move.`,
    };
  }

  private markInbound(id: string, seat: number | null, outcome: string, now: number): void {
    this.sql.exec('INSERT OR IGNORE INTO inbound (message_id, at, seat, outcome) VALUES (?, ?, ?, ?)', id, now, seat, outcome);
  }

  private async refuse(
    record: GameRecord,
    state: unknown,
    seat: number,
    refusal: Refusal,
    inboundId: string | null,
    now: number,
  ): Promise<void> {
    const composed = await composeRefusal(this.context(record, state, now), seat, refusal.command, refusal.reason, refusal.key);
    this.ctx.storage.transactionSync(() => {
      if (inboundId) this.markInbound(inboundId, seat, 'refused', now);
      this.commitMail([composed], now);
    });
    await this.deliver(now);
  }

  /**
   * An email reply from the seat whose token is in the reply address. Forged senders and
   * auto-replies are dropped without an answer; a redelivered Message-ID applies once.
   */
  async receiveEmail(mail: MailForGame, now = Date.now()): Promise<{ outcome: string }> {
    return this.queue.run(async () => {
      const record = this.record();
      if (!record) return { outcome: 'unknown-game' };
      const seat = record.seats.findIndex((s) => s.token === mail.token);
      if (seat < 0) return { outcome: 'unknown-address' };
      if (mail.from !== record.seats[seat]!.email) {
        console.warn(`game ${record.id}: ignored mail for seat ${seat} from ${mail.from}`);
        return { outcome: 'forged-sender' };
      }
      if (mail.autoReply) return { outcome: 'auto-reply' };
      const inboundId = mail.messageId ?? `digest:${mail.digest}`;
      if (this.sql.exec('SELECT 1 FROM inbound WHERE message_id = ?', inboundId).toArray().length) {
        return { outcome: 'duplicate' };
      }
      const state = this.readMeta<unknown>('state');
      const refuse = async (command: string, reason: string) => {
        await this.refuse(record, state, seat, { command, reason, key: inboundId }, inboundId, now);
        return { outcome: 'refused' };
      };
      if (mail.tooLarge) return refuse('', 'Your email was too large to read. Reply with just your move, without attachments.');
      const kind = this.kindOf(record);
      const { commands, note } = splitReply(mail.text, (line) => kind.parse(line, record.config).ok);
      if (commands.length === 0) {
        return refuse(
          mail.text.split('\n')[0]?.slice(0, 200) ?? '',
          note
            ? 'I could not find a move in your reply. Put your move on a line of its own, e.g. "H8 across PLANE", or PASS.'
            : 'Your reply was empty. Reply with your move on a line of its own, e.g. "H8 across PLANE", or PASS.',
        );
      }
      const source: SubmitSource = { kind: 'email', messageId: mail.messageId, inReplyTo: mail.inReplyTo };
      const outcome = await this.play(seat, commands[0]!, source, now, inboundId, note);
      return { outcome: outcome.ok ? 'played' : 'refused' };
    });
  }

  override async alarm(info?: AlarmInvocationInfo): Promise<void> {
    void info;
    const now = Date.now();
    // The alarm stands for the moment it was set for, even when a test runs it early.
    const dueBy = Math.max(now, nextPending(this.sql) ?? now);
    await this.deliver(now, dueBy);
  }

  outboxStatus() {
    return outboxCounts(this.sql);
  }

  moveLog(): { seq: number; seat: number; command: string; source: string; at: number }[] {
    return this.sql
      .exec<{ seq: number; seat: number; command: string; source: string; at: number }>(
        'SELECT seq, seat, command, source, at FROM moves ORDER BY seq',
      )
      .toArray();
  }

  pendingMessages(): OutgoingMessage[] {
    return this.sql
      .exec<{ body: string }>("SELECT body FROM outbox WHERE status = 'pending' ORDER BY created")
      .toArray()
      .map((r) => JSON.parse(r.body) as OutgoingMessage);
  }
}
