import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, newGame } from '../support/games';
import { clearOutbox, outboxFor, reply } from '../support/mail';

beforeEach(clearOutbox);

describe('one-click unsubscribe (RFC 8058)', () => {
  it('puts List-Unsubscribe headers on turn emails', async () => {
    const { id } = await newGame();
    for (const mail of await outboxFor(id)) {
      expect(mail.headers['List-Unsubscribe']).toMatch(
        /^<http:\/\/localhost:8787\/unsubscribe\/[^>]+>$/,
      );
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
  });

  it('asks on GET, stops the emails on POST, and SUBSCRIBE turns them back on', async () => {
    const { id } = await newGame();
    const bobFirst = (await outboxFor(id)).find((m) => m.to === BOB.email)!;
    const annFirst = (await outboxFor(id)).find((m) => m.to === ANN.email)!;
    const link = /<([^>]+)>/.exec(bobFirst.headers['List-Unsubscribe']!)![1]!;
    const path = new URL(link).pathname;

    const page = await SELF.fetch(`https://example.com${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop the emails');
    await reply({ from: ANN.email, to: annFirst.replyTo, body: 'PASS' });
    expect(
      (await outboxFor(id))
        .slice(2)
        .map((m) => m.to)
        .sort(),
    ).toEqual([ANN.email, BOB.email]);

    const post = await SELF.fetch(`https://example.com${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    const before = (await outboxFor(id)).length;
    await reply({ from: BOB.email, to: bobFirst.replyTo, body: 'PASS' });
    const after = (await outboxFor(id)).slice(before);
    expect(after.map((m) => m.to)).toEqual([ANN.email]);

    await reply({ from: BOB.email, to: bobFirst.replyTo, body: 'SUBSCRIBE' });
    const back = (await outboxFor(id)).at(-1)!;
    expect(back.to).toBe(BOB.email);
    expect(back.text).toContain('emails again');
  });

  it('does not let an unsubscribe link open the game page', async () => {
    const { id } = await newGame();
    const mail = (await outboxFor(id))[0]!;
    const token = /unsubscribe\/([^>]+)>/.exec(mail.headers['List-Unsubscribe']!)![1]!;
    expect((await SELF.fetch(`https://example.com/play/${token}`)).status).toBe(403);
  });
});
