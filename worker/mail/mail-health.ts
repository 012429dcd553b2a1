// MailHealth: one Durable Object for the whole service that remembers provider faults. Outboxes
// report a 401/403 (they then hold their mail) and report again once their held mail went out;
// the first recovery wakes every other holding outbox from the alarm, so the backlog leaves as
// soon as the key is fixed, with no manual step. GET /health/mail reads it.
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { namedStub, stubOf } from '../rpc/stub';

/** Whose outbox holds mail: a game, a tournament, or a Postbox (by its Durable Object id). */
export interface OutboxOwner {
  kind: 'game' | 'tournament' | 'postbox';
  name: string;
}

export interface ProviderFault {
  status: number | null;
  error: string;
  /** Messages this outbox now holds. */
  held: number;
}

export interface HoldingOutbox extends OutboxOwner {
  held: number;
  since: number;
  lastError: string;
}

export interface MailHealthReport {
  state: 'ok' | 'held';
  heldMessages: number;
  holdingOutboxes: number;
  lastFault: { status: number | null; error: string; at: number } | null;
  lastRecoveryAt: number | null;
  /** The first 50 holding outboxes, longest held first. */
  outboxes: HoldingOutbox[];
}

/** Outboxes woken per alarm run; more are woken by the next run, straight after. */
const WAKE_BATCH = 50;

export class MailHealth extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS holding (
         kind TEXT NOT NULL, name TEXT NOT NULL, held INTEGER NOT NULL, since INTEGER NOT NULL,
         last_error TEXT NOT NULL, woken INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (kind, name))`,
    );
  }

  fault(owner: OutboxOwner, fault: ProviderFault, now = Date.now()): void {
    // woken = 1: it has just asked the provider, so the sweep under way (if any) passes it by.
    this.ctx.storage.sql.exec(
      `INSERT INTO holding (kind, name, held, since, last_error, woken) VALUES (?, ?, ?, ?, ?, 1)
       ON CONFLICT (kind, name) DO UPDATE SET held = excluded.held, last_error = excluded.last_error, woken = 1`,
      owner.kind,
      owner.name,
      fault.held,
      now,
      fault.error,
    );
    this.ctx.storage.kv.put('lastFault', { status: fault.status, error: fault.error, at: now });
  }

  /**
   * An outbox's held mail went out: the key works again, so every other holder is woken, once.
   * The outboxes a sweep wakes report back here too; only a fault since the sweep began starts
   * another, so a sweep costs one wake per holder, and a key broken again is not hammered.
   */
  async recovered(owner: OutboxOwner, now = Date.now()): Promise<void> {
    this.ctx.storage.sql.exec(
      'DELETE FROM holding WHERE kind = ? AND name = ?',
      owner.kind,
      owner.name,
    );
    this.ctx.storage.kv.put('lastRecoveryAt', now);
    const faultAt = this.ctx.storage.kv.get<{ at: number }>('lastFault')?.at ?? 0;
    if (faultAt >= (this.ctx.storage.kv.get<number>('sweepAt') ?? 0)) {
      this.ctx.storage.kv.put('sweepAt', now);
      this.ctx.storage.sql.exec('UPDATE holding SET woken = 0');
    }
    if (this.unwoken() > 0) await this.ctx.storage.setAlarm(now);
  }

  private unwoken(): number {
    return this.ctx.storage.sql
      .exec<{ n: number }>('SELECT COUNT(*) AS n FROM holding WHERE woken = 0')
      .one().n;
  }

  override async alarm(): Promise<void> {
    const batch = this.ctx.storage.sql
      .exec<{ kind: OutboxOwner['kind']; name: string }>(
        'SELECT kind, name FROM holding WHERE woken = 0 ORDER BY since LIMIT ?',
        WAKE_BATCH,
      )
      .toArray();
    for (const owner of batch) {
      // Marked first: the woken outbox reports back (recovered or a new fault) while we await.
      this.ctx.storage.sql.exec(
        'UPDATE holding SET woken = 1 WHERE kind = ? AND name = ?',
        owner.kind,
        owner.name,
      );
      try {
        await wake(this.env, owner);
      } catch (err) {
        console.error(`mail health: could not wake ${owner.kind} ${owner.name}: ${err}`);
      }
    }
    if (this.unwoken() > 0) await this.ctx.storage.setAlarm(Date.now());
  }

  report(): MailHealthReport {
    const totals = this.ctx.storage.sql
      .exec<{ outboxes: number; held: number | null }>(
        'SELECT COUNT(*) AS outboxes, SUM(held) AS held FROM holding',
      )
      .one();
    const outboxes = this.ctx.storage.sql
      .exec<{
        kind: OutboxOwner['kind'];
        name: string;
        held: number;
        since: number;
        last_error: string;
      }>('SELECT kind, name, held, since, last_error FROM holding ORDER BY since LIMIT 50')
      .toArray()
      .map((r) => ({
        kind: r.kind,
        name: r.name,
        held: r.held,
        since: r.since,
        lastError: r.last_error,
      }));
    return {
      state: totals.outboxes > 0 ? 'held' : 'ok',
      heldMessages: totals.held ?? 0,
      holdingOutboxes: totals.outboxes,
      lastFault: this.ctx.storage.kv.get<MailHealthReport['lastFault']>('lastFault') ?? null,
      lastRecoveryAt: this.ctx.storage.kv.get<number>('lastRecoveryAt') ?? null,
      outboxes,
    };
  }
}

/**
 * All MailHealth asks of an object that holds mail (a GameRoom, a Tournament, a Postbox): this
 * contract lets it wake them without importing their classes, which all sit above mail/.
 */
export interface HoldsMail extends Rpc.DurableObjectBranded {
  resumeMail(now?: number): Promise<unknown>;
}

function wake(env: Env, owner: OutboxOwner): Promise<unknown> {
  if (owner.kind === 'game') return namedStub<HoldsMail>(env.GAME_ROOM, owner.name).resumeMail();
  if (owner.kind === 'tournament')
    return namedStub<HoldsMail>(env.TOURNAMENT, owner.name).resumeMail();
  // A Postbox names itself by its object id (postbox.ts).
  return stubOf<HoldsMail>(env.POSTBOX, env.POSTBOX.idFromString(owner.name)).resumeMail();
}

export function mailHealth(env: Env): DurableObjectStub<MailHealth> {
  return namedStub<MailHealth>(env.MAIL_HEALTH, 'provider');
}
