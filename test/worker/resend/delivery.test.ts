// With RESEND_API_KEY set, mail goes through the real Resend client to the fake in
// test/setup/fake-resend.ts, which can fail on request.

import { runDurableObjectAlarm, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newGame, room } from '../../support/games';

const base = () => `http://127.0.0.1:${inject('resendPort')}`;

async function control(path: string, body?: unknown) {
  const res = await fetch(`${base()}/__control/${path}`, {
    method: 'POST',
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json() as Promise<{
    accepted: { id: string; idempotencyKey: string; body: { to: string | string[] } }[];
    requests: number;
  }>;
}

beforeEach(async () => {
  await control('reset');
});

describe('sending through Resend', () => {
  it('hides the local outbox when a real key is configured', async () => {
    expect((await SELF.fetch('https://example.com/dev/mail.json')).status).toBe(404);
    expect((await SELF.fetch('https://example.com/dev/mail')).status).toBe(404);
  });

  it('sends each message once with an idempotency key', async () => {
    await newGame();
    const { accepted } = await control('sent');
    expect(accepted).toHaveLength(2);
    expect(accepted.every((m) => m.idempotencyKey)).toBe(true);
  });

  it.each([500, 429])(
    'retries from the alarm after %i until the provider accepts, delivering exactly once',
    async (status) => {
      await control('fail', { status, remaining: 3 });
      const { id } = await newGame();
      const stub = room(id);
      expect((await control('sent')).accepted).toHaveLength(0);
      expect((await stub.outboxStatus()).pending).toBe(2);
      // Each alarm run retries; the fake fails 3 requests in all, then accepts.
      for (let i = 0; i < 5 && (await stub.outboxStatus()).pending > 0; i++)
        await runDurableObjectAlarm(stub);
      const { accepted } = await control('sent');
      expect(accepted).toHaveLength(2);
      expect(new Set(accepted.map((m) => m.idempotencyKey)).size).toBe(2);
      expect(await stub.outboxStatus()).toEqual({ pending: 0, sent: 2, failed: 0 });
      // Nothing left to do: no alarm sends anything again.
      await runDurableObjectAlarm(stub);
      expect((await control('sent')).accepted).toHaveLength(2);
    },
  );
});
