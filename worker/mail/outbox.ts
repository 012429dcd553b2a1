// The transactional outbox: messages are written in the same transaction as the move that caused
// them, then handed to the provider after commit. A failed send is retried with exponential
// backoff from the Durable Object's alarm; each message keeps one id and one body, so its
// idempotency key is the same on every retry and a retry after an unseen success never delivers
// twice. A 401/403 holds every message (status 'held') until the provider takes mail again.
// A row keeps the envelope as JSON and the HTML and text as their own values (outbox-row.ts).
import type { Env } from '../env';
import { reportFault, reportRecovery } from './health';
import type { OutboxOwner } from './mail-health';
import type { OutgoingMessage, Verdict } from './message';
import { addPartColumns, messageOfRow, type OutboxParts, outboxParts } from './outbox-row';
import { sendMessage } from './send';

/**
 * The outbox's table, in the storage of every object that sends mail (game, tournament, Postbox);
 * made or brought up to date by openOutbox.
 */
const OUTBOX_SCHEMA = [
  // messages committed with the move that caused them, sent after commit, retried until accepted
  `CREATE TABLE IF NOT EXISTS outbox (
     id TEXT PRIMARY KEY, created INTEGER NOT NULL, body TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
     next_at INTEGER NOT NULL, provider_id TEXT, last_error TEXT, html TEXT, text TEXT,
     html_text TEXT)`,
  `CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (status, next_at)`,
] as const;

/**
 * Makes the outbox's table, or brings one made before `html`, `text` and `html_text` existed up to
 * date (its old rows keep their parts in `body`, outbox-row.ts): each object that sends mail calls
 * this as it starts.
 */
export function openOutbox(sql: SqlStorage): void {
  for (const statement of OUTBOX_SCHEMA) sql.exec(statement);
  addPartColumns(sql);
}

const FIRST_RETRY_MS = 15_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const GIVE_UP_AFTER = 40;
/** Held mail asks the provider again this often: one request per outbox, never given up. */
export const HOLD_RETRY_MS = 5 * 60_000;

const WAITING = "status IN ('pending', 'held')";

/** `sendAt` (default `now`) lets a message wait: a confirmation that a reply may still replace. */
export function enqueueMessages(
  sql: SqlStorage,
  messages: OutgoingMessage[],
  now: number,
  sendAt = now,
): void {
  for (const message of messages) {
    const { body, html, text } = outboxParts(message);
    // OR IGNORE: a message enqueued again (a retried alarm, a redelivered email) keeps the body
    // it was first written with, so one key never carries two bodies.
    sql.exec(
      'INSERT OR IGNORE INTO outbox (id, created, body, html, text, next_at) VALUES (?, ?, ?, ?, ?, ?)',
      message.id,
      now,
      body,
      html,
      text,
      sendAt,
    );
  }
}

/** Whether a message is still waiting to be sent (not sent, not given up on, not withdrawn). */
export function isWaiting(sql: SqlStorage, id: string): boolean {
  return sql.exec(`SELECT 1 FROM outbox WHERE id = ? AND ${WAITING}`, id).toArray().length > 0;
}

/** Takes back a message not yet sent (a later email says what it said); false when it went. */
export function withdrawMessage(sql: SqlStorage, id: string): boolean {
  return sql.exec(`DELETE FROM outbox WHERE id = ? AND ${WAITING}`, id).rowsWritten > 0;
}

export function retryDelay(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface FlushReport {
  sent: number;
  failed: number;
  /** Messages waiting for the provider to take mail again (401/403). */
  held: number;
  /** When the earliest message still pending is due, or null when the outbox is empty. */
  nextAt: number | null;
}

/**
 * Sends every waiting message due by `dueBy`, oldest first, one at a time (order matters in a
 * thread). A call that gets no answer (timeout, network) ends the round, so one hung provider
 * costs one timeout, not one per message.
 */
export async function flushOutbox(
  sql: SqlStorage,
  env: Env,
  now: number,
  dueBy: number,
  owner: OutboxOwner,
): Promise<FlushReport> {
  const due = sql
    .exec<OutboxRow>(
      `SELECT id, body, html, text, attempts, status FROM outbox WHERE ${WAITING} AND next_at <= ? ORDER BY created, rowid`,
      dueBy,
    )
    .toArray();
  let sent = 0;
  let failed = 0;
  // Held mail due now means this round asks the provider again after a 401/403.
  const wasHolding = due.some((r) => r.status === 'held');
  for (const row of due) {
    const outcome = await sendMessage(env, messageOfRow(row), new Date(now));
    // Re-check: a concurrent flush may have sent it while we awaited.
    const still = sql.exec(`SELECT 1 FROM outbox WHERE id = ? AND ${WAITING}`, row.id).toArray();
    if (still.length === 0) continue;
    if (outcome.ok) {
      sql.exec(
        "UPDATE outbox SET status = 'sent', provider_id = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
        outcome.providerId,
        row.id,
      );
      sent += 1;
      continue;
    }
    if (outcome.verdict === 'hold') {
      const held = holdAll(sql, outcome.error, now);
      await reportFault(env, owner, { status: outcome.status, error: outcome.error, held }, now);
      return { sent, failed, held, nextAt: nextPending(sql) };
    }
    failed += 1;
    const nextAt = markRefused(sql, row, outcome, now);
    if (outcome.status === null) {
      // No answer: the rest of this round waits as long as this message does.
      sql.exec(`UPDATE outbox SET next_at = ? WHERE ${WAITING} AND next_at <= ?`, nextAt, dueBy);
      break;
    }
  }
  const held = countHeld(sql);
  if (wasHolding && held === 0) await reportRecovery(env, owner, now);
  return { sent, failed, held, nextAt: nextPending(sql) };
}

type OutboxRow = OutboxParts & { id: string; attempts: number; status: string };

/** The account is refused, not one message: every waiting message is held and asked again later. */
function holdAll(sql: SqlStorage, error: string, now: number): number {
  sql.exec(
    `UPDATE outbox SET status = 'held', next_at = ?, last_error = ? WHERE ${WAITING}`,
    now + HOLD_RETRY_MS,
    error,
  );
  return countHeld(sql);
}

/** A retry later with backoff, or `failed` for good; returns when the retry is due. */
function markRefused(
  sql: SqlStorage,
  row: OutboxRow,
  outcome: { verdict: Verdict; error: string },
  now: number,
): number {
  const attempts = row.attempts + 1;
  const status = outcome.verdict === 'fail' || attempts >= GIVE_UP_AFTER ? 'failed' : 'pending';
  if (status === 'failed') console.error(`outbox: giving up on ${row.id}: ${outcome.error}`);
  const nextAt = now + retryDelay(attempts);
  sql.exec(
    'UPDATE outbox SET status = ?, attempts = ?, next_at = ?, last_error = ? WHERE id = ?',
    status,
    attempts,
    nextAt,
    outcome.error,
    row.id,
  );
  return nextAt;
}

/** Sends held mail now (the provider took mail again elsewhere): its next try is due at once. */
export function releaseHeld(sql: SqlStorage, now: number): number {
  sql.exec("UPDATE outbox SET next_at = ? WHERE status = 'held'", now);
  return countHeld(sql);
}

function countHeld(sql: SqlStorage): number {
  return sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE status = 'held'").one().n;
}

export function nextPending(sql: SqlStorage): number | null {
  const row = sql
    .exec<{ at: number | null }>(`SELECT MIN(next_at) AS at FROM outbox WHERE ${WAITING}`)
    .one();
  return row.at ?? null;
}

export interface OutboxCounts {
  /** Waiting to be sent, held mail included. */
  pending: number;
  sent: number;
  failed: number;
}

export function outboxCounts(sql: SqlStorage): OutboxCounts {
  const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0 };
  for (const row of sql.exec<{ status: string; n: number }>(
    'SELECT status, COUNT(*) AS n FROM outbox GROUP BY status',
  )) {
    const key = row.status === 'held' ? 'pending' : (row.status as keyof OutboxCounts);
    counts[key] += row.n;
  }
  return counts;
}
