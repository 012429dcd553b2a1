// The transactional outbox: messages are written in the same transaction as the move that caused
// them, then handed to the provider after commit. A failed send is retried with exponential
// backoff from the Durable Object's alarm; each message keeps one id, which is also the provider's
// idempotency key, so a retry after an unseen success never delivers twice.
import type { Env } from '../env';
import type { OutgoingMessage } from '../mail/message';
import { sendMessage } from '../mail/send';

const FIRST_RETRY_MS = 15_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const GIVE_UP_AFTER = 40;

export function enqueueMessages(sql: SqlStorage, messages: OutgoingMessage[], now: number): void {
  for (const message of messages) {
    sql.exec(
      'INSERT OR IGNORE INTO outbox (id, created, body, next_at) VALUES (?, ?, ?, ?)',
      message.id,
      now,
      JSON.stringify(message),
      now,
    );
  }
}

export function retryDelay(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface FlushReport {
  sent: number;
  failed: number;
  /** When the earliest message still pending is due, or null when the outbox is empty. */
  nextAt: number | null;
}

/** Sends every pending message due by `dueBy`, oldest first, one at a time (order matters in a thread). */
export async function flushOutbox(
  sql: SqlStorage,
  env: Env,
  now: number,
  dueBy = now,
): Promise<FlushReport> {
  const due = sql
    .exec<{ id: string; body: string; attempts: number }>(
      "SELECT id, body, attempts FROM outbox WHERE status = 'pending' AND next_at <= ? ORDER BY created, rowid",
      dueBy,
    )
    .toArray();
  let sent = 0;
  let failed = 0;
  for (const row of due) {
    const outcome = await sendMessage(env, JSON.parse(row.body) as OutgoingMessage, new Date(now));
    // Re-check: a concurrent flush may have sent it while we awaited.
    const still = sql
      .exec("SELECT 1 FROM outbox WHERE id = ? AND status = 'pending'", row.id)
      .toArray();
    if (still.length === 0) continue;
    if (outcome.ok) {
      sql.exec(
        "UPDATE outbox SET status = 'sent', provider_id = ?, attempts = attempts + 1 WHERE id = ?",
        outcome.providerId,
        row.id,
      );
      sent += 1;
      continue;
    }
    failed += 1;
    const attempts = row.attempts + 1;
    const status = !outcome.retryable || attempts >= GIVE_UP_AFTER ? 'failed' : 'pending';
    if (status === 'failed') console.error(`outbox: giving up on ${row.id}: ${outcome.error}`);
    sql.exec(
      'UPDATE outbox SET status = ?, attempts = ?, next_at = ?, last_error = ? WHERE id = ?',
      status,
      attempts,
      now + retryDelay(attempts),
      outcome.error,
      row.id,
    );
  }
  return { sent, failed, nextAt: nextPending(sql) };
}

export function nextPending(sql: SqlStorage): number | null {
  const row = sql
    .exec<{ at: number | null }>("SELECT MIN(next_at) AS at FROM outbox WHERE status = 'pending'")
    .one();
  return row.at ?? null;
}

export interface OutboxCounts {
  pending: number;
  sent: number;
  failed: number;
}

export function outboxCounts(sql: SqlStorage): OutboxCounts {
  const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0 };
  for (const row of sql.exec<{ status: keyof OutboxCounts; n: number }>(
    'SELECT status, COUNT(*) AS n FROM outbox GROUP BY status',
  )) {
    counts[row.status] = row.n;
  }
  return counts;
}
