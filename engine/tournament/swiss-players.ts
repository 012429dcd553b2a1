// A tournament's players as the Swiss pairing sees them before a round: points, who they met,
// byes, first moves, and how they floated (met a lower or higher score group, or had the bye).
import { outcome, standings } from './standings';
import type { SwissPlayer } from './swiss-seats';
import type { Tournament } from './types';

export function swissPlayers(t: Tournament): SwissPlayer[] {
  const table = new Map(standings(t).map((s) => [s.player, s.points]));
  const before = pointsBeforeRounds(t);
  return t.entrants
    .filter((e) => !e.withdrawn)
    .map((e) => {
      const mine = t.games.filter((g) => g.first === e.id || g.second === e.id);
      const floats = Array.from({ length: t.round }, (_, r): 'down' | 'up' | null => {
        const round = r + 1;
        if (t.byes.some((b) => b.round === round && b.player === e.id)) return 'down';
        const game = mine.find((g) => g.round === round);
        if (!game) return null;
        const points = before[round] ?? new Map<string, number>();
        const other = game.first === e.id ? game.second : game.first;
        const diff = (points.get(e.id) ?? 0) - (points.get(other) ?? 0);
        return diff > 0 ? 'down' : diff < 0 ? 'up' : null;
      });
      return {
        id: e.id,
        points: table.get(e.id) ?? 0,
        seed: e.seed,
        opponents: new Set(mine.map((g) => (g.first === e.id ? g.second : g.first))),
        hadBye: t.byes.some((b) => b.player === e.id),
        colours: mine
          .filter((g) => g.status !== 'cancelled')
          .map((g) => (g.first === e.id ? 1 : -1) as 1 | -1),
        floats,
      };
    })
    .sort((a, b) => b.points - a.points || a.seed - b.seed);
}

/** For each round r (1-based), everyone's points before it was played. */
function pointsBeforeRounds(t: Tournament): Map<string, number>[] {
  const out: Map<string, number>[] = [];
  const points = new Map<string, number>();
  for (let round = 1; round <= t.round; round++) {
    out[round] = new Map(points);
    for (const g of t.games) {
      if (g.round !== round || g.status !== 'finished') continue;
      for (const id of [g.first, g.second]) points.set(id, (points.get(id) ?? 0) + outcome(g, id));
    }
    for (const b of t.byes)
      if (b.round === round) points.set(b.player, (points.get(b.player) ?? 0) + 1);
  }
  return out;
}
