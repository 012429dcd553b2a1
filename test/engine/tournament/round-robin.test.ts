// Round robin: schedules, a hand-checked double round robin played to the end, and withdrawals.
import { describe, expect, it } from 'vitest';
import {
  type GameResult,
  isFinished,
  markStopped,
  nextActions,
  pairRound,
  recordResult,
  roundRobinRounds,
  standings,
  type TournamentConfig,
  type TournamentGame,
  withdraw,
} from '../../../engine/tournament';
import { act, create, pendingGames, players, playRound, unwrap, win } from './play';

const double: TournamentConfig = {
  format: 'round-robin',
  cycles: 2,
  schedule: 'all-at-once',
  withdrawal: 'forfeit',
  vacationDays: 30,
};

describe('roundRobinRounds', () => {
  it.each([2, 3, 4, 5, 8, 9])('has %i players meet each other exactly once a cycle', (n) => {
    const ids = Array.from({ length: n }, (_, i) => i);
    const rounds = roundRobinRounds(ids, 1);
    expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
    const met = rounds.flat().map(([a, b]) => [a, b].sort().join('-'));
    expect(new Set(met).size).toBe((n * (n - 1)) / 2);
    expect(met).toHaveLength((n * (n - 1)) / 2);
    for (const round of rounds) expect(new Set(round.flat()).size).toBe(round.length * 2);
  });

  it('has every pair move first once each in a double round robin', () => {
    const pairs = roundRobinRounds(['a', 'b', 'c', 'd'], 2).flat();
    expect(pairs).toHaveLength(12);
    expect(new Set(pairs.map(([x, y]) => `${x}>${y}`)).size).toBe(12);
  });
});

// A 4-player double round robin, results chosen by hand (scores as winner–loser; cycle 1, 2):
//   A–B 400–350, B–A 400–390 · A–C 380–380, A–C 410–400 · D–A 420–300, A–D 420–400
//   B–C 410–360, C–B 380–340 · B–D 390–370, D–B 360–330 · C–D 450–350, C–D 400–400
// Points: A 3.5, B 3, C 3, D 2.5. Spread: A -50, B -40, C +80, D +10 (so C is ahead of B).
// Sonneborn-Berger: A 3+1.5+3+2.5 = 10, B 3+2.5+3.5 = 9, C 1.75+2.5+3+1.25 = 8.5, D 3.5+3+1.5 = 8.
// Per pair (by id, in order), each cycle's scores: the first-named player's, then the other's.
const SCORES: Record<string, string> = {
  'a-b': '400-350 390-400',
  'a-c': '380-380 410-400',
  'a-d': '300-420 420-400',
  'b-c': '410-360 340-380',
  'b-d': '390-370 330-360',
  'c-d': '450-350 400-400',
};
const handChecked = (g: TournamentGame): GameResult => {
  const cycle = g.round <= 3 ? 0 : 1;
  const [low, high] = [g.first, g.second].sort() as [string, string];
  const game = SCORES[`${low}-${high}`]?.split(' ')[cycle]?.split('-').map(Number) ?? [];
  const score = (id: string) => game[id === low ? 0 : 1] ?? NaN;
  return { scores: [score(g.first), score(g.second)] };
};

describe('a 4-player double round robin, correspondence style', () => {
  const start = create(double, players('a', 'b', 'c', 'd'));

  it('starts all twelve games at once', () => {
    const actions = nextActions(start);
    expect(actions.filter((a) => a.type === 'start-game')).toHaveLength(12);
    expect(actions.some((a) => a.type === 'pair-round')).toBe(false);
    expect(pendingGames(act(start)).every((g) => g.room === 'open')).toBe(true);
  });

  it('has each player move first in three of their six games', () => {
    for (const id of ['a', 'b', 'c', 'd']) {
      expect(start.games.filter((g) => g.first === id)).toHaveLength(3);
      expect(start.games.filter((g) => g.second === id)).toHaveLength(3);
    }
  });

  it('ends with the hand-checked standings', () => {
    const end = playRound(act(start), handChecked);
    expect(isFinished(end)).toBe(true);
    const table = standings(end).map((s) => [
      s.rank,
      s.player,
      s.points,
      s.spread,
      s.sonnebornBerger,
    ]);
    expect(table).toEqual([
      [1, 'a', 3.5, -50, 10],
      [2, 'c', 3, 80, 8.5],
      [3, 'b', 3, -40, 9],
      [4, 'd', 2.5, 10, 8],
    ]);
    expect(standings(end).map((s) => [s.wins, s.draws, s.losses])).toEqual([
      [3, 1, 2],
      [2, 2, 2],
      [3, 0, 3],
      [2, 1, 3],
    ]);
    expect(nextActions(end)).toEqual([{ type: 'finished', standings: standings(end) }]);
  });

  it('recomputes the standings after every result', () => {
    const g = start.games[0] as TournamentGame;
    const after = unwrap(recordResult(start, g.id, win(g, g.first, 30)));
    expect(standings(after).find((s) => s.player === g.first)).toMatchObject({
      points: 1,
      spread: 30,
      played: 1,
    });
  });

  it('counts a game once even when its result is reported twice', () => {
    const g = start.games[0] as TournamentGame;
    const once = unwrap(recordResult(start, g.id, win(g, g.first)));
    expect(unwrap(recordResult(once, g.id, win(g, g.first)))).toBe(once);
    expect(unwrap(recordResult(once, g.id, win(g, g.second)))).toBe(once);
  });

  it('refuses results for unknown games and malformed results', () => {
    const g = start.games[0] as TournamentGame;
    const unknown = recordResult(start, 'r9-g9', { scores: [1, 0] });
    expect(unknown.ok ? null : unknown.error.code).toBe('unknown-game');
    const bad = recordResult(start, g.id, { scores: [1, 0], forfeit: 'zed' });
    expect(bad.ok ? null : bad.error.code).toBe('bad-result');
  });

  it('breaks a tie on points and spread by Sonneborn-Berger', () => {
    // Single cycle, every win by 10: a beats b and d, b beats c and d, c beats a, d beats c.
    const single = create({ ...double, cycles: 1 }, players('a', 'b', 'c', 'd'));
    const winners: Record<string, string> = {
      'a-b': 'a',
      'b-c': 'b',
      'a-c': 'c',
      'a-d': 'a',
      'b-d': 'b',
      'c-d': 'd',
    };
    const end = playRound(single, (g) =>
      win(g, winners[[g.first, g.second].sort().join('-')] as string, 10),
    );
    // a: 2 pts (beat b, d), b: 2 (beat c, d), c: 1, d: 1. Spread a +10, b +10.
    // SB: a = 2 (b) + 1 (d) = 3; b = 1 (c) + 1 (d) = 2.
    expect(
      standings(end)
        .slice(0, 2)
        .map((s) => [s.player, s.points, s.spread, s.sonnebornBerger]),
    ).toEqual([
      ['a', 2, 10, 3],
      ['b', 2, 10, 2],
    ]);
  });
});

describe('a round robin played in rounds', () => {
  const config: TournamentConfig = { ...double, cycles: 1, schedule: 'rounds' };

  it('pairs one round at a time, and only when the last one is over', () => {
    let t = create(config, players('a', 'b', 'c', 'd', 'e'));
    expect(nextActions(t)).toEqual([{ type: 'pair-round', round: 1 }]);
    t = act(t);
    expect(t.round).toBe(1);
    expect(pendingGames(t)).toHaveLength(2);
    const early = pairRound(t);
    expect(early.ok ? null : early.error.code).toBe('round-not-finished');
    for (let r = 1; r <= 5; r++) t = playRound(t, (g) => win(g, g.first));
    expect(isFinished(t)).toBe(true);
    expect(t.games).toHaveLength(10);
  });
});

describe.each([
  ['forfeit', 'finished', 'forfeited'],
  ['cancel', 'cancelled', 'cancelled'],
] as const)('a withdrawal when the rule is %s', (rule, status, outcome) => {
  const t = act(create({ ...double, withdrawal: rule }, players('a', 'b', 'c', 'd')));
  const out = unwrap(withdraw(t, 'd'));

  it(`marks every unfinished game of the player ${status}`, () => {
    const theirs = out.games.filter((g) => g.first === 'd' || g.second === 'd');
    expect(theirs.map((g) => g.status)).toEqual(Array(6).fill(status));
    expect(pendingGames(out)).toHaveLength(6);
  });

  it('asks the worker to stop the games already in play, once each', () => {
    const stops = nextActions(out).filter((a) => a.type === 'stop-game');
    expect(stops).toHaveLength(6);
    expect(stops[0]).toMatchObject({ outcome });
    const stopped = stops.reduce(
      (acc, a) => (a.type === 'stop-game' ? markStopped(acc, a.gameId) : acc),
      out,
    );
    expect(nextActions(stopped).filter((a) => a.type === 'stop-game')).toHaveLength(0);
  });

  it('scores the withdrawn games as the rule says', () => {
    const d = standings(out).find((s) => s.player === 'd');
    expect(d).toMatchObject({ withdrawn: true, played: rule === 'forfeit' ? 6 : 0, points: 0 });
    const a = standings(out).find((s) => s.player === 'a');
    expect(a?.points).toBe(rule === 'forfeit' ? 2 : 0);
  });

  it('is a no-op the second time', () => {
    expect(unwrap(withdraw(out, 'd'))).toBe(out);
  });
});
