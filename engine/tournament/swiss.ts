// Swiss pairing, Dutch style, by maximum-weight matching (as bbpPairings does): no rematches and
// never a second bye (no edge at all), then, in FIDE's order, no absolute first-move clash,
// players kept in their score group, first-move wishes met, no float twice running, the Dutch
// order (top half meets bottom half). Deterministic, and it says why each floater floated.
//
// API: pairSwissRound(ranked, {lastRound}) → Result<{ pairs: [first, second][], bye, floats }>
// `ranked` comes in rank order (points, then seed). Who moves first: swiss-colours.ts.
import { fail, ok, type Result } from '../result';
import { maxWeightMatching, type WeightedEdge } from './matching';
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
  /** Rounds in the tournament (a topscorer has more than half of them in points). */
  rounds?: number;
}

/** Fields up to this size get every edge; larger ones a window around the Dutch order first. */
const DENSE_UP_TO = 128;
const MAX_WEIGHT = 2 ** 49;

export function pairSwissRound(
  ranked: readonly SwissPlayer[],
  options: SwissOptions = {},
): Result<SwissRound> {
  const seats = seatsOf(ranked, options.rounds ?? 0);
  const n = seats.length;
  const groups = new Set(ranked.map((p) => p.points)).size;
  const weights = weigher(Math.ceil(n / 2), groups, options.lastRound ?? false, MAX_WEIGHT);
  const bye = n % 2 === 1 ? n : -1;
  // A narrow window first in a big field; widened, and in the end every edge, if it pairs badly.
  const windows = n <= DENSE_UP_TO ? [Infinity] : [12, 48, Infinity];
  for (const window of windows) {
    const edges = edgesOf(seats, window, weights, bye);
    const mate = maxWeightMatching(bye >= 0 ? n + 1 : n, edges);
    if (mate.some((m) => m === -1)) continue;
    return ok(roundOf(seats, mate, bye));
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

function roundOf(seats: readonly Seat[], mate: readonly number[], bye: number): SwissRound {
  const pairs: [Seat, Seat][] = [];
  let byeSeat: Seat | null = null;
  seats.forEach((seat, i) => {
    const other = mate[i]!;
    if (other === bye) byeSeat = seat;
    else if (i < other) pairs.push([seat, seats[other]!]);
  });
  // Boards in rank order of their higher-ranked player; first moves decided board by board.
  const ordered = pairs.map(([a, b], board): [string, string] =>
    higherMovesFirst(a.player.colours, b.player.colours, board)
      ? [a.player.id, b.player.id]
      : [b.player.id, a.player.id],
  );
  return {
    pairs: ordered,
    bye: (byeSeat as Seat | null)?.player.id ?? null,
    floats: explainFloats(seats, pairs, byeSeat),
  };
}
