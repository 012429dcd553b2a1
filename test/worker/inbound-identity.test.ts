// Identity of inbound mail, through the real email() handler: the envelope must agree with the
// From, Cloudflare's DMARC fail is refused, and new@, join-<id>@ and watch-<id>@ act only for a
// proven sender; a game reply from a domain without DMARC is still gated by its reply token.
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, newGame, room } from '../support/games';
import { clearOutbox, deliver, eml, outbox, outboxFor, reply } from '../support/mail';
import { entrants, signupTournament, summary } from './tournament/helpers';

beforeEach(clearOutbox);

const NEW_ADDRESS = 'new@play.localhost';
const MALLORY = 'mallory@evil.example';

/** What Cloudflare writes when the From's domain publishes DMARC and the mail fails it. */
const dmarcFail = (domain: string) =>
  `mx.cloudflare.net; dkim=none; dmarc=fail reason="SPF not aligned (relaxed), No valid DKIM" header.from=${domain} policy.dmarc=none; spf=pass (mx.cloudflare.net: domain of ${MALLORY} designates 203.0.113.9 as permitted sender) smtp.mailfrom=${MALLORY}; arc=none smtp.remote-ip=203.0.113.9`;
/** A domain with no DMARC record, no DKIM signature and no SPF record. */
const noPolicy = (domain: string) =>
  `mx.cloudflare.net; dkim=none; dmarc=none header.from=${domain}; spf=none (mx.cloudflare.net: no SPF records found for ${domain}) smtp.mailfrom=${domain}`;

async function annsReplyTo(id: string) {
  return (await outboxFor(id)).find((m) => m.to === ANN.email)!.replyTo;
}

describe('a game reply', () => {
  it('is refused when the envelope sender is not the From, and nothing changes', async () => {
    const { id } = await newGame();
    const before = await room(id).moveLog();
    const sent = (await outbox()).length;
    const raw = eml({ from: ANN.email, to: await annsReplyTo(id), body: 'PASS' });
    const { rejected } = await deliver(raw, { from: MALLORY, to: await annsReplyTo(id) });
    expect(rejected).toContain('could not be confirmed');
    expect(await room(id).moveLog()).toEqual(before);
    expect(await outbox()).toHaveLength(sent);
  });

  it('is refused on a DMARC fail, even with a forged pass lower in the headers', async () => {
    const { id } = await newGame();
    const sent = (await outbox()).length;
    const { rejected } = await reply({
      from: ANN.email,
      to: await annsReplyTo(id),
      body: 'PASS',
      authResults: dmarcFail('example.com'),
      headers: {
        'Authentication-Results': 'mx.cloudflare.net; dmarc=pass header.from=example.com',
      },
    });
    expect(rejected).toContain('could not be confirmed');
    expect(await room(id).moveLog()).toEqual([]);
    expect(await outbox()).toHaveLength(sent);
  });

  it('from a domain without DMARC is still played: the reply token vouches for it', async () => {
    const { id } = await newGame();
    const { rejected } = await reply({
      from: ANN.email,
      to: await annsReplyTo(id),
      body: 'PASS',
      authResults: noPolicy('example.com'),
    });
    expect(rejected).toBeNull();
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
  });
});

describe('new@', () => {
  it('sends nothing for a forged From (envelope of another address)', async () => {
    const raw = eml({
      from: ANN.email,
      to: NEW_ADDRESS,
      body: 'NEW jamble-jx WITH bob@example.com',
    });
    const { rejected } = await deliver(raw, { from: MALLORY, to: NEW_ADDRESS });
    expect(rejected).not.toBeNull();
    expect(await outbox()).toEqual([]);
  });

  it('sends nothing to an unverified sender, not even an unreadable line back', async () => {
    const { rejected } = await reply({
      from: ANN.email,
      to: NEW_ADDRESS,
      body: 'NEW Your account is locked: log in at https://phish.example/login',
      authResults: noPolicy('example.com'),
    });
    expect(rejected).toContain('could not verify');
    await reply({
      from: ANN.email,
      to: NEW_ADDRESS,
      body: 'NEW jamble-jx WITH bob@example.com',
      authResults: noPolicy('example.com'),
    });
    expect(await outbox()).toEqual([]);
  });

  it('answers a verified sender’s unreadable line with fixed text only', async () => {
    await reply({
      from: ANN.email,
      to: NEW_ADDRESS,
      body: 'NEW Your account is locked: log in at https://phish.example/login',
    });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(ANN.email);
    expect(mails[0]!.text).toContain('I could not read your NEW line.');
    expect(mails[0]!.text).not.toContain('phish');
    expect(mails[0]!.headers['Auto-Submitted']).toBe('auto-replied');
  });

  it('invites for a verified sender', async () => {
    await reply({ from: ANN.email, to: NEW_ADDRESS, body: `NEW jamble-jx WITH ${BOB.email}` });
    expect((await outbox()).map((m) => m.to).sort()).toEqual([ANN.email, BOB.email]);
  });
});

describe('join-<tournament>@', () => {
  it('ignores a forged JOIN and a forged WITHDRAW', async () => {
    const { id, join } = await signupTournament();
    const [victim, other] = entrants(2, 'v');
    const forgedJoin = eml({ from: victim!.email, to: join!, body: 'JOIN' });
    expect((await deliver(forgedJoin, { from: MALLORY, to: join! })).rejected).not.toBeNull();
    await reply({
      from: victim!.email,
      to: join!,
      body: 'JOIN',
      authResults: dmarcFail('example.com'),
    });
    expect((await summary(id)).players).toEqual([]);

    await reply({ from: `${other!.name} <${other!.email}>`, to: join!, body: 'JOIN' });
    const forgedWithdraw = eml({ from: other!.email, to: join!, body: 'WITHDRAW' });
    await deliver(forgedWithdraw, { from: MALLORY, to: join! });
    await reply({
      from: other!.email,
      to: join!,
      body: 'WITHDRAW',
      authResults: noPolicy('example.com'),
    });
    expect((await summary(id)).players.map((p) => p.name)).toEqual([other!.name]);
  });
});

describe('watch-<game>@', () => {
  it('mails nobody for forged or unverified WATCH requests, however many', async () => {
    const { id } = await newGame();
    const watch = `watch-${id}@play.localhost`;
    const annMail = await annsReplyTo(id);
    await clearOutbox();
    for (let i = 0; i < 25; i++) {
      const forged = eml({ from: `victim${i}@example.com`, to: watch, body: 'WATCH' });
      await deliver(forged, { from: MALLORY, to: watch });
      await reply({
        from: `quiet${i}@example.com`,
        to: watch,
        body: 'WATCH',
        authResults: noPolicy('example.com'),
      });
    }
    expect(await outbox()).toEqual([]);
    await reply({ from: ANN.email, to: annMail, body: 'PASS' });
    expect((await outbox()).map((m) => m.to).sort()).toEqual([ANN.email, BOB.email]);
  });

  it('confirms only by a reply from the same address to the coded address', async () => {
    const { id } = await newGame();
    await clearOutbox();
    const cy = 'cy@example.com';
    await reply({ from: cy, to: `watch-${id}@play.localhost`, body: 'WATCH' });
    const [confirm] = await outbox();
    expect(confirm!.to).toBe(cy);
    // Someone else replying to Cy's confirmation address does not start Cy's (or their) mails.
    await reply({ from: 'dee@example.com', to: confirm!.replyTo, body: 'WATCH' });
    // A wrong code does nothing either.
    const wrong = confirm!.replyTo.replace(/-([a-z2-7]{26})@/, `-${'a'.repeat(26)}@`);
    await reply({ from: cy, to: wrong, body: 'WATCH' });
    expect(await outbox()).toHaveLength(1);
    await reply({ from: cy, to: confirm!.replyTo, body: 'WATCH' });
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('You are watching this game');
  });
});
