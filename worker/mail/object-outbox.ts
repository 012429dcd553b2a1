// The outbox of a Durable Object that sends mail outside a game's turn (a Postbox, a Tournament):
// the outbox table in the object's own storage, and outbox.ts's send-and-retry round under the
// object's name, so MailHealth knows whom to wake. The object decides when its alarm rings.
import type { Env } from '../env';
import type { OutboxOwner } from './mail-health';
import type { OutgoingMessage } from './message';
import {
  enqueueMessages,
  type FlushReport,
  flushOutbox,
  nextPending,
  type OutboxCounts,
  openOutbox,
  outboxCounts,
  releaseHeld,
} from './outbox';

export class ObjectOutbox {
  constructor(
    private readonly sql: SqlStorage,
    private readonly env: Env,
    /** Asked at each send: a Tournament knows its id only once it is created. */
    private readonly owner: () => OutboxOwner,
  ) {
    openOutbox(sql);
  }

  /** Stores the messages (a repeated id keeps its first body); call inside the transaction. */
  enqueue(messages: OutgoingMessage[], now: number): void {
    enqueueMessages(this.sql, messages, now);
  }

  /** Sends what is due by `dueBy`, oldest first. */
  flush(now: number, dueBy = now): Promise<FlushReport> {
    return flushOutbox(this.sql, this.env, now, dueBy, this.owner());
  }

  /** The provider takes mail again: held messages are due now. */
  releaseHeld(now: number): number {
    return releaseHeld(this.sql, now);
  }

  /** When the earliest waiting message is due, or null when nothing waits. */
  nextDue(): number | null {
    return nextPending(this.sql);
  }

  counts(): OutboxCounts {
    return outboxCounts(this.sql);
  }
}
