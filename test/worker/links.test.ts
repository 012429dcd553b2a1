// Signed game-page links: the page they open, its CSRF-guarded form, tampered, expired and rotated keys.
import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { signLink } from '../../worker/links/signed-link';
import { TEST_LINK_SECRETS } from '../setup/secrets';
import { ANN, newGame, room, seatView } from '../support/games';
import { clearOutbox, outboxFor } from '../support/mail';

beforeEach(clearOutbox);

async function playLink(id: string, email = ANN.email): Promise<string> {
  const mail = (await outboxFor(id)).find((m) => m.to === email)!;
  const url = /Game page: (\S+)/.exec(mail.text)![1]!;
  return new URL(url).pathname;
}

async function csrfOf(path: string): Promise<string> {
  const html = await (await SELF.fetch(`https://example.com${path}`)).text();
  return /name="csrf" value="([^"]+)"/.exec(html)![1]!;
}

function post(path: string, fields: Record<string, string>) {
  return SELF.fetch(`https://example.com${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * Posts Ann's game-page form in a new game, with the page's own CSRF token unless the fields
 * carry another, and checks the answer's status and how many moves the game then records.
 */
async function postAsAnn(
  fields: Record<string, string>,
  expected: { status: number; moves: number },
): Promise<{ id: string; res: Response }> {
  const { id } = await newGame();
  const path = await playLink(id);
  const res = await post(path, { csrf: await csrfOf(path), ...fields });
  expect(res.status).toBe(expected.status);
  expect(await room(id).moveLog()).toHaveLength(expected.moves);
  return { id, res };
}

describe('signed links to the game page', () => {
  it('opens the player’s page with board and rack, and GET changes nothing', async () => {
    const { id } = await newGame();
    const path = await playLink(id);
    for (let i = 0; i < 3; i++) {
      const res = await SELF.fetch(`https://example.com${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('Your turn');
      expect(html).toContain('aria-label="H8, double word, start square, empty"');
      expect(html).toContain('Your rack');
    }
    expect(await room(id).moveLog()).toHaveLength(0);
  });

  it('plays a move posted with the page’s CSRF token', async () => {
    const { id } = await postAsAnn({ action: 'pass' }, { status: 200, moves: 1 });
    expect((await seatView(id, 0)).toMove).toBe(1);
  });

  it('refuses a POST without the right CSRF token', async () => {
    await postAsAnn({ csrf: 'forged', action: 'pass' }, { status: 403, moves: 0 });
  });

  it('shows an illegal move’s reason on the page and changes nothing', async () => {
    const move = { action: 'play', move: 'H8 across QXZJV' };
    const { res } = await postAsAnn(move, { status: 422, moves: 0 });
    expect(await res.text()).toContain('role="alert"');
  });

  it('asks for confirmation before resigning', async () => {
    await postAsAnn({ action: 'resign' }, { status: 422, moves: 0 });
  });

  it('refuses a tampered link', async () => {
    const { id } = await newGame();
    const path = await playLink(id);
    const [kid, payload, sig] = path.replace('/play/', '').split('.') as [string, string, string];
    const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/')));
    const forged = btoa(JSON.stringify({ ...claims, seat: 1 }))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
    const res = await SELF.fetch(`https://example.com/play/${kid}.${forged}.${sig}`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('altered');
  });

  it('refuses an expired link with 410', async () => {
    const { id } = await newGame();
    const token = await signLink(
      { id: 'k2', secret: TEST_LINK_SECRETS.k2 },
      { game: id, seat: 0, exp: 1000, purpose: 'play' },
    );
    const res = await SELF.fetch(`https://example.com/play/${token}`);
    expect(res.status).toBe(410);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('expired-link');
  });

  it('accepts a link signed with the older key during rotation, and refuses a foreign key', async () => {
    const { id } = await newGame();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const old = await signLink(
      { id: 'k1', secret: TEST_LINK_SECRETS.k1 },
      { game: id, seat: 0, exp, purpose: 'play' },
    );
    expect((await SELF.fetch(`https://example.com/play/${old}`)).status).toBe(200);
    const foreign = await signLink(
      { id: 'k9', secret: 'someone-else' },
      { game: id, seat: 0, exp, purpose: 'play' },
    );
    expect((await SELF.fetch(`https://example.com/play/${foreign}`)).status).toBe(403);
    const wrongSecret = await signLink(
      { id: 'k2', secret: 'guessed' },
      { game: id, seat: 0, exp, purpose: 'play' },
    );
    expect((await SELF.fetch(`https://example.com/play/${wrongSecret}`)).status).toBe(403);
  });
});
