// The local outbox: without RESEND_API_KEY every message lands here, to be read at /dev/mail.
// One Durable Object for the whole service; it keeps messages in order and ignores a repeated id,
// the same guarantee Resend's idempotency keys give in production.
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { namedStub } from '../rpc/stub';
import type { DeliveredMessage, OutgoingMessage } from './message';

export class DevMailbox extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS messages (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT UNIQUE NOT NULL,
        body TEXT NOT NULL,
        sent_at TEXT NOT NULL
      )`,
    );
  }

  deliver(message: OutgoingMessage, sentAt: string): { id: string; duplicate: boolean } {
    const existing = this.ctx.storage.sql
      .exec('SELECT id FROM messages WHERE id = ?', message.id)
      .toArray();
    if (existing.length > 0) return { id: message.id, duplicate: true };
    this.ctx.storage.sql.exec(
      'INSERT INTO messages (id, body, sent_at) VALUES (?, ?, ?)',
      message.id,
      JSON.stringify(message),
      sentAt,
    );
    return { id: message.id, duplicate: false };
  }

  /** Who got what, without the bodies: `npm run load` counts thousands of messages with it. */
  summaries(): { id: string; to: string; replyTo: string; subject: string; sentAt: string }[] {
    return this.ctx.storage.sql
      .exec<{ id: string; to: string; replyTo: string; subject: string; sentAt: string }>(
        `SELECT id, json_extract(body, '$.to') AS "to", json_extract(body, '$.replyTo') AS replyTo,
           json_extract(body, '$.subject') AS subject, sent_at AS sentAt FROM messages ORDER BY seq`,
      )
      .toArray();
  }

  /**
   * One page of the outbox, newest first, for /dev/mail: optionally only the messages to one
   * address, or those that mention one game id (its reply address, links and headers all do).
   */
  page(query: MailboxQuery): { total: number; messages: (DeliveredMessage & { seq: number })[] } {
    const sql = this.ctx.storage.sql;
    const [{ total } = { total: 0 }] = sql
      .exec<{ total: number }>(
        `SELECT count(*) AS total FROM messages ${MATCHING}`,
        query.to,
        query.game,
      )
      .toArray();
    const rows = sql
      .exec<MessageRow>(
        `SELECT seq, body, sent_at FROM messages ${MATCHING} ORDER BY seq DESC LIMIT ?3 OFFSET ?4`,
        query.to,
        query.game,
        query.limit,
        query.offset,
      )
      .toArray();
    return { total, messages: rows.map(delivered) };
  }

  /**
   * Up to `limit` of the matching messages sent before the one numbered `before` (null: the
   * newest), newest first: /dev/mail.json reads a long outbox in pieces with it, each piece where
   * the last ended, so a message sent meanwhile moves nothing.
   */
  olderThan(
    query: Pick<MailboxQuery, 'to' | 'game' | 'limit'> & { before: number | null },
  ): (DeliveredMessage & { seq: number })[] {
    return this.ctx.storage.sql
      .exec<MessageRow>(
        `SELECT seq, body, sent_at FROM messages ${MATCHING} AND (?3 IS NULL OR seq < ?3)
           ORDER BY seq DESC LIMIT ?4`,
        query.to,
        query.game,
        query.before,
        query.limit,
      )
      .toArray()
      .map(delivered);
  }

  /** One message by its place in the outbox (`seq`), for /dev/mail/:seq. */
  bySeq(seq: number): DeliveredMessage | null {
    const [row] = this.ctx.storage.sql
      .exec<{ body: string; sent_at: string }>(
        'SELECT body, sent_at FROM messages WHERE seq = ?',
        seq,
      )
      .toArray();
    return row ? { ...(JSON.parse(row.body) as OutgoingMessage), sentAt: row.sent_at } : null;
  }

  clear(): void {
    this.ctx.storage.sql.exec('DELETE FROM messages');
  }
}

// The messages to one address (?1, '' for all) that mention one game id (?2, '' for any).
const MATCHING = `WHERE (?1 = '' OR json_extract(body, '$.to') = ?1) AND (?2 = '' OR instr(body, ?2) > 0)`;

type MessageRow = { seq: number; body: string; sent_at: string };

function delivered(row: MessageRow): DeliveredMessage & { seq: number } {
  return { ...(JSON.parse(row.body) as OutgoingMessage), sentAt: row.sent_at, seq: row.seq };
}

export interface MailboxQuery {
  /** '' for every recipient. */
  to: string;
  /** '' for every game. */
  game: string;
  limit: number;
  offset: number;
}

export function devMailbox(env: Env): DurableObjectStub<DevMailbox> {
  return namedStub<DevMailbox>(env.DEV_MAILBOX, 'local');
}
