// One Durable Object per limited key (an answer budget of one sender): a token bucket kept in
// storage, so a limit longer than the Rate Limiting binding's 60-second window holds across
// isolates and restarts.
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { type Bucket, type BucketRule, takeToken } from './token-bucket';

export class Throttle extends DurableObject<Env> {
  /** Takes one token under `rule`; false when the budget is spent. */
  async take(rule: BucketRule, now = Date.now()): Promise<boolean> {
    const stored = (await this.ctx.storage.get<Bucket>('bucket')) ?? null;
    const { allowed, bucket } = takeToken(stored, rule, now);
    await this.ctx.storage.put('bucket', bucket);
    return allowed;
  }
}

/** Spends one token of `key`'s budget (e.g. `answers:ann@example.com`). */
export function takeFromBudget(
  env: Env,
  key: string,
  rule: BucketRule,
  now: number,
): Promise<boolean> {
  return env.THROTTLE.get(env.THROTTLE.idFromName(key)).take(rule, now);
}
