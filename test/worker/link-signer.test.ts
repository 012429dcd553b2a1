// A batch of emails signs its seats' links with one signer: the links are the same as one-off
// signatures and as WebCrypto's HMAC-SHA256 makes them (so links mailed before the signer moved
// to node:crypto still open), every one of them verifies, and each seat's email of a turn carries
// its own seat's links.
import { env, runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { seatLinks } from '../../worker/game-room/envelope';
import { RoomCore } from '../../worker/game-room/room';
import { gameRoomFeatures } from '../../worker/game-room-features';
import { signingKeys } from '../../worker/links/keys';
import { linkSigner, signLink, verifyLink } from '../../worker/links/signed-link';
import { ANN, BOB, newGame, room } from '../support/games';
import { clearOutbox, outboxFor } from '../support/mail';

beforeEach(clearOutbox);

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

  it('signs as WebCrypto’s HMAC-SHA256 does, over the key id and the payload', async () => {
    const [key] = signingKeys(env);
    const claims = { game: 'g1', seat: 1, exp: NOW / 1000 + 60, purpose: 'play' as const };
    const [kid, payload, signature] = (await signLink(key!, claims)).split('.');
    const secret = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(key!.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const expected = new Uint8Array(
      await crypto.subtle.sign('HMAC', secret, new TextEncoder().encode(`${kid}.${payload}`)),
    );
    const base64url = btoa(String.fromCharCode(...expected))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
    expect(kid).toBe(key!.id);
    expect(signature).toBe(base64url);
  });

  it('gives every link of a batch its own signature, and every one verifies', async () => {
    const links = seatLinks(env);
    const urls = [
      ...(await Promise.all([0, 1, 2, 3].map((seat) => links.play('g2', seat, NOW)))),
      ...(await Promise.all([0, 1, 2, 3].map((seat) => links.unsubscribe('g2', seat, NOW)))),
    ];
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
  it('gives each of its four emails its own seat’s links', async () => {
    const { id } = await newGame({ ruleset: 'scrabble', players: [ANN, BOB, CY, DI] });
    const before = (await outboxFor(id)).length;
    await runInDurableObject(room(id), async (_obj, state) => {
      const core = new RoomCore(state.storage, env, gameRoomFeatures());
      expect((await core.play(0, 'PASS', { kind: 'api' }, Date.now())).ok).toBe(true);
    });
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
