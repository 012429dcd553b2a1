// Knockout: seeding by rating, byes to the top seeds, best-of-N matches, withdrawals.
import { describe, expect, it } from 'vitest';
import {
  bracketOrder,
  isFinished,
  nextActions,
  recordResult,
  standings,
  type Tournament,
  type TournamentConfig,
  type TournamentGame,
  withdraw,
} from '../../../engine/tournament';
import { act, create, pendingGames, playRound, unwrap, win } from './play';

const bestOf3: TournamentConfig = {
  format: 'knockout',
  bestOf: 3,
  withdrawal: 'forfeit',
  vacationDays: 30,
};
// Six players whose names say their seed: s1 is rated highest.
const six = [4, 1, 6, 3, 5, 2].map((n) => ({
  id: `s${n}`,
  name: `Seed ${n}`,
  rating: 2000 - n * 10,
}));
const seedOf = (id: string) => Number(id.slice(1));
const higherSeed = (g: TournamentGame) => (seedOf(g.first) < seedOf(g.second) ? g.first : g.second);
const lowerSeed = (g: TournamentGame) => (seedOf(g.first) < seedOf(g.second) ? g.second : g.first);
const higherSeedWins = (g: TournamentGame) => win(g, higherSeed(g));

const matchesOf = (t: Tournament, round: number) =>
  t.matches.filter((m) => m.round === round).map((m) => [m.a, m.b, m.winner]);

describe('bracketOrder', () => {
  it.each([
    [2, [1, 2]],
    [4, [1, 4, 2, 3]],
    [8, [1, 8, 4, 5, 2, 7, 3, 6]],
  ])('places %i seeds so the top two can only meet in the final', (size, order) => {
    expect(bracketOrder(size)).toEqual(order);
  });
});

describe('a knockout of 6, best of 3', () => {
  const start = act(create(bestOf3, six));

  it('seeds by rating and gives the top two seeds byes into round 2', () => {
    expect(start.entrants.map((e) => e.id)).toEqual(['s1', 's2', 's3', 's4', 's5', 's6']);
    expect(start.totalRounds).toBe(3);
    expect(matchesOf(start, 1)).toEqual([
      ['s1', null, 's1'],
      ['s4', 's5', null],
      ['s2', null, 's2'],
      ['s3', 's6', null],
    ]);
  });

  it('starts game 1 of each real match, the higher seed moving first', () => {
    expect(pendingGames(start).map((g) => [g.id, g.first, g.second])).toEqual([
      ['r1-m2-g1', 's4', 's5'],
      ['r1-m4-g1', 's3', 's6'],
    ]);
  });

  it('ends a match after two wins without a third game', () => {
    const t = playRound(playRound(start, higherSeedWins), higherSeedWins);
    expect(t.games.filter((g) => g.match === 'r1-m2').map((g) => [g.first, g.second])).toEqual([
      ['s4', 's5'],
      ['s5', 's4'],
    ]);
    expect(matchesOf(t, 2)).toEqual([
      ['s1', 's4', null],
      ['s2', 's3', null],
    ]);
  });

  it('plays a third game when the first two are split', () => {
    let t = playRound(start, higherSeedWins);
    t = playRound(t, (g) => win(g, lowerSeed(g)));
    expect(pendingGames(t).map((g) => [g.id, g.first])).toEqual([
      ['r1-m2-g3', 's4'],
      ['r1-m4-g3', 's3'],
    ]);
  });

  it('decides a match that drawn games leave level on wins by spread', () => {
    let t = start;
    const [g1] = pendingGames(t).filter((g) => g.match === 'r1-m2') as [TournamentGame];
    t = unwrap(recordResult(t, g1.id, win(g1, 's4', 10)));
    const g2 = pendingGames(t).find((g) => g.match === 'r1-m2') as TournamentGame;
    t = unwrap(recordResult(t, g2.id, win(g2, 's5', 40)));
    const g3 = pendingGames(t).find((g) => g.match === 'r1-m2') as TournamentGame;
    t = unwrap(recordResult(t, g3.id, { scores: [300, 300] }));
    expect(t.matches.find((m) => m.id === 'r1-m2')?.winner).toBe('s5');
  });

  it('crowns the champion and ranks by the round reached', () => {
    let t = start;
    while (!isFinished(t)) t = playRound(t, higherSeedWins);
    expect(matchesOf(t, 3)).toEqual([['s1', 's2', 's1']]);
    const table = standings(t);
    expect(table.map((s) => [s.player, s.reached])).toEqual([
      ['s1', 4],
      ['s2', 3],
      ['s3', 2],
      ['s4', 2],
      ['s5', 1],
      ['s6', 1],
    ]);
    expect(nextActions(t).map((a) => a.type)).toEqual(['finished']);
  });

  it('sends the opponent of a withdrawn player through and stops their game', () => {
    const t = unwrap(withdraw(start, 's5'));
    expect(t.matches.find((m) => m.id === 'r1-m2')?.winner).toBe('s4');
    expect(nextActions(t)).toContainEqual({
      type: 'stop-game',
      gameId: 'r1-m2-g1',
      outcome: 'forfeited',
    });
  });

  it('counts each game once even when reported twice', () => {
    const g = pendingGames(start)[0] as TournamentGame;
    const once = unwrap(recordResult(start, g.id, higherSeedWins(g)));
    expect(unwrap(recordResult(once, g.id, higherSeedWins(g)))).toBe(once);
    expect(once.games.filter((x) => x.match === g.match)).toHaveLength(2);
  });
});

it('plays a single-game knockout of 2 as a final', () => {
  let t = act(create({ ...bestOf3, bestOf: 1 }, six.slice(0, 2)));
  expect(t.totalRounds).toBe(1);
  t = playRound(t, higherSeedWins);
  expect(isFinished(t)).toBe(true);
  expect(standings(t)[0]?.player).toBe('s1');
});
