// Standings by the field's tie-breaks: wins (half for draws, Swiss byes count as wins), then
// spread (cumulative score difference, the Scrabble standard), then the format's own.
//
// API: standings(t) → Standing[] in rank order; players equal on every key share a rank.
// Tiebreaks: Swiss — Buchholz (opponents' points), then median Buchholz (without the best and
// the worst opponent), then Sonneborn-Berger (points of the players beaten, half of those
// drawn); round robin — Sonneborn-Berger; knockout — the round reached first.
import type { Standing, Tournament, TournamentGame } from './types';

type Row = Omit<Standing, 'rank'> & { seed: number };

export function standings(t: Tournament): Standing[] {
  const rows = new Map<string, Row>();
  for (const e of t.entrants) {
    rows.set(e.id, {
      player: e.id,
      name: e.name,
      played: 0,
      points: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      spread: 0,
      buchholz: 0,
      medianBuchholz: 0,
      sonnebornBerger: 0,
      withdrawn: e.withdrawn,
      seed: e.seed,
    });
  }
  const row = (id: string) => rows.get(id) as Row;
  const finished = t.games.filter((g) => g.status === 'finished' && g.result);
  for (const g of finished) {
    const [fs, ss] = g.result?.scores ?? [0, 0];
    tally(row(g.first), fs - ss, outcome(g, g.first));
    tally(row(g.second), ss - fs, outcome(g, g.second));
  }
  for (const bye of t.byes) {
    row(bye.player).points += 1;
  }
  // Tiebreaks need everyone's final points first.
  const faced = new Map<string, number[]>();
  for (const g of finished) {
    for (const [me, them] of [
      [g.first, g.second],
      [g.second, g.first],
    ] as const) {
      const opponentPoints = row(them).points;
      row(me).buchholz += opponentPoints;
      row(me).sonnebornBerger += outcome(g, me) * opponentPoints;
      faced.set(me, [...(faced.get(me) ?? []), opponentPoints]);
    }
  }
  for (const [id, points] of faced) row(id).medianBuchholz = medianBuchholz(points);
  if (t.config.format === 'knockout') {
    for (const m of t.matches) {
      for (const id of [m.a, m.b])
        if (id) row(id).reached = Math.max(row(id).reached ?? 0, m.round);
      if (m.winner && m.round === t.totalRounds) row(m.winner).reached = t.totalRounds + 1;
    }
  }
  const keys = sortKeys(t);
  const sorted = [...rows.values()].sort((x, y) => compare(keys, x, y) || x.seed - y.seed);
  return sorted.map(({ seed: _seed, ...r }, i) => {
    let rank = i + 1;
    while (rank > 1 && compare(keys, sorted[rank - 2] as Row, r as Row) === 0) rank--;
    return { rank, ...r };
  });
}

/** Buchholz without the best and the worst opponent's points (all of it under three games). */
export function medianBuchholz(opponentPoints: readonly number[]): number {
  const sum = opponentPoints.reduce((a, b) => a + b, 0);
  if (opponentPoints.length < 3) return sum;
  return sum - Math.max(...opponentPoints) - Math.min(...opponentPoints);
}

/** 1 for a win, ½ for a draw, 0 for a loss, from `player`'s side of the game. */
export function outcome(g: TournamentGame, player: string): number {
  if (!g.result) return 0;
  if (g.result.forfeit) return g.result.forfeit === player ? 0 : 1;
  const [fs, ss] = g.result.scores;
  const mine = player === g.first ? fs - ss : ss - fs;
  return mine > 0 ? 1 : mine < 0 ? 0 : 0.5;
}

function tally(r: Row, spread: number, result: number): void {
  r.played++;
  r.points += result;
  r.spread += spread;
  if (result === 1) r.wins++;
  else if (result === 0) r.losses++;
  else r.draws++;
}

type Key = (r: Row) => number;

function sortKeys(t: Tournament): Key[] {
  const base: Key[] = [(r) => r.points, (r) => r.spread];
  switch (t.config.format) {
    case 'swiss':
      return [...base, (r) => r.buchholz, (r) => r.medianBuchholz, (r) => r.sonnebornBerger];
    case 'round-robin':
      return [...base, (r) => r.sonnebornBerger];
    case 'knockout':
      return [(r) => r.reached ?? 0, ...base];
  }
}

function compare(keys: readonly Key[], x: Row, y: Row): number {
  for (const key of keys) {
    const d = key(y) - key(x);
    if (d !== 0) return d;
  }
  return 0;
}
