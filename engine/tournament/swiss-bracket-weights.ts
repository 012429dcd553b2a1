// The weight of a pair while one Dutch bracket (C.04.3) is paired: the bracket's criteria in
// FIDE's order, each outweighing all below it (bigint, so nothing is capped): C5 pairs in the
// bracket, C6 its score differences, C7 pairs left for the next bracket, C8–C11 first-move
// wishes, C12–C19 repeated floats and their score differences, then the fewest exchanges and the
// Dutch order of S1 against S2.
// Players below the bracket take part only so the round can still be completed (C4).
import type { Seat } from './swiss-seats';

/** A bracket: the players moved down into it and its own score group, both in rank order. */
export interface Bracket {
  mdps: readonly Seat[];
  residents: readonly Seat[];
  /** The score group after this one (the next bracket's residents). */
  next: ReadonlySet<Seat>;
  /** Residents left once the moved-down players have their opponents: split into S1 and S2. */
  remainder: readonly Seat[];
  /** Score of the group below this bracket, where its floaters land (the bracket's, less 1, if none). */
  floorPoints: number;
}

/** A pair's criteria, best first; each entry is "good" (higher is better), with its per-pair most. */
type Tier = [value: bigint, most: bigint];

const isMdp = (b: Bracket, s: Seat) => b.mdps.includes(s);
const inBracket = (b: Bracket, s: Seat | null): s is Seat =>
  s !== null && (isMdp(b, s) || b.residents.includes(s));

/** Half points, so every score difference is a whole number. */
const halves = (points: number) => BigInt(Math.round(points * 2));

/** A score difference's cost: each half point more outweighs any number of smaller ones. */
const cost = (base: bigint, d: bigint) => base ** d;

function tiersOf(b: Bracket, x: Seat | null, y: Seat | null, base: bigint, maxD: bigint): Tier[] {
  const bothIn = inBracket(b, x) && inBracket(b, y);
  const [hi, lo] = rankOrder(x, y);
  const penalty = (bad: boolean): Tier => [bad ? 0n : 1n, 1n];
  const wish = bothIn && hi!.wish.colour !== 0 && hi!.wish.colour === lo!.wish.colour;
  const floor = halves(b.floorPoints);
  const psd = (): bigint => {
    if (!bothIn) return 0n;
    const [a, c] = [halves(hi!.player.points), halves(lo!.player.points)];
    return cost(base, a - floor) + cost(base, c - floor) - cost(base, a - c);
  };
  const nextPair = !bothIn && [x, y].every((s) => s !== null && (inBracket(b, s) || b.next.has(s)));
  // C12–C15 count the players who float as they did one or two rounds before; C16–C19 weigh
  // those floats by their score differences.
  const repeats = [
    floatRepeats(b, x, y, 1, 'down'),
    floatRepeats(b, x, y, 1, 'up'),
    floatRepeats(b, x, y, 2, 'down'),
    floatRepeats(b, x, y, 2, 'up'),
  ];
  return [
    [bothIn ? 1n : 0n, 1n],
    [psd(), 2n * cost(base, maxD)],
    [nextPair ? 1n : 0n, 1n],
    // C7's score differences: the higher a floater's score, the more it should find a partner
    // in the next bracket rather than float on.
    [nextPair ? floaterCredit(b, x, y, base) : 0n, 2n * cost(base, maxD)],
    penalty(wish && hi!.wish.strength === 3 && lo!.wish.strength === 3),
    penalty(wish),
    penalty(wish && hi!.wish.strength >= 2 && lo!.wish.strength >= 2),
    ...repeats.map((r): Tier => [2n - BigInt(r.length), 2n]),
    ...repeats.map((r): Tier => {
      const most = 2n * cost(base, maxD);
      return [most - r.reduce((sum, d) => sum + cost(base, d), 0n), most];
    }),
    ...exchanges(b, bothIn ? hi : null),
  ];
}

/** A bracket player paired into the next bracket: the cost of its score above the floor. */
function floaterCredit(b: Bracket, x: Seat | null, y: Seat | null, base: bigint): bigint {
  const floater = inBracket(b, x) ? x : inBracket(b, y) ? y : null;
  return floater ? cost(base, halves(floater.player.points) - halves(b.floorPoints)) : 0n;
}

/** The higher-ranked first; a null (the bye) last. */
function rankOrder(x: Seat | null, y: Seat | null): [Seat | null, Seat | null] {
  if (x === null || y === null) return [x ?? y, null];
  const above = x.group < y.group || (x.group === y.group && x.place < y.place);
  return above ? [x, y] : [y, x];
}

/**
 * The bracket players of a pair who float `way` as they did `back` rounds ago, each as the
 * float's score difference in half points (a float out of the bracket: down to its floor).
 */
function floatRepeats(
  b: Bracket,
  x: Seat | null,
  y: Seat | null,
  back: number,
  way: 'down' | 'up',
): bigint[] {
  const out: bigint[] = [];
  for (const [me, other] of [
    [x, y],
    [y, x],
  ] as const) {
    if (!inBracket(b, me) || me.floats.at(-back) !== way) continue;
    const mine = halves(me.player.points);
    const theirs = other && inBracket(b, other) ? halves(other.player.points) : null;
    if (way === 'down' && (theirs === null || theirs < mine)) {
      out.push(mine - (theirs ?? halves(b.floorPoints)));
    } else if (way === 'up' && theirs !== null && theirs > mine) out.push(theirs - mine);
  }
  return out;
}

/**
 * FIDE's exchanges: the higher player of each remainder pair stands in S1 after the exchange;
 * fewest players brought up from S2 first, then the smallest sum of their bracket numbers (with
 * the pair count fixed, the same as the smallest difference of the numbers swapped).
 */
function exchanges(b: Bracket, hi: Seat | null): Tier[] {
  const r = b.remainder.length;
  const half = Math.floor(r / 2);
  const i = hi === null ? -1 : b.remainder.indexOf(hi);
  const [s1, s2] = [2n ** BigInt(half), 2n ** BigInt(r)];
  if (i < 0)
    return [
      [1n, 1n],
      [BigInt(r), BigInt(r)],
      [s1, s1],
      [0n, s2],
    ];
  return [
    [i < half ? 1n : 0n, 1n],
    [BigInt(r - i), BigInt(r)],
    // Then the highest bracket number moved from S1 to S2 (an S1 player who stays costs 2^i),
    [i < half ? s1 - 2n ** BigInt(i) : s1, s1],
    // and the lowest moved from S2 to S1.
    [i >= half ? 2n ** BigInt(r - 1 - i) : 0n, s2],
  ];
}

/**
 * The Dutch order, as one number per bracket position: moved-down players, then the remainder,
 * each wanting the earliest partner in its list (S2 for S1, then exchanges); an earlier position's
 * wish outweighs every later one. Returns [value, most] for the pair's higher-ranked player.
 */
function orderOf(b: Bracket, hi: Seat | null, lo: Seat | null): Tier {
  const positions = [...b.mdps, ...b.remainder];
  const choices = BigInt(2 * positions.length + 1);
  const most = (choices + 1n) ** BigInt(positions.length);
  const p = hi === null || lo === null ? -1 : positions.indexOf(hi);
  if (p < 0 || !inBracket(b, lo)) return [0n, most];
  const weight = (choices + 1n) ** BigInt(positions.length - 1 - p);
  return [(choices - BigInt(preference(b, hi!, lo))) * weight, most];
}

/** Where `lo` stands in `hi`'s list of partners (0 = the Dutch one). */
function preference(b: Bracket, hi: Seat, lo: Seat): number {
  const r = b.remainder;
  if (isMdp(b, hi)) {
    const k = b.residents.indexOf(lo);
    return k >= 0 ? k : b.residents.length + b.mdps.indexOf(lo);
  }
  // After the exchanges S2 is in rank order: the earliest partner is the first transposition.
  const j = r.indexOf(lo);
  return j < 0 ? 2 * r.length : j;
}

/**
 * The weigher for one bracket: edges among the bracket and everyone below it, so that the
 * matching keeps the rest of the round pairable; `null` is the bye.
 */
export function bracketWeigher(
  b: Bracket,
  vertices: number,
): (x: Seat | null, y: Seat | null) => bigint {
  const size = b.mdps.length + b.residents.length;
  const base = BigInt(size + 2);
  // The top score is the first moved-down player's, or else the group's own.
  const top = (b.mdps[0] ?? b.residents[0])?.player.points ?? b.floorPoints;
  const maxD = halves(top) - halves(b.floorPoints) + 1n;
  const pairs = BigInt(Math.ceil(vertices / 2));
  return (x, y) => {
    const tiers = tiersOf(b, x, y, base, maxD);
    tiers.push(orderOf(b, ...rankOrder(x, y)));
    // Mixed radix: a tier's step is worth more than every pair at its best in the tiers below.
    let weight = 1n;
    let radix = 1n;
    for (let t = tiers.length - 1; t >= 0; t--) {
      const [value, most] = tiers[t]!;
      weight += value * radix;
      radix *= most * pairs + 1n;
    }
    return weight;
  };
}
