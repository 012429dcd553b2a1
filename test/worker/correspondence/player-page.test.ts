// The leaderboard's player pages: each player's rating, deviation and rated games with the change
// each made, named by an opaque id and never showing an email address.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { resignedByEmail } from './helpers';

const player = (email: string) => env.PLAYER.get(env.PLAYER.idFromName(email));
const get = (path: string, json = false) =>
  SELF.fetch(`https://example.com${path}`, json ? { headers: { accept: 'application/json' } } : {});

describe('player pages', () => {
  it("list a player's rated games with each game's rating change, once per game", async () => {
    const pia = { name: 'Pia', email: 'pia@example.com' };
    const quin = { name: 'Quin', email: 'quin@example.com' };
    const id = await resignedByEmail([pia, quin], pia);
    const q = (await player(quin.email).rating('crossword'))!;
    // A retried report adds no second row.
    await player(quin.email).applyRating(id, 'crossword', { before: q, after: q }, Date.now());

    const board = (await (await get('/leaderboard/crossword', true)).json()) as {
      players: { name: string; pageId: string; rd: number }[];
    };
    const row = board.players.find((p) => p.name === 'Quin')!;
    expect(row.pageId).toMatch(/^[0-9a-f]{32}$/);
    const listing = await (await get('/leaderboard/crossword')).text();
    expect(listing).toContain(`href="/leaderboard/crossword/players/${row.pageId}"`);
    expect(listing).toContain(`±${Math.round(row.rd)}`);

    const res = await get(`/leaderboard/crossword/players/${row.pageId}`, true);
    const page = (await res.json()) as {
      player: Record<string, unknown>;
      games: { gameId: string; before: number; after: number }[];
    };
    expect(page.player.name).toBe('Quin');
    expect(page.player).not.toHaveProperty('email');
    expect(page.games.map((g) => g.gameId)).toEqual([id]);
    expect(page.games[0]!.before).toBe(1500);
    expect(page.games[0]!.after).toBe(q.rating);

    const html = await (await get(`/leaderboard/crossword/players/${row.pageId}`)).text();
    expect(html).toContain('<h1>Quin</h1>');
    expect(html).toContain(`href="/games/${id}"`);
    expect(html).toContain(`+${Math.round(q.rating) - 1500}`);
    expect(html).not.toContain('quin@example.com');
  });

  it('answers an unknown page id with 404', async () => {
    const res = await get(`/leaderboard/crossword/players/${'0'.repeat(32)}`);
    expect(res.status).toBe(404);
  });
});
