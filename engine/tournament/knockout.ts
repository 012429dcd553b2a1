// Knockout brackets: seeded by rating, byes for the top seeds up to a power of two, best-of-N
// matches decided by games won, then spread, then seed.
//
// API (used by the tournament reducer):
//   firstRoundMatches(entrantsBySeed) → KnockoutMatch[]      round 1, byes already decided
//   nextRoundMatches(previous, round) → KnockoutMatch[]      winners of neighbouring matches meet
//   matchProgress(match, games, bestOf, withdrawn) → { winner } | { next: { first, second, number } }
import type { KnockoutMatch, TournamentGame } from './types';

/** Bracket order of seeds, so 1 and 2 can only meet in the final: 8 → 1 8 4 5 2 7 3 6. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((s) => [s, next - s]);
  }
  return order;
}

export function bracketSize(players: number): number {
  let size = 1;
  while (size < players) size *= 2;
  return size;
}

export function firstRoundMatches(bySeed: readonly string[]): KnockoutMatch[] {
  const order = bracketOrder(bracketSize(bySeed.length));
  const matches: KnockoutMatch[] = [];
  for (let i = 0; i < order.length; i += 2) {
    const a = bySeed[(order[i] as number) - 1] ?? null;
    const b = bySeed[(order[i + 1] as number) - 1] ?? null;
    const bye = a === null ? b : b === null ? a : null;
    matches.push({ id: `r1-m${i / 2 + 1}`, round: 1, a, b, winner: bye });
  }
  return matches;
}

export function nextRoundMatches(
  previous: readonly KnockoutMatch[],
  round: number,
): KnockoutMatch[] {
  const matches: KnockoutMatch[] = [];
  for (let i = 0; i < previous.length; i += 2) {
    const a = previous[i]?.winner ?? null;
    const b = previous[i + 1]?.winner ?? null;
    if (a === null || b === null)
      throw new Error(`round ${round} paired before round ${round - 1} ended`);
    matches.push({ id: `r${round}-m${i / 2 + 1}`, round, a, b, winner: null });
  }
  return matches;
}

export type MatchProgress =
  | { winner: string }
  | { next: { first: string; second: string; number: number } };

export function matchProgress(
  match: KnockoutMatch,
  games: readonly TournamentGame[],
  bestOf: number,
  withdrawn: (id: string) => boolean,
): MatchProgress | null {
  const { a, b } = match;
  if (a === null || b === null) return { winner: (a ?? b) as string };
  if (withdrawn(a) !== withdrawn(b)) return { winner: withdrawn(a) ? b : a };
  const mine = games.filter((g) => g.match === match.id);
  if (mine.some((g) => g.status === 'pending')) return null;
  const tally = { [a]: { wins: 0, spread: 0 }, [b]: { wins: 0, spread: 0 } };
  for (const g of mine) {
    if (g.status !== 'finished' || !g.result) continue;
    const [fs, ss] = g.result.scores;
    const winner = g.result.forfeit
      ? g.result.forfeit === g.first
        ? g.second
        : g.first
      : fs > ss
        ? g.first
        : ss > fs
          ? g.second
          : null;
    (tally[g.first] as { spread: number }).spread += fs - ss;
    (tally[g.second] as { spread: number }).spread += ss - fs;
    if (winner) (tally[winner] as { wins: number }).wins++;
  }
  const ta = tally[a] as { wins: number; spread: number };
  const tb = tally[b] as { wins: number; spread: number };
  const need = (bestOf + 1) / 2;
  if (ta.wins >= need) return { winner: a };
  if (tb.wins >= need) return { winner: b };
  const played = mine.filter((g) => g.status === 'finished').length;
  // Drawn games can use up the match: then games won, spread, and finally the higher seed.
  if (played >= bestOf || (withdrawn(a) && withdrawn(b))) {
    if (ta.wins !== tb.wins) return { winner: ta.wins > tb.wins ? a : b };
    return { winner: tb.spread > ta.spread ? b : a };
  }
  const number = mine.length + 1;
  return {
    next: number % 2 === 1 ? { first: a, second: b, number } : { first: b, second: a, number },
  };
}
