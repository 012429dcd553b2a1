// Swiss standings by the field's tie-breaks: wins, spread, Buchholz, median Buchholz, then SB.
import { describe, expect, it } from 'vitest';
import { standings } from '../../../engine/tournament';
import { medianBuchholz, outcome } from '../../../engine/tournament/standings';
import { randomSwiss } from './swiss-field';

describe('median Buchholz', () => {
  it('drops the best and the worst opponent, from three games on', () => {
    expect(medianBuchholz([3, 1, 2, 0])).toBe(3);
    expect(medianBuchholz([2, 2, 2])).toBe(2);
    expect(medianBuchholz([3, 1])).toBe(4);
    expect(medianBuchholz([])).toBe(0);
  });
});

describe('Swiss standings', () => {
  const t = randomSwiss(3);
  const table = standings(t);
  const keys = (s: (typeof table)[number]) => [
    s.points,
    s.spread,
    s.buchholz,
    s.medianBuchholz,
    s.sonnebornBerger,
  ];

  it('rank by wins, then spread, then Buchholz, median Buchholz and Sonneborn-Berger', () => {
    for (let i = 1; i < table.length; i++) {
      const [a, b] = [keys(table[i - 1]!), keys(table[i]!)];
      const first = a.findIndex((x, k) => x !== b[k]);
      if (first === -1) expect(table[i]!.rank).toBe(table[i - 1]!.rank);
      else expect(a[first]!).toBeGreaterThan(b[first]!);
    }
  });

  it('work Buchholz and its median out of the opponents’ final points', () => {
    const points = new Map(table.map((s) => [s.player, s.points]));
    for (const s of table) {
      const faced = t.games
        .filter((g) => g.status === 'finished' && (g.first === s.player || g.second === s.player))
        .map((g) => points.get(g.first === s.player ? g.second : g.first)!);
      expect(s.buchholz).toBe(faced.reduce((a, b) => a + b, 0));
      expect(s.medianBuchholz).toBe(medianBuchholz(faced));
      const wins = t.games.filter(
        (g) =>
          g.status === 'finished' &&
          outcome(g, s.player) === 1 &&
          (g.first === s.player || g.second === s.player),
      ).length;
      expect(s.wins).toBe(wins);
    }
  });
});
