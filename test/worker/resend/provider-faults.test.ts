// Provider faults against the fake Resend: a revoked key holds the mail and surfaces the fault
// until it is fixed, a refused message fails alone, and a hung call is abandoned and retried
// without a second copy.
import { env, runDurableObjectAlarm, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_OPERATOR_TOKEN } from '../../setup/secrets';
import { ANN, newGame, room } from '../../support/games';
import { reply } from '../../support/mail';
import { control, sent } from './fake';

beforeEach(async () => {
  await control('reset');
});

const health = env.MAIL_HEALTH.get(env.MAIL_HEALTH.idFromName('provider'));

async function mailHealth(token?: string) {
  const res = await SELF.fetch('https://example.com/health/mail', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('a revoked API key (401) fixed later', () => {
  it('holds every message, shows the fault, and sends each message once when the key works again', async () => {
    await control('fail', { status: 401, remaining: -1 });
    const first = await newGame();
    const second = await newGame({ seed: 'fixed-seed-2' });
    // One request per outbox: the first 401 holds the rest without asking again.
    expect((await sent()).requests).toBe(2);
    expect(await room(first.id).outboxStatus()).toEqual({ pending: 2, sent: 0, failed: 0 });

    // Retrying while the key is still wrong fails nothing for good.
    await runDurableObjectAlarm(room(first.id));
    expect(await room(first.id).outboxStatus()).toEqual({ pending: 2, sent: 0, failed: 0 });

    const down = await mailHealth();
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      ok: false,
      provider: 'resend',
      state: 'held',
      heldMessages: 4,
      holdingOutboxes: 2,
    });
    const detail = await mailHealth(TEST_OPERATOR_TOKEN);
    expect(detail.body.lastFault).toMatchObject({ status: 401 });
    expect((detail.body.outboxes as { name: string }[]).map((o) => o.name).sort()).toEqual(
      [first.id, second.id].sort(),
    );

    await control('fix');
    // The first game's retry goes through; that wakes the second game's outbox too.
    await runDurableObjectAlarm(room(first.id));
    await runDurableObjectAlarm(health);
    await vi.waitFor(async () =>
      expect(await room(second.id).outboxStatus()).toEqual({ pending: 0, sent: 2, failed: 0 }),
    );
    expect(await room(first.id).outboxStatus()).toEqual({ pending: 0, sent: 2, failed: 0 });
    const { accepted } = await sent();
    expect(accepted).toHaveLength(4);
    expect(new Set(accepted.map((m) => m.idempotencyKey)).size).toBe(4);
    expect(await mailHealth()).toMatchObject({ status: 200, body: { ok: true, state: 'ok' } });

    // Nothing is left to send twice.
    await runDurableObjectAlarm(room(first.id));
    await runDurableObjectAlarm(room(second.id));
    expect((await sent()).accepted).toHaveLength(4);
  });

  it('holds on a 403 the same way', async () => {
    await control('fail', { status: 403, remaining: -1 });
    const { id } = await newGame();
    await runDurableObjectAlarm(room(id));
    expect(await room(id).outboxStatus()).toEqual({ pending: 2, sent: 0, failed: 0 });
    await control('fix');
    await runDurableObjectAlarm(room(id));
    expect(await room(id).outboxStatus()).toEqual({ pending: 0, sent: 2, failed: 0 });
    expect((await sent()).accepted).toHaveLength(2);
    expect((await mailHealth()).status).toBe(200);
  });
});

describe('held mail refused for itself once the key works', () => {
  it('fails those messages alone and no longer counts the outbox as holding', async () => {
    await control('fail', { status: 401, remaining: -1 });
    const { id } = await newGame();
    expect((await mailHealth()).status).toBe(503);
    await control('fail', { status: 422, remaining: 2 });
    await runDurableObjectAlarm(room(id));
    expect(await room(id).outboxStatus()).toEqual({ pending: 0, sent: 0, failed: 2 });
    expect(await mailHealth()).toMatchObject({ status: 200, body: { heldMessages: 0 } });
  });
});

describe('the status route', () => {
  it('shows the provider error and the holding outboxes only to the operator token', async () => {
    await control('fail', { status: 401, remaining: -1 });
    const { id } = await newGame();
    for (const token of [undefined, 'wrong-token', 'test-operator-token2', 'TEST-OPERATOR-TOKEN'])
      expect(Object.keys((await mailHealth(token)).body)).not.toContain('lastFault');
    expect((await mailHealth(TEST_OPERATOR_TOKEN)).body).toMatchObject({
      lastFault: { status: 401, error: expect.stringContaining('401') },
      outboxes: [{ kind: 'game', name: id, held: 2 }],
    });
    await control('fix');
    await runDurableObjectAlarm(room(id));
    expect((await mailHealth(TEST_OPERATOR_TOKEN)).body).toMatchObject({
      ok: true,
      outboxes: [],
      lastRecoveryAt: expect.any(Number),
    });
  });
});

describe('a message the provider refuses (422)', () => {
  it('fails that message alone; the others go and nothing is held', async () => {
    await control('fail', { status: 422, remaining: 1 });
    const { id } = await newGame();
    expect(await room(id).outboxStatus()).toEqual({ pending: 0, sent: 1, failed: 1 });
    expect((await mailHealth()).status).toBe(200);
  });
});

describe('a provider call that hangs for 90 s', () => {
  it('is abandoned after the timeout, the game plays on, and the retry delivers it once', async () => {
    await control('hang', { remaining: 1, ms: 90_000 });
    const { id } = await newGame();
    // The hung request was taken by the provider, but its answer never came.
    let log = await sent();
    expect(log.log.map((r) => r.status)).toEqual(['hung']);
    expect(await room(id).outboxStatus()).toEqual({ pending: 2, sent: 0, failed: 0 });

    // The game is not blocked: Ann plays while her turn email waits for its retry.
    const pending = await room(id).pendingMessages();
    const annTo = pending.find((m) => m.to === ANN.email)!.replyTo;
    await reply({ from: ANN.email, to: annTo, body: 'PASS' });
    expect(await room(id).moveLog()).toHaveLength(1);

    for (let i = 0; i < 5 && (await room(id).outboxStatus()).pending > 0; i++)
      await runDurableObjectAlarm(room(id));
    expect(await room(id).outboxStatus()).toMatchObject({ pending: 0, failed: 0 });
    log = await sent();
    // The hung message's retry carried the same key: the provider answered with the first copy.
    const hungKey = log.log[0]!.idempotencyKey;
    expect(log.accepted.filter((m) => m.idempotencyKey === hungKey)).toHaveLength(1);
    expect(new Set(log.accepted.map((m) => m.idempotencyKey)).size).toBe(log.accepted.length);
  }, 30_000);
});
