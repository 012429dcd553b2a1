// Swiss pairing, Dutch style: within each score group the top half meets the bottom half, no
// rematches, at most one bye per player (the lowest-ranked player who has not had one), and
// whoever has moved first less often moves first.
//
// API: pairSwissRound(players) → Result<{ pairs: [first, second][], bye }>
// `players` come ranked (points, then seed); the search backtracks when a choice leaves someone
// with no legal opponent, so it finds a pairing whenever one exists (within a step budget).
// The npm `tournament-pairings` package was considered: it is GPL-3.0, shuffles with Math.random
// (so a replay would pair differently) and builds an O(n²)-edge blossom graph per round.
import { fail, ok, type Result } from '../result';

export interface SwissPlayer {
  id: string;
  points: number;
  opponents: ReadonlySet<string>;
  hadBye: boolean;
  /** Who moved first in each earlier game: +1 moved first, -1 moved second. */
  colours: readonly (1 | -1)[];
}

export interface SwissRound {
  pairs: Array<[string, string]>;
  bye: string | null;
}

/** Generous for a thousand players; only a hopeless field would exhaust it. */
const STEP_BUDGET = 2_000_000;

export function pairSwissRound(ranked: readonly SwissPlayer[]): Result<SwissRound> {
  const budget = { steps: STEP_BUDGET };
  if (ranked.length % 2 === 0) {
    const pairs = pairAll(ranked, budget);
    return pairs ? ok({ pairs: allocate(ranked, pairs), bye: null }) : cannotPair();
  }
  for (let i = ranked.length - 1; i >= 0; i--) {
    const bye = ranked[i] as SwissPlayer;
    if (bye.hadBye) continue;
    const rest = ranked.filter((_, j) => j !== i);
    const pairs = pairAll(rest, budget);
    if (pairs) return ok({ pairs: allocate(rest, pairs), bye: bye.id });
    if (budget.steps <= 0) break;
  }
  return cannotPair();
}

function cannotPair(): Result<never> {
  return fail(
    'cannot-pair',
    'No pairing avoids a rematch or a second bye this round; end the tournament or lower its rounds.',
  );
}

/** Index pairs [higher-ranked, lower-ranked] covering every player, or null. */
function pairAll(
  players: readonly SwissPlayer[],
  budget: { steps: number },
): Array<[number, number]> | null {
  const n = players.length;
  const groupEnd = scoreGroupEnds(players);
  const paired = new Array<boolean>(n).fill(false);
  const pairs: Array<[number, number]> = [];

  const search = (from: number): boolean => {
    let i = from;
    while (i < n && paired[i]) i++;
    if (i === n) return true;
    if (--budget.steps <= 0) return false;
    paired[i] = true;
    const me = players[i] as SwissPlayer;
    for (const j of candidates(players, i, groupEnd)) {
      if (paired[j] || me.opponents.has((players[j] as SwissPlayer).id)) continue;
      paired[j] = true;
      pairs.push([i, j]);
      if (search(i + 1)) return true;
      pairs.pop();
      paired[j] = false;
      if (budget.steps <= 0) break;
    }
    paired[i] = false;
    return false;
  };
  return search(0) ? pairs : null;
}

/** For each index, one past the last index of its score group. */
function scoreGroupEnds(players: readonly SwissPlayer[]): number[] {
  const ends = new Array<number>(players.length);
  let start = 0;
  for (let i = 1; i <= players.length; i++) {
    if (i === players.length || players[i]?.points !== players[start]?.points) {
      ends.fill(i, start, i);
      start = i;
    }
  }
  return ends;
}

/**
 * Opponents for player i in order of preference: in i's own score group the one at the same
 * place in the bottom half first, then the rest of the bottom half, then the top half; then the
 * groups below, best first. Within a half, opponents whose wish to move first or second differs
 * from i's come first: two players who have both moved first more often would leave one of them
 * two ahead.
 */
function* candidates(
  players: readonly SwissPlayer[],
  i: number,
  groupEnd: readonly number[],
): Generator<number> {
  const n = players.length;
  const end = groupEnd[i] as number;
  let start = i;
  while (start > 0 && groupEnd[start - 1] === end) start--;
  const half = Math.floor((end - start) / 2);
  const ideal = i - start < half ? i + half : i + 1;
  const mine = preference(players[i] as SwissPlayer);
  // 2 when both must even out the same way, 1 when both only want to alternate the same way.
  const clash = (j: number) => {
    const theirs = preference(players[j] as SwissPlayer);
    return mine !== 0 && Math.sign(theirs) === Math.sign(mine)
      ? Math.min(Math.abs(mine), Math.abs(theirs))
      : 0;
  };
  const inGroup: number[] = [];
  for (let j = i + 1; j < end; j++) inGroup.push(j);
  // Dutch order: swap within the bottom half before swapping players between the halves.
  const topHalf = i - start < half;
  const crossesOver = (j: number) => (topHalf && j < start + half ? 1 : 0);
  inGroup.sort(
    (a, b) =>
      crossesOver(a) - crossesOver(b) ||
      clash(a) - clash(b) ||
      Math.abs(a - ideal) - Math.abs(b - ideal) ||
      a - b,
  );
  yield* inGroup;
  const below: number[] = [];
  for (let j = end; j < n; j++) below.push(j);
  below.sort(
    (a, b) => (groupEnd[a] as number) - (groupEnd[b] as number) || clash(a) - clash(b) || a - b,
  );
  yield* below;
}

function balance(p: SwissPlayer): number {
  return p.colours.reduce<number>((s, c) => s + c, 0);
}

/** +2/-2: wants to move first/second to even out; +1/-1: only to alternate; 0: no wish. */
function preference(p: SwissPlayer): number {
  const b = balance(p);
  if (b !== 0) return b > 0 ? -2 : 2;
  const last = p.colours[p.colours.length - 1] ?? 0;
  return -last;
}

/** Decides who moves first in each pair, board by board. */
function allocate(
  players: readonly SwissPlayer[],
  pairs: Array<[number, number]>,
): Array<[string, string]> {
  return pairs.map(([hi, lo], board) => {
    const a = players[hi] as SwissPlayer;
    const b = players[lo] as SwissPlayer;
    const last = (p: SwissPlayer) => p.colours[p.colours.length - 1] ?? 0;
    let aFirst: boolean;
    if (balance(a) !== balance(b)) aFirst = balance(a) < balance(b);
    else if (last(a) !== last(b)) aFirst = last(a) < last(b);
    else aFirst = board % 2 === 0;
    return aFirst ? [a.id, b.id] : [b.id, a.id];
  });
}
