// Sign-up by email before the start date (JOIN to join-<id>@MAIL_DOMAIN), the start at that date
// (the Tournament's alarm), and a withdrawal that forfeits the player's remaining games.
import { runDurableObjectAlarm, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { errorCode, room } from '../../support/games';
import { outboxFor, reply } from '../../support/mail';
import {
  created,
  entrants,
  gamesIn,
  gamesOf,
  postTournament,
  roundRobin,
  signupTournament,
  summary,
  swissOf,
  tournament,
  withdrawByApi,
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
    expect(gamesIn(s)).toHaveLength(3);
  });

  it('refuses a tournament with too few players and no sign-up period', async () => {
    const res = await postTournament(swissOf('Lonely', entrants(1, 'lo')));
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('too-few-players');
  });
});

/** A running round robin of three, `withdrawal` saying what a withdrawal does to the games. */
async function threePlayerCup(name: string, prefix: string, withdrawal: 'forfeit' | 'cancel') {
  const players = entrants(3, prefix);
  const { id } = await created(roundRobin(name, { options: { withdrawal }, players }));
  return { id, players };
}

describe('a withdrawal', () => {
  it('forfeits the player’s remaining games through their GameRooms', async () => {
    const { id, players } = await threePlayerCup('Leavers', 'wd', 'forfeit');
    const res = await withdrawByApi(id, players[2]!.email);
    expect(res.status).toBe(200);
    const s = await summary(id);
    const theirs = gamesOf(s, 'WD3');
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
    const { id, players } = await threePlayerCup('Strikers', 'cx', 'cancel');
    await reply({ from: players[0]!.email, to: `join-${id}@play.localhost`, body: 'WITHDRAW' });
    const s = await summary(id);
    const theirs = gamesOf(s, 'CX1');
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
