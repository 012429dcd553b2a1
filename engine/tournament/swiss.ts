// Swiss pairing, Dutch style, by maximum-weight matching (as bbpPairings does): no rematches and
// never a second bye (no edge at all), no two players who must both move first (or second)
// unless one is a topscorer in the last round; then FIDE C.04.3 bracket by bracket from the top
// score group (swiss-brackets.ts). Fields over 128 players, or a round the brackets cannot pair,
// take one matching over the whole field with the criteria as tiers (swiss-weights.ts).
// Deterministic, and it says why each floater floated.
//
// API: pairSwissRound(ranked, {lastRound}) → Result<{ pairs: [first, second][], bye, floats }>
// `ranked` comes in rank order (points, then seed). Who moves first: swiss-colours.ts.
import { fail, ok, type Result } from '../result';
import { maxWeightMatching, type WeightedEdge } from './matching';
import { pairByBrackets } from './swiss-brackets';
import { higherMovesFirst } from './swiss-colours';
import { explainFloats, type SwissFloat } from './swiss-floats';
import { type Seat, type SwissPlayer, seatsOf } from './swiss-seats';
import { weigher } from './swiss-weights';

export interface SwissRound {
  pairs: Array<[string, string]>;
  bye: string | null;
  /** Everyone paired outside their score group, or given the bye, and why. */
  floats: SwissFloat[];
}

export type { SwissFloat } from './swiss-floats';
export type { SwissPlayer };

export interface SwissOptions {
  /** The last round: two topscorers may then clash on first move rather than float. */
  lastRound?: boolean;
  /** Rounds in the tournament (a topscorer has more than half the points of those before the last). */
  rounds?: number;
}

/** Fields up to this size are paired bracket by bracket (and, if that fails, with every edge);
 * larger ones by one matching over a window around the Dutch order first. */
const DENSE_UP_TO = 128;
const MAX_WEIGHT = 2 ** 49;

export function pairSwissRound(
  ranked: readonly SwissPlayer[],
  options: SwissOptions = {},
): Result<SwissRound> {
  // Topscorers (FIDE A.7): over half the points that could have been won before the last round.
  const seats = seatsOf(ranked, Math.max(0, (options.rounds ?? 0) - 1));
  const n = seats.length;
  const lastRound = options.lastRound ?? false;
  if (n <= DENSE_UP_TO) {
    const paired = pairByBrackets(seats, (a, b) => mayMeet(a, b, lastRound));
    if (paired) return ok(roundOf(seats, paired.pairs, paired.bye));
  }
  const groups = new Set(ranked.map((p) => p.points)).size;
  const weights = weigher(Math.ceil(n / 2), groups, lastRound, MAX_WEIGHT);
  const bye = n % 2 === 1 ? n : -1;
  // A narrow window first in a big field; widened, and in the end every edge, if it pairs badly.
  const windows = n <= DENSE_UP_TO ? [Infinity] : [12, 48, Infinity];
  for (const window of windows) {
    const edges = edgesOf(seats, window, weights, bye);
    const mate = maxWeightMatching(bye >= 0 ? n + 1 : n, edges);
    if (mate.some((m) => m === -1)) continue;
    return ok(roundOf(seats, ...pairsOf(seats, mate, bye)));
  }
  return fail(
    'cannot-pair',
    'No pairing avoids a rematch or a second bye this round; end the tournament or lower its rounds.',
  );
}

function edgesOf(
  seats: readonly Seat[],
  window: number,
  weights: ReturnType<typeof weigher>,
  bye: number,
): WeightedEdge[] {
  const edges: WeightedEdge[] = [];
  seats.forEach((a, i) => {
    for (let j = i + 1; j < seats.length; j++) {
      const b = seats[j]!;
      if (a.player.opponents.has(b.player.id) || !near(a, b, window)) continue;
      edges.push({ a: i, b: j, weight: weights.pair(a, b) });
    }
    if (bye >= 0 && !a.player.hadBye) edges.push({ a: i, b: bye, weight: weights.bye(a) });
  });
  return edges;
}

/** Within `window` places of the Dutch partner, or of the group boundary across groups. */
function near(a: Seat, b: Seat, window: number): boolean {
  if (window === Infinity) return true;
  const gap = b.group - a.group;
  if (gap === 0) {
    const half = Math.floor(a.size / 2);
    return Math.abs(b.place - (a.place + half)) <= window || Math.abs(b.place - a.place) <= window;
  }
  return gap <= Math.ceil(window / 12) && a.size - a.place <= window && b.place < window;
}

/** FIDE C1 and C3: never a rematch; two who must both move first (or second) only if one is a
 * topscorer in the last round. */
function mayMeet(a: Seat, b: Seat, lastRound: boolean): boolean {
  if (a.player.opponents.has(b.player.id)) return false;
  const clash = a.wish.strength === 3 && b.wish.strength === 3 && a.wish.colour === b.wish.colour;
  return !clash || (lastRound && (a.topscorer || b.topscorer));
}

function pairsOf(
  seats: readonly Seat[],
  mate: readonly number[],
  bye: number,
): [[Seat, Seat][], Seat | null] {
  const pairs: [Seat, Seat][] = [];
  let byeSeat: Seat | null = null;
  seats.forEach((seat, i) => {
    const other = mate[i]!;
    if (other === bye) byeSeat = seat;
    else if (i < other) pairs.push([seat, seats[other]!]);
  });
  return [pairs, byeSeat];
}

function roundOf(
  seats: readonly Seat[],
  unordered: [Seat, Seat][],
  byeSeat: Seat | null,
): SwissRound {
  // Boards in rank order of their higher-ranked player; first moves decided board by board.
  const rank = (s: Seat) => seats.indexOf(s);
  const pairs = unordered
    .map(([a, b]): [Seat, Seat] => (rank(a) < rank(b) ? [a, b] : [b, a]))
    .sort((x, y) => rank(x[0]) - rank(y[0]));
  const ordered = pairs.map(([a, b], board): [string, string] =>
    // With no wish on either side, the higher seed's starting rank alternates first moves.
    higherMovesFirst(a.player.colours, b.player.colours, (a.player.seed ?? board + 1) - 1)
      ? [a.player.id, b.player.id]
      : [b.player.id, a.player.id],
  );
  return {
    pairs: ordered,
    bye: byeSeat?.player.id ?? null,
    floats: explainFloats(seats, pairs, byeSeat),
  };
}
