// Postbox: the outbox for mail that no game or tournament sends — answers to new@ (and to join-
// and watch- where those answer outside a game) and the daily digest. One Durable Object per
// recipient address, so a recipient's mail stays in order and no single object carries it all.
// Same guarantees as a game's outbox: the message is stored before the first try, keeps its
// body and key on every retry, and the alarm retries (and sends after a crash) until accepted.
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { SerialQueue } from '../objects/serial-queue';
import { namedStub } from '../rpc/stub';
import { normaliseEmail } from './addresses';
import type { HoldsMail, OutboxOwner } from './mail-health';
import type { OutgoingMessage } from './message';
import { ObjectOutbox } from './object-outbox';
import type { FlushReport, OutboxCounts } from './outbox';

/** If this object dies between storing and sending, the alarm sends this much later. */
const WATCHDOG_MS = 60_000;

export class Postbox extends DurableObject<Env> implements HoldsMail {
  private readonly queue = new SerialQueue();
  private readonly outbox: ObjectOutbox;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Named by its object id: MailHealth wakes it with idFromString.
    const owner: OutboxOwner = { kind: 'postbox', name: ctx.id.toString() };
    this.outbox = new ObjectOutbox(ctx.storage.sql, env, () => owner);
  }

  /** Stores the messages (a repeated id keeps its first body), then sends what is due. */
  async post(messages: OutgoingMessage[], now = Date.now()): Promise<FlushReport> {
    this.ctx.storage.transactionSync(() => this.outbox.enqueue(messages, now));
    await this.ctx.storage.setAlarm(now + WATCHDOG_MS);
    return this.queue.run(() => this.deliver(now, now));
  }

  /** The provider takes mail again (MailHealth): held messages go now. */
  async resumeMail(now = Date.now()): Promise<FlushReport> {
    return this.queue.run(async () => {
      this.outbox.releaseHeld(now);
      return this.deliver(now, now);
    });
  }

  private async deliver(now: number, dueBy: number): Promise<FlushReport> {
    const report = await this.outbox.flush(now, dueBy);
    if (report.nextAt === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(report.nextAt);
    return report;
  }

  override async alarm(): Promise<void> {
    await this.queue.run(() => {
      const now = Date.now();
      // The alarm stands for the moment it was set for, even when a test runs it early.
      return this.deliver(now, Math.max(now, this.outbox.nextDue() ?? now));
    });
  }

  status(): OutboxCounts {
    return this.outbox.counts();
  }
}

export function postbox(env: Env, recipient: string): DurableObjectStub<Postbox> {
  return namedStub<Postbox>(env.POSTBOX, normaliseEmail(recipient));
}

/**
 * The one way to send mail outside a game or tournament: stored in the recipient's Postbox,
 * then sent (now, or by its alarm until the provider accepts). Resolves after the first try; a
 * refused message stays stored for the alarm.
 */
export async function postMessage(
  env: Env,
  message: OutgoingMessage,
  now = Date.now(),
): Promise<void> {
  await postbox(env, message.to).post([message], now);
}
