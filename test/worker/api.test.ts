import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, errorCode, gameBody, newGame, postGame } from '../support/games';
import { clearOutbox, outboxFor } from '../support/mail';

beforeEach(clearOutbox);

describe('POST /api/games', () => {
  it('creates a game and sends every player a first-turn email', async () => {
    const res = await postGame(gameBody());
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; ruleset: string };
    expect(body.id).toMatch(/^[a-z2-7]{10}$/);
    expect(body.ruleset).toBe('jamble-jx');
    const mails = await outboxFor(body.id);
    expect(mails.map((m) => m.to).sort()).toEqual([ANN.email, BOB.email]);
    for (const mail of mails) {
      expect(mail.html).toContain('<table');
      expect(mail.text).toContain('The rules in brief');
      expect(mail.replyTo).toMatch(new RegExp(`^play-${body.id}-[a-z2-7]{26}@`));
      expect(mail.headers['Message-ID']).toMatch(/^<t0\.s\d\./);
    }
    // Each player has their own reply address.
    expect(new Set(mails.map((m) => m.replyTo)).size).toBe(2);
  });

  it.each([
    ['invalid JSON', '{"ruleset": ', 'invalid-json'],
    ['an unknown ruleset', { ruleset: 'chess', players: [ANN, BOB] }, 'unknown-ruleset'],
    [
      'duplicate emails',
      { ruleset: 'jamble-jx', players: [ANN, { name: 'Ann2', email: 'ANN@example.com ' }] },
      'duplicate-email',
    ],
    [
      'an invalid email',
      { ruleset: 'jamble-jx', players: [ANN, { name: 'Bob', email: 'bob at example' }] },
      'invalid-email',
    ],
    ['too few players', { ruleset: 'jamble-jx', players: [ANN] }, 'wrong-player-count'],
    [
      'too many players',
      { ruleset: 'jamble-jx', players: [ANN, BOB, { name: 'Cy', email: 'cy@example.com' }] },
      'wrong-player-count',
    ],
    ['no players at all', { ruleset: 'jamble-jx' }, 'invalid-request'],
    [
      'an unknown lexicon',
      { ruleset: 'jamble-jx', players: [ANN, BOB], lexicon: 'klingon' },
      'unknown-lexicon',
    ],
  ])('refuses %s with 400 and a coded error', async (_case, body, code) => {
    const res = await postGame(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe(code);
    expect(json.error.message.length).toBeGreaterThan(10);
  });
});

describe('GET /api/games/:id', () => {
  it('shows the public view without anyone’s rack', async () => {
    const { id } = await newGame();
    const res = await SELF.fetch(`https://example.com/api/games/${id}`);
    expect(res.status).toBe(200);
    const view = (await res.json()) as Record<string, unknown> & {
      players: { rack?: unknown }[];
      rack: unknown;
    };
    expect(view.id).toBe(id);
    expect(view.rack).toBeNull();
    expect(view.players.every((p) => p.rack === undefined)).toBe(true);
    expect(view.bagCount).toBe(86);
    expect(Array.isArray(view.boardText)).toBe(true);
    expect(view.toMove).toBe(0);
    expect(view.moves).toEqual([]);
  });

  it.each(['aaaaaaaaaa', 'not-a-game-id'])('answers 404 for unknown game %s', async (id) => {
    const res = await SELF.fetch(`https://example.com/api/games/${id}`);
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('unknown-game');
  });
});

describe('routing', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const res = await SELF.fetch('https://example.com/nope');
    expect(res.status).toBe(404);
  });
});
