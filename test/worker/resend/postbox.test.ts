// Mail outside a game goes through the recipient's Postbox: stored before the first try, retried
// by its alarm, sent once, and with the body it was first stored with.
import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendDigest } from '../../../worker/digest/digest';
import { postbox } from '../../../worker/mail/postbox';
import { ANN, BOB, newGame, room } from '../../support/games';
import { reply } from '../../support/mail';
import { control, RESEND_KEY, recipients, replyTo, sent } from './fake';

beforeEach(async () => {
  await control('reset');
});

const DEE = 'dee@example.com';
// What Cloudflare Email Routing adds to a message from a domain that passes DMARC.
const VERIFIED = {
  'Authentication-Results':
    'mx.cloudflare.net; dkim=pass header.d=example.com; spf=pass smtp.mailfrom=example.com; dmarc=pass header.from=example.com',
};

describe('an answer to new@', () => {
  it('survives a 500 and is sent once, also when the request is delivered again', async () => {
    await control('fail', { status: 500, remaining: 1 });
    const request = {
      from: `Dee <${DEE}>`,
      to: 'new@play.localhost',
      body: `NEW nosuchgame WITH ${BOB.email}`,
      messageId: '<dee-new-1@client.example>',
      headers: VERIFIED,
    };
    await reply(request);
    const box = postbox(env, DEE);
    expect((await sent()).accepted).toHaveLength(0);
    expect(await box.status()).toEqual({ pending: 1, sent: 0, failed: 0 });

    expect(await runDurableObjectAlarm(box)).toBe(true);
    const log = await sent();
    expect(recipients(log)).toEqual([DEE]);
    expect(log.accepted[0]!.body.subject).toBe('Your new game could not be started');
    expect(log.accepted[0]!.idempotencyKey).toMatch(RESEND_KEY);
    expect(await box.status()).toEqual({ pending: 0, sent: 1, failed: 0 });

    // Email Routing delivers the same message again: it is answered once, not twice.
    await reply(request);
    await runDurableObjectAlarm(box);
    expect((await sent()).requests).toBe(2);
    expect(await box.status()).toEqual({ pending: 0, sent: 1, failed: 0 });
  });
});

describe('a Postbox held by a 401', () => {
  it('is woken when held game mail goes out after the fix, and sends its answer once', async () => {
    await control('fail', { status: 401, remaining: -1 });
    const { id } = await newGame();
    // Each test's mail to its own address: Postboxes keep their rows from test to test.
    const eve = 'eve@example.com';
    await reply({
      from: `Eve <${eve}>`,
      to: 'new@play.localhost',
      body: `NEW nosuchgame WITH ${BOB.email}`,
      headers: VERIFIED,
    });
    const box = postbox(env, eve);
    expect(await box.status()).toEqual({ pending: 1, sent: 0, failed: 0 });

    await control('fix');
    await runDurableObjectAlarm(room(id));
    await runDurableObjectAlarm(env.MAIL_HEALTH.get(env.MAIL_HEALTH.idFromName('provider')));
    await vi.waitFor(async () =>
      expect(await box.status()).toEqual({ pending: 0, sent: 1, failed: 0 }),
    );
    expect(recipients(await sent()).sort()).toEqual([ANN.email, BOB.email, eve].sort());
  });
});

describe('the daily digest', () => {
  it('retried after a failure, sends the identical body under the same key', async () => {
    const { id } = await newGame({ timeControl: '3d' });
    const first = await sent();
    await reply({ from: BOB.email, to: replyTo(first, BOB.email), body: 'NOTIFY DIGEST' });
    await reply({ from: ANN.email, to: replyTo(first, ANN.email), body: 'PASS' });
    await control('reset');

    await control('fail', { status: 500, remaining: 1 });
    const player = { email: BOB.email, name: 'Bob', timeZone: 'UTC' };
    const games = [
      {
        gameId: id,
        ruleset: 'jamble-jx',
        seat: 1,
        opponents: [ANN.email],
        startedAt: 0,
        finishedAt: null,
        result: null,
      },
    ];
    const now = Date.UTC(2026, 11, 1, 7);
    // The digest alarm rings, the send fails; the alarm rings again an hour later for the same
    // day, when the links would be signed with another expiry.
    expect(await sendDigest(env, player, games, now, '2026-12-01')).toMatchObject({ sent: true });
    expect(await sendDigest(env, player, games, now + 3_600_000, '2026-12-01')).toMatchObject({
      sent: true,
    });
    await runDurableObjectAlarm(postbox(env, BOB.email));

    const { accepted, log } = await sent();
    expect(log.map((r) => r.status)).toEqual([500, 200]);
    expect(log[1]!.idempotencyKey).toBe(log[0]!.idempotencyKey);
    expect(log[1]!.body).toEqual(log[0]!.body);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.body.subject).toBe('Your turn in 1 game');
    expect(accepted[0]!.body.text).toMatch(/\/play\//);
  });
});
