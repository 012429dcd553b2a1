// Idempotency keys stay short ASCII hashes whatever the inbound mail held: the fake refuses a key
// over 256 characters or with non-ASCII in it, as Resend does.
import { runDurableObjectAlarm } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, newGame, room } from '../../support/games';
import { reply } from '../../support/mail';
import { control, RESEND_KEY, recipients, replyTo, sent } from './fake';

beforeEach(async () => {
  await control('reset');
});

// 280 characters of Message-ID, most of them not ASCII: raw in a key, it is too long and unsendable.
const LONG_ID = `<${'ünïcødé-ñøté-'.repeat(20)}@client.example>`;

describe('idempotency keys', () => {
  it('are short ASCII hashes for a note relay and a watcher mail built from a long non-ASCII Message-ID', async () => {
    const { id } = await newGame();
    const annTo = replyTo(await sent(), ANN.email);
    await control('reset');

    await reply({ from: ANN.email, to: annTo, body: 'NOTE Grüße, Bob!', messageId: LONG_ID });
    await reply({
      from: 'Zoë <zoe@example.com>',
      to: `watch-${id}@play.localhost`,
      body: 'WATCH',
      messageId: LONG_ID.replace('@', '-watch@'),
    });
    const log = await sent();
    expect(recipients(log).sort()).toEqual([BOB.email, 'zoe@example.com']);
    expect(
      log.accepted.find((m) => m.body.to === BOB.email || m.body.to[0] === BOB.email)!.body.text,
    ).toContain('Grüße');
    for (const { idempotencyKey } of log.log) expect(idempotencyKey).toMatch(RESEND_KEY);
    expect(log.log.every((r) => r.status === 200)).toBe(true);
  });

  it('are the same for a message on every try, with the same body, and differ between messages', async () => {
    await control('fail', { status: 500, remaining: 2 });
    const { id } = await newGame();
    await runDurableObjectAlarm(room(id));
    const { log } = await sent();
    expect(log.map((r) => r.status)).toEqual([500, 500, 200, 200]);
    const keys = [...new Set(log.map((r) => r.idempotencyKey))];
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      const tries = log.filter((r) => r.idempotencyKey === key);
      expect(tries).toHaveLength(2);
      expect(tries[1]!.body).toEqual(tries[0]!.body);
    }
  });
});
