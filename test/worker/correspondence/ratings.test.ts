// Ratings in the service: a finished game (here by resignation) moves both players' Glicko-2
// ratings in its family once, however often the result is reported, and the leaderboard shows it.
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { resignedByEmail } from './helpers';

const player = (email: string) => env.PLAYER.get(env.PLAYER.idFromName(email));

describe('ratings after a game', () => {
  it('rates a resignation like any result and lists it on the leaderboard', async () => {
    const rita = { name: 'Rita', email: 'rita@example.com' };
    const sam = { name: 'Sam', email: 'sam@example.com' };
    const id = await resignedByEmail([rita, sam], rita);

    const [r, s] = await Promise.all([
      player(rita.email).rating('crossword'),
      player(sam.email).rating('crossword'),
    ]);
    expect(r!.rating).toBeLessThan(1500);
    expect(s!.rating).toBeGreaterThan(1500);
    expect([r!.games, s!.games]).toEqual([1, 1]);
    const ritaGame = (await player(rita.email).profile())!.games.find((g) => g.gameId === id)!;
    expect(ritaGame.finishedAt).not.toBeNull();
    expect(ritaGame.result).toContain('lost');

    // A repeated report of the same game changes nothing, whatever it says.
    const again = { before: s!, after: { ...s!, rating: 9999 } };
    expect(await player(sam.email).applyRating(id, 'crossword', again, Date.now())).toEqual(s);
    expect((await player(sam.email).rating('crossword'))!.rating).toBe(s!.rating);

    const res = await SELF.fetch('https://example.com/leaderboard/crossword', {
      headers: { accept: 'application/json' },
    });
    const board = (await res.json()) as { players: { name: string; rating: number }[] };
    const names = board.players.map((p) => p.name);
    expect(names.indexOf('Sam')).toBeLessThan(names.indexOf('Rita'));
    const page = await (await SELF.fetch('https://example.com/leaderboard/crossword')).text();
    expect(page).toContain('Sam');
    expect(page).not.toContain('sam@example.com');
  });

  it('does not rate a game created with rated: false', async () => {
    const una = { name: 'Una', email: 'una@example.com' };
    const vic = { name: 'Vic', email: 'vic@example.com' };
    await resignedByEmail([una, vic], una, { options: { rated: false } });
    expect(await player(vic.email).rating('crossword')).toBeNull();
  });

  it('answers an unknown family with 404', async () => {
    expect((await SELF.fetch('https://example.com/leaderboard/chess')).status).toBe(404);
  });
});
