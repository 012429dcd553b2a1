// A double round robin of four, created through the API and played to the end by email replies
// (the weaker player of each pairing resigns), with standings, pairings and final emails checked.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, outboxFor, reply } from '../../support/mail';
import { created, entrants, gamesIn, roundRobin, summary } from './helpers';

const players = entrants(4, 'rr');
/** Strength order: rr1 beats everyone, rr2 beats rr3 and rr4, rr3 beats rr4. */
const strength = (name: string) => players.findIndex((p) => p.name === name);

let id: string;

beforeAll(async () => {
  ({ id } = await created(
    roundRobin('Club Double', { options: { cycles: 2 }, timeControl: '5d', players }),
  ));
});

describe('a double round robin of four', () => {
  it('opens all twelve games at once, everyone meeting twice and moving first once each', async () => {
    const s = await summary(id);
    expect(s.status).toBe('running');
    const games = gamesIn(s);
    expect(games).toHaveLength(12);
    expect(games.every((g) => g.gameId !== null)).toBe(true);
    const meetings = new Set(games.map((g) => `${g.first}>${g.second}`));
    expect(meetings.size).toBe(12);
    const pairings = (await outbox()).filter((m) => m.subject.includes(`[tournament ${id}]`));
    expect(pairings.map((m) => m.to).sort()).toEqual(players.map((p) => p.email).sort());
    expect(pairings[0]!.text).toContain('/games/');
  });

  it('takes each result by email reply and ends with the right standings', async () => {
    for (const g of gamesIn(await summary(id))) {
      const loser = strength(g.first) > strength(g.second) ? g.first : g.second;
      const email = players.find((p) => p.name === loser)!.email;
      const invitation = (await outboxFor(g.gameId!)).find((m) => m.to === email)!;
      await reply({ from: email, to: invitation.replyTo, body: 'RESIGN' });
    }
    const s = await summary(id);
    expect(s.status).toBe('finished');
    expect(s.standings.map((r) => [r.name, r.points, r.played])).toEqual([
      ['RR1', 6, 6],
      ['RR2', 4, 6],
      ['RR3', 2, 6],
      ['RR4', 0, 6],
    ]);
    const games = gamesIn(s);
    expect(games.every((g) => g.status === 'finished' && g.forfeit !== null)).toBe(true);
  }, 60_000);

  it('mailed the standings after every result and the final results to every player', async () => {
    const mine = (await outbox()).filter((m) => m.subject.includes(`[tournament ${id}]`));
    expect(mine.filter((m) => m.subject.includes('a result and the standings'))).toHaveLength(48);
    const finals = mine.filter((m) => m.subject.includes('final results'));
    expect(finals.map((m) => m.to).sort()).toEqual(players.map((p) => p.email).sort());
    expect(finals[0]!.text).toContain('Final results: RR1 wins');
  });

  it('shows the tournament on its public page without email addresses', async () => {
    const page = await (await SELF.fetch(`https://example.com/tournaments/${id}`)).text();
    expect(page).toContain('Club Double');
    expect(page).toContain('RR4');
    expect(page).not.toContain('@example.com');
  });
});
