// The token bucket behind the answer budgets: full at first, empty after `capacity` takes, one
// token back per `1/refillPerHour` of an hour, never more than `capacity`; and the Throttle
// object that keeps one per sender.
import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { type Bucket, takeToken } from '../../../worker/limits/token-bucket';

const RULE = { capacity: 3, refillPerHour: 3 };
const T0 = Date.UTC(2026, 11, 1, 9);

function takes(n: number, at: (i: number) => number, start: Bucket | null = null) {
  let bucket = start;
  const allowed: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const step = takeToken(bucket, RULE, at(i));
    allowed.push(step.allowed);
    bucket = step.bucket;
  }
  return { allowed, bucket };
}

describe('the token bucket', () => {
  it('allows capacity takes at once, then refuses', () => {
    expect(takes(5, () => T0).allowed).toEqual([true, true, true, false, false]);
  });

  it('gives one token back every twenty minutes at three an hour', () => {
    const { bucket } = takes(3, () => T0);
    expect(takeToken(bucket, RULE, T0 + 19 * 60_000).allowed).toBe(false);
    expect(takeToken(bucket, RULE, T0 + 20 * 60_000).allowed).toBe(true);
  });

  it('never holds more than its capacity after a long quiet spell', () => {
    const { bucket } = takes(3, () => T0);
    const later = T0 + 30 * 24 * 3_600_000;
    expect(takes(5, () => later, bucket).allowed).toEqual([true, true, true, false, false]);
  });
});

describe('the Throttle object', () => {
  it('spends a sender’s budget, and forgets it once it would be full again', async () => {
    const stub = env.THROTTLE.get(env.THROTTLE.idFromName('answers:test-forget@example.com'));
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await stub.take(RULE, T0));
    expect(taken).toEqual([true, true, true, false]);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.take(RULE, T0)).toBe(true);
    expect(await stub.take(RULE, T0)).toBe(true);
  });
});
