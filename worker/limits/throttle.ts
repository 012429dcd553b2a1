// One Durable Object per limited key (an answer budget of one sender): a token bucket kept in
// storage, so a limit longer than the Rate Limiting binding's 60-second window holds across
// isolates and restarts. Once the bucket would be full again it is forgotten (an alarm), so
// senders who wrote once leave nothing behind.
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { namedStub } from '../rpc/stub';
import { type Bucket, type BucketRule, takeToken } from './token-bucket';

const HOUR_MS = 3_600_000;

export class Throttle extends DurableObject<Env> {
  /** Takes one token under `rule`; false when the budget is spent. */
  async take(rule: BucketRule, now = Date.now()): Promise<boolean> {
    const stored = (await this.ctx.storage.get<Bucket>('bucket')) ?? null;
    const { allowed, bucket } = takeToken(stored, rule, now);
    await this.ctx.storage.put('bucket', bucket);
    const fullAgainMs = ((rule.capacity - bucket.tokens) / rule.refillPerHour) * HOUR_MS;
    await this.ctx.storage.setAlarm(now + Math.ceil(fullAgainMs) + 1);
    return allowed;
  }

  /** A full bucket is the same as no bucket: drop it. */
  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}

/** Spends one token of `key`'s budget (e.g. `answers:ann@example.com`). */
export function takeFromBudget(
  env: Env,
  key: string,
  rule: BucketRule,
  now: number,
): Promise<boolean> {
  return namedStub<Throttle>(env.THROTTLE, key).take(rule, now);
}
