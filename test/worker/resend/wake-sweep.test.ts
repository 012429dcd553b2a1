// MailHealth's wake sweep, driven through its RPC methods: one recovery wakes every other holder
// once; holders woken by that sweep do not start another, and a key broken again is not hammered.
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxOwner } from '../../../worker/mail/mail-health';

const health = env.MAIL_HEALTH.get(env.MAIL_HEALTH.idFromName('provider'));
const owner = (name: string): OutboxOwner => ({ kind: 'game', name });
const fault = { status: 401, error: '401: API key is invalid', held: 1 };

/** When the last sweep began, and who it has yet to wake. */
async function sweep(): Promise<{ at: number | undefined; toWake: string[] }> {
  return runInDurableObject(health, (_, state) => ({
    at: state.storage.kv.get<number>('sweepAt'),
    toWake: state.storage.sql
      .exec<{ name: string }>('SELECT name FROM holding WHERE woken = 0 ORDER BY name')
      .toArray()
      .map((r) => r.name),
  }));
}

async function swept(): Promise<number> {
  await runDurableObjectAlarm(health);
  await vi.waitFor(async () => expect((await sweep()).toWake).toEqual([]));
  return (await sweep()).at!;
}

describe('the wake sweep', () => {
  it('wakes each other holder once per recovery that follows a fault', async () => {
    const [a, b, c] = ['sweepgamea', 'sweepgameb', 'sweepgamec'].map(owner) as OutboxOwner[];
    // Each step at its own instant: the sweep's rule is about what came before and after it,
    // and a clock that has not moved between two calls must not decide the test.
    const t0 = Date.now();
    for (const o of [a, b, c]) await health.fault(o!, fault, t0);
    // Each has just asked the provider: nobody is to be woken yet.
    expect((await sweep()).toWake).toEqual([]);
    const before = (await sweep()).at ?? 0;

    // A's held mail went out: a sweep begins and wakes B and C.
    await health.recovered(a!, t0 + 10);
    const first = await swept();
    expect(first).toBeGreaterThanOrEqual(before);
    expect(first).not.toBe(before);

    // B's mail goes out after its wake: no fault since the sweep began, so no second sweep.
    await health.recovered(b!, t0 + 20);
    expect(await swept()).toBe(first);

    // C's wake met a 401 again (the key broke again): it waits for its own retry, not a wake.
    await health.fault(c!, fault, t0 + 30);
    expect((await sweep()).toWake).toEqual([]);
    expect((await health.report()).outboxes.map((o) => o.name)).toEqual(['sweepgamec']);

    await health.recovered(c!, t0 + 40);
    expect((await health.report()).state).toBe('ok');
  });
});
