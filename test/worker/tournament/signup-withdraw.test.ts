// Sign-up by email before the start date (JOIN to join-<id>@MAIL_DOMAIN), the start at that date
// (the Tournament's alarm), and a withdrawal that forfeits the player's remaining games.
import { runDurableObjectAlarm, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { OPERATOR, room } from '../../support/games';
import { outboxFor, reply } from '../../support/mail';
import {
  created,
  entrants,
  postTournament,
  signupTournament,
  summary,
  tournament,
} from './helpers';

describe('sign-up by email', () => {
  it('enters everyone who writes JOIN before the start and pairs them when it starts', async () => {
    const { id, join } = await signupTournament();
    expect(join).toBe(`join-${id}@play.localhost`);
    for (const p of entrants(3, 'jn'))
      await reply({ from: `${p.name} <${p.email}>`, to: join!, body: 'JOIN' });
    let s = await summary(id);
    expect(s.status).toBe('signup');
    expect(s.players.map((p) => p.name)).toEqual(['JN1', 'JN2', 'JN3']);
    const page = await (await SELF.fetch(`https://example.com/tournaments/${id}`)).text();
    expect(page).toContain(join!);

    expect(await runDurableObjectAlarm(tournament(id))).toBe(true);
    s = await summary(id);
    expect(s.status).toBe('running');
    expect(s.rounds.flatMap((r) => r.games)).toHaveLength(3);
  });

  it('refuses a tournament with too few players and no sign-up period', async () => {
    const res = await postTournament({
      name: 'Lonely',
      format: 'swiss',
      rounds: 3,
      ruleset: 'jamble-jx',
      players: entrants(1, 'lo'),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('too-few-players');
  });
});

describe('a withdrawal', () => {
  it('forfeits the player’s remaining games through their GameRooms', async () => {
    const players = entrants(3, 'wd');
    const { id } = await created({
      name: 'Leavers',
      format: 'round-robin',
      ruleset: 'jamble-jx',
      lexicon: 'test',
      options: { withdrawal: 'forfeit' },
      players,
    });
    const res = await SELF.fetch(`https://example.com/api/tournaments/${id}/withdraw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...OPERATOR },
      body: JSON.stringify({ email: players[2]!.email }),
    });
    expect(res.status).toBe(200);
    const s = await summary(id);
    const theirs = s.rounds
      .flatMap((r) => r.games)
      .filter((g) => g.first === 'WD3' || g.second === 'WD3');
    expect(theirs).toHaveLength(2);
    for (const g of theirs) {
      expect(g).toMatchObject({ status: 'finished', forfeit: 'WD3' });
      const told = (await outboxFor(g.gameId!)).filter((m) => m.text.includes('WD3 withdrew'));
      expect(told.length).toBe(2);
    }
    expect(s.players.find((p) => p.name === 'WD3')!.withdrawn).toBe(true);
  });
});

describe('a withdrawal with withdrawal: cancel', () => {
  it('strikes out the player’s open games, and WITHDRAW by email works like the API', async () => {
    const players = entrants(3, 'cx');
    const { id } = await created({
      name: 'Strikers',
      format: 'round-robin',
      ruleset: 'jamble-jx',
      lexicon: 'test',
      options: { withdrawal: 'cancel' },
      players,
    });
    await reply({ from: players[0]!.email, to: `join-${id}@play.localhost`, body: 'WITHDRAW' });
    const s = await summary(id);
    const theirs = s.rounds
      .flatMap((r) => r.games)
      .filter((g) => g.first === 'CX1' || g.second === 'CX1');
    expect(theirs.map((g) => g.status)).toEqual(['cancelled', 'cancelled']);
    for (const g of theirs) {
      const told = (await outboxFor(g.gameId!)).filter((m) =>
        m.text.includes('cancelled this game'),
      );
      expect(told).toHaveLength(2);
    }
    expect(s.standings.find((r) => r.name === 'CX1')!.played).toBe(0);

    // A cancelled game takes no more moves, by email or otherwise, and says why.
    const game = theirs[0]!.gameId!;
    const before = (await room(game).status()) as unknown;
    const mails = await outboxFor(game);
    const toOther = mails.find(
      (m) => m.to.includes(players[1]!.email) || m.to.includes(players[2]!.email),
    )!;
    await reply({ from: toOther.to, to: toOther.replyTo, body: 'PASS' });
    const refusals = (await outboxFor(game)).filter((m) =>
      m.text.includes('cancelled this game, so it takes no more moves'),
    );
    expect(refusals).toHaveLength(1);
    expect(refusals[0]!.to).toBe(toOther.to);
    const played = await room(game).submit(0, 'PASS', { kind: 'api' });
    expect(played).toMatchObject({ ok: false, error: { code: 'game-cancelled' } });
    expect(await room(game).status()).toEqual(before);
  });
});
