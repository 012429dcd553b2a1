// Between a TRF card table and the Swiss pairer: the players as pairSwissRound sees them before
// round r (rounds 1..r-1 of the file), and a paired, played round written back onto the cards.
// Ids are start numbers as strings; rank is points, then start number (the TRF default).

import type { SwissOptions, SwissPlayer, SwissRound } from './swiss';
import { scoreOf, type Trf, type TrfGame, wasPlayed } from './trf';

export interface SwissInput {
  ranked: SwissPlayer[];
  options: SwissOptions;
}

/** Everyone's points before each round: before[r][start], r from 1. */
function pointsBefore(trf: Trf, round: number): Map<number, number>[] {
  const out: Map<number, number>[] = [];
  const points = new Map(trf.players.map((p) => [p.start, 0]));
  for (let r = 1; r <= round; r++) {
    out[r] = new Map(points);
    for (const p of trf.players) {
      const g = p.games[r - 1];
      if (g) points.set(p.start, (points.get(p.start) ?? 0) + scoreOf(g));
    }
  }
  return out;
}

/** The field before `round` (1-based), ranked, with the options the pairer needs. */
export function swissInputOf(trf: Trf, round: number): SwissInput {
  const before = pointsBefore(trf, round);
  const now = before[round]!;
  const ranked = trf.players
    .map((p): SwissPlayer => {
      const games = p.games.slice(0, round - 1);
      const played = games.filter(wasPlayed);
      return {
        id: String(p.start),
        points: now.get(p.start) ?? 0,
        seed: p.start,
        opponents: new Set(played.map((g) => String(g.opponent))),
        // FIDE C2: a pairing-allocated bye or a forfeit win rules out another bye.
        hadBye: games.some((g) => !wasPlayed(g) && (g.result === 'U' || g.result === '+')),
        colours: played.map((g) => (g.colour === 'w' ? 1 : -1)),
        floats: Array.from({ length: round - 1 }, (_, r) =>
          floatOf(p.start, games[r], before[r + 1]!),
        ),
      };
    })
    .sort((a, b) => b.points - a.points || Number(a.id) - Number(b.id));
  const rounds = trf.rounds ?? round;
  return { ranked, options: { rounds, lastRound: round >= rounds } };
}

/** FIDE: a round not played over the board counts as a float down. */
function floatOf(
  start: number,
  g: TrfGame | undefined,
  points: Map<number, number>,
): 'down' | 'up' | null {
  if (!g || !wasPlayed(g)) return 'down';
  const diff = (points.get(start) ?? 0) - (points.get(g.opponent!) ?? 0);
  return diff > 0 ? 'down' : diff < 0 ? 'up' : null;
}

/**
 * The cards with `round` added: each pair as [first, second] (first is White), the bye as "U",
 * and each first player's score from `firstScores` (1, 0.5 or 0); the points fields updated.
 */
export function withRound(
  trf: Trf,
  round: number,
  pairing: Pick<SwissRound, 'pairs' | 'bye'>,
  firstScores: ReadonlyMap<string, number>,
): Trf {
  const cell = new Map<number, TrfGame>();
  for (const [first, second] of pairing.pairs) {
    const s = firstScores.get(first) ?? 0;
    const [a, b] = [Number(first), Number(second)];
    cell.set(a, { opponent: b, colour: 'w', result: s === 1 ? '1' : s === 0 ? '0' : '=' });
    cell.set(b, { opponent: a, colour: 'b', result: s === 1 ? '0' : s === 0 ? '1' : '=' });
  }
  if (pairing.bye) cell.set(Number(pairing.bye), { opponent: null, colour: null, result: 'U' });
  const absent: TrfGame = { opponent: null, colour: null, result: 'Z' };
  return {
    ...trf,
    players: trf.players.map((p) => {
      const games = [...p.games.slice(0, round - 1)];
      while (games.length < round - 1) games.push(absent);
      games.push(cell.get(p.start) ?? absent);
      return { ...p, games, points: games.reduce((s, g) => s + scoreOf(g), 0) };
    }),
  };
}
