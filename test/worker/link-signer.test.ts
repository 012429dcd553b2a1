// A batch of emails signs its seats' links with one key, imported once: the links are the same
// as one-off signatures, every one of them verifies, and one turn of a four-seat game imports the
// HMAC key a single time for its eight links (each seat's game page and unsubscribe link).
import { env, runInDurableObject } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seatLinks } from '../../worker/game-room/envelope';
import { RoomCore } from '../../worker/game-room/room';
import { gameRoomFeatures } from '../../worker/game-room-features';
import { signingKeys } from '../../worker/links/keys';
import { linkSigner, signLink, verifyLink } from '../../worker/links/signed-link';
import { ANN, BOB, newGame, room } from '../support/games';
import { clearOutbox, outboxFor } from '../support/mail';

beforeEach(clearOutbox);
afterEach(() => vi.restoreAllMocks());

const CY = { name: 'Cy', email: 'cy.signer@example.com' };
const DI = { name: 'Di', email: 'di.signer@example.com' };
const NOW = Date.UTC(2026, 11, 1, 12);

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('a link signer', () => {
  it('signs exactly what a one-off signature signs, and every link verifies', async () => {
    const [key] = signingKeys(env);
    const signer = linkSigner(key!);
    for (const seat of [0, 1, 2]) {
      const claims = { game: 'g1', seat, exp: NOW / 1000 + 60, purpose: 'play' as const };
      const token = await signer.sign(claims);
      expect(token).toBe(await signLink(key!, claims));
      expect(await verifyLink(signingKeys(env), token, NOW / 1000)).toEqual({ ok: true, claims });
    }
  });

  it('imports its key once for all the links of a batch, and only when it signs one', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const links = seatLinks(env);
    expect(importKey).toHaveBeenCalledTimes(0);
    const urls = [
      ...(await Promise.all([0, 1, 2, 3].map((seat) => links.play('g2', seat, NOW)))),
      ...(await Promise.all([0, 1, 2, 3].map((seat) => links.unsubscribe('g2', seat, NOW)))),
    ];
    expect(importKey).toHaveBeenCalledTimes(1);
    expect(new Set(urls).size).toBe(8);
    const purposes = [];
    for (const url of urls) {
      const check = await verifyLink(signingKeys(env), tokenOf(url), NOW / 1000);
      expect(check.ok).toBe(true);
      if (check.ok) purposes.push(`${check.claims.purpose}:${check.claims.seat}`);
    }
    expect(purposes).toEqual([
      'play:0',
      'play:1',
      'play:2',
      'play:3',
      'unsubscribe:0',
      'unsubscribe:1',
      'unsubscribe:2',
      'unsubscribe:3',
    ]);
  });
});

describe('one turn of a four-seat game', () => {
  it('imports the link key once for its four emails, each with its own seat’s links', async () => {
    const { id } = await newGame({ ruleset: 'scrabble', players: [ANN, BOB, CY, DI] });
    const before = (await outboxFor(id)).length;
    const imports = await runInDurableObject(room(id), async (_obj, state) => {
      const core = new RoomCore(state.storage, env, gameRoomFeatures());
      const importKey = vi.spyOn(crypto.subtle, 'importKey');
      expect((await core.play(0, 'PASS', { kind: 'api' }, Date.now())).ok).toBe(true);
      return importKey.mock.calls.length;
    });
    expect(imports).toBe(1);
    const turn = (await outboxFor(id)).slice(before);
    expect(turn.map((m) => m.to).sort()).toEqual([ANN, BOB, CY, DI].map((p) => p.email).sort());
    for (const [seat, player] of [ANN, BOB, CY, DI].entries()) {
      const mail = turn.find((m) => m.to === player.email)!;
      const page = /Game page: (\S+)/.exec(mail.text)![1]!;
      const check = await verifyLink(signingKeys(env), tokenOf(page), Date.now() / 1000);
      expect(check.ok && check.claims).toMatchObject({ game: id, seat, purpose: 'play' });
    }
  });
});
