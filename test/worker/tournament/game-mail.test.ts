// A tournament game's own emails name the tournament and round, and each player's pairing email
// links that player's own game page (signed for their seat) and no other seat's.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { signingKeys } from '../../../worker/links/keys';
import { verifyLink } from '../../../worker/links/signed-link';
import { type OutboxMessage, outbox, outboxFor } from '../../support/mail';
import { entrants, rawTournament, startTournament } from './helpers';

const start = startTournament;

const raw = rawTournament;

const PLAY_LINK = /https?:\/\/[^\s"<>]+\/play\/([^\s"<>]+)/g;

/** The signed game-page links an email carries, in text and HTML. */
function playTokens(m: OutboxMessage): string[] {
  const found = [...m.text.matchAll(PLAY_LINK), ...m.html.matchAll(PLAY_LINK)];
  return [...new Set(found.map((x) => x[1]!.replaceAll('&amp;', '&')))];
}

async function claimsOf(token: string) {
  const checked = await verifyLink(signingKeys(env), token, Math.floor(Date.now() / 1000));
  if (!checked.ok) throw new Error(checked.message);
  return checked.claims;
}

describe('a Swiss tournament’s games and pairing emails', () => {
  const players = entrants(4, 'tm');

  it('names the tournament and round in every email of each game, round after round', async () => {
    const { stub } = await start({ name: 'Autumn Cup', format: 'swiss', rounds: 2, players });
    for (const round of [1, 2]) {
      const { state, info } = await raw(stub);
      const games = state.games.filter((g) => g.round === round);
      expect(games).toHaveLength(2);
      for (const g of games) {
        const room = info.rooms[g.id]!;
        const mails = await outboxFor(room);
        expect(mails.length).toBeGreaterThanOrEqual(2);
        for (const m of mails) {
          expect(m.subject).toMatch(new RegExp(`^Autumn Cup · round ${round} · Jamble: `));
          expect(m.subject).toContain(`[game ${room}]`);
          // The title line (below the reply marker).
          expect(m.text).toMatch(
            new RegExp(`^Autumn Cup · round ${round} · Jamble · .+ · game ${room}$`, 'm'),
          );
          expect(m.html).toContain(`Autumn Cup · round ${round} · Jamble`);
        }
        // Reported as its GameRoom would: round 2 is paired once both games are in.
        const reported = await stub.reportResult(g.id, { scores: [400, 350] });
        expect(reported.ok).toBe(true);
      }
    }
  });

  it('links each player’s own seat in their pairing email, and never the opponent’s', async () => {
    const { id, stub } = await start({ name: 'Link Cup', format: 'swiss', rounds: 2, players });
    const { state, info } = await raw(stub);
    const pairings = (await outbox()).filter(
      (m) => m.subject.includes(`[tournament ${id}]`) && m.subject.includes('round 1 pairings'),
    );
    expect(pairings.map((m) => m.to).sort()).toEqual(players.map((p) => p.email).sort());
    // A notice, not an answer: no responder should reply to it.
    for (const m of pairings) expect(m.headers['Auto-Submitted']).toBe('auto-generated');
    const tokensOf = new Map(pairings.map((m) => [m.to, playTokens(m)]));
    for (const m of pairings) {
      const game = state.games.find((g) => g.first === m.to || g.second === m.to)!;
      const room = info.rooms[game.id]!;
      const mine = tokensOf.get(m.to)!;
      expect(mine).toHaveLength(1);
      expect(await claimsOf(mine[0]!)).toMatchObject({
        game: room,
        seat: game.first === m.to ? 0 : 1,
        purpose: 'play',
      });
      // The public page stays beside it.
      expect(m.text).toContain(`/games/${room}`);
      expect(m.html).toContain(`/games/${room}`);
      for (const [other, tokens] of tokensOf) {
        if (other === m.to) continue;
        for (const token of tokens) {
          expect(m.text).not.toContain(token);
          expect(m.html).not.toContain(token);
        }
      }
    }
  });

  it('names a round robin played all at once without a round', async () => {
    const { stub } = await start({
      name: 'Club Cup',
      format: 'round-robin',
      players: entrants(3, 'ta'),
    });
    const { info } = await raw(stub);
    const rooms = Object.values(info.rooms);
    expect(rooms).toHaveLength(3);
    for (const room of rooms) {
      for (const m of await outboxFor(room)) {
        expect(m.subject).toMatch(/^Club Cup · Jamble: /);
        expect(m.text).toMatch(/^Club Cup · Jamble · .+ · game /m);
      }
    }
  });
});
