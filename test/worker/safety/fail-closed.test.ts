// Outside local development (no DEV_MODE) the Worker fails closed: no development signing key, no
// game without a LINK_SECRET of 32+ characters, no /dev/mail, whatever keys are missing.
import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { LinkSecretMissing, MIN_LINK_SECRET_LENGTH, signingKeys } from '../../../worker/links/keys';
import { signLink } from '../../../worker/links/signed-link';
import { errorCode, gameBody, knownPlayers, newGame, OPERATOR } from '../../support/games';
import { clearOutbox, outbox } from '../../support/mail';
import { fetchDeployed } from '../../support/production';

beforeEach(clearOutbox);

const game = gameBody();
const annAndBob = JSON.stringify(game);

function postGameDeployed(bindings: Record<string, string | undefined>) {
  return fetchDeployed(
    '/api/games',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...OPERATOR },
      body: annAndBob,
    },
    bindings,
  );
}

describe('outside local development', () => {
  beforeEach(() => knownPlayers(game.players.map((p) => p.email)));

  it.each([
    ['without LINK_SECRET', undefined],
    ['with a short LINK_SECRET', 'k1:only-twenty-characters'],
    ['with one short key among long ones', `k2:${'x'.repeat(40)},k1:short`],
  ])('refuses to create a game %s, and mails nobody', async (_, secret) => {
    const res = await postGameDeployed({ LINK_SECRET: secret });
    expect(res.status).toBe(503);
    expect(await errorCode(res)).toBe('link-secret-missing');
    expect(await outbox()).toHaveLength(0);
  });

  it('creates games once LINK_SECRET is long enough', async () => {
    const res = await postGameDeployed({ LINK_SECRET: `k1:${'s'.repeat(MIN_LINK_SECRET_LENGTH)}` });
    expect(res.status).toBe(201);
  });

  it('does not take a link signed with the development key for a real one', async () => {
    const { id } = await newGame();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const forged = await signLink(
      { id: 'dev', secret: 'wordmail-local-development-only' },
      { game: id, seat: 0, exp, purpose: 'play' },
    );
    expect((await fetchDeployed(`/play/${forged}`)).status).toBe(403);
    expect((await fetchDeployed(`/play/${forged}`, {}, { LINK_SECRET: undefined })).status).toBe(
      503,
    );
  });

  it('has no /dev/mail, even with no RESEND_API_KEY', async () => {
    await newGame();
    for (const path of ['/dev/mail', '/dev/mail.json', '/dev/mail/0'])
      expect((await fetchDeployed(path, {}, { RESEND_API_KEY: undefined })).status).toBe(404);
  });

  it('refuses to sign without a usable secret', () => {
    expect(() => signingKeys({ LINK_SECRET: undefined })).toThrow(LinkSecretMissing);
    expect(() => signingKeys({ LINK_SECRET: 'k1:short' })).toThrow(/at least 32 characters/);
    expect(signingKeys({ LINK_SECRET: `k1:${'a'.repeat(32)}` })).toEqual([
      { id: 'k1', secret: 'a'.repeat(32) },
    ]);
  });
});

describe('in local development (DEV_MODE, as npm start sets it)', () => {
  it('signs with the development key when no secret is set, and shows /dev/mail', async () => {
    expect(env.DEV_MODE).toBe('1');
    expect(signingKeys({ DEV_MODE: '1' })[0]!.id).toBe('dev');
    await newGame();
    const res = await SELF.fetch('https://example.com/dev/mail.json');
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(2);
  });
});
