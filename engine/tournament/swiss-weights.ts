// The Dutch criteria as edge weights for the maximum-weight matching, most important first (in
// FIDE's order): absolute first-move clashes, pairing outside the score group, first-move wishes
// both sides share, repeated floats, and distance from the Dutch order (top half meets bottom half).
// Each tier outweighs every possible total of the tiers below it, so the matching settles them
// in that order, as bbpPairings does.

import type { Seat } from './swiss-seats';

/** Penalties per tier, highest tier first. */
type Tiers = [number, number, number, number, number];

const TIER_CAPS = { colour: 1, float: 6, wish: 2 } as const;

export interface Weigher {
  pair(a: Seat, b: Seat): number;
  bye(a: Seat): number;
}

/**
 * Weights for a round of `pairs` pairs and `groups` score groups: tier multipliers sized so the
 * largest weight stays below `limit`. The Dutch-order tier is capped lower in huge fields.
 */
export function weigher(pairs: number, groups: number, lastRound: boolean, limit: number): Weigher {
  const gapCap = groups + 1;
  let orderCap = 63;
  let m = multipliers(pairs, gapCap, orderCap);
  while (m.top > limit && orderCap > 1) {
    orderCap = Math.floor(orderCap / 2);
    m = multipliers(pairs, gapCap, orderCap);
  }
  const weight = (t: Tiers) =>
    m.top -
    (t[0] * m.at[0]! +
      t[1] * m.at[1]! +
      t[2] * m.at[2]! +
      t[3] * m.at[3]! +
      Math.min(t[4], orderCap) * m.at[4]!);
  return {
    pair: (a, b) => weight(pairTiers(a, b, lastRound)),
    bye: (a) => weight(byeTiers(a, groups)),
  };
}

function multipliers(pairs: number, gapCap: number, orderCap: number) {
  const caps = [TIER_CAPS.colour, gapCap, TIER_CAPS.wish, TIER_CAPS.float, orderCap];
  // From the lowest tier up: one step of a tier is worth more than all pairs at the caps below.
  const at = [0, 0, 0, 0, 1];
  for (let t = 3; t >= 0; t--) at[t] = at[t + 1]! * (pairs * caps[t + 1]! + 1);
  // Every edge's weight stays positive: above the largest penalty one edge can carry.
  const top = at.reduce((sum, m, t) => sum + m * caps[t]!, 0) + 1;
  return { at, top };
}

/** The higher of two seats in rank: higher group, then higher place. */
const ranksAbove = (a: Seat, b: Seat) =>
  a.group < b.group || (a.group === b.group && a.place < b.place);

function pairTiers(x: Seat, y: Seat, lastRound: boolean): Tiers {
  const [a, b] = ranksAbove(x, y) ? [x, y] : [y, x];
  const clash = a.wish.colour !== 0 && a.wish.colour === b.wish.colour;
  const absolute = clash && a.wish.strength === 3 && b.wish.strength === 3;
  // FIDE lets two topscorers clash in the last round rather than float.
  const relaxed = absolute && lastRound && a.topscorer && b.topscorer;
  const gap = b.group - a.group;
  const floats =
    gap === 0
      ? 0
      : (a.floats.at(-1) === 'down' ? 2 : 0) +
        (a.floats.at(-2) === 'down' ? 1 : 0) +
        (b.floats.at(-1) === 'up' ? 2 : 0) +
        (b.floats.at(-2) === 'up' ? 1 : 0);
  const wish =
    !clash || (absolute && !relaxed) ? 0 : a.wish.strength >= 2 && b.wish.strength >= 2 ? 2 : 1;
  return [absolute && !relaxed ? 1 : 0, gap === 0 ? 0 : gap + 1, wish, floats, order(a, b, gap)];
}

/** Distance from the Dutch pairing: place i of the top half meets place i of the bottom half. */
function order(a: Seat, b: Seat, gap: number): number {
  // Across groups: the lowest of the higher group meets the highest of the lower one.
  if (gap > 0) return a.size - 1 - a.place + b.place;
  const half = Math.floor(a.size / 2);
  if (a.place < half && b.place >= half) return Math.abs(b.place - (a.place + half));
  return half + Math.abs(b.place - a.place);
}

/** The bye: to the lowest-ranked player of the lowest group, not to one who just floated down. */
function byeTiers(a: Seat, groups: number): Tiers {
  const gap = groups - 1 - a.group;
  const floats = (a.floats.at(-1) === 'down' ? 2 : 0) + (a.floats.at(-2) === 'down' ? 1 : 0);
  return [0, gap === 0 ? 0 : gap + 1, 0, floats, a.size - 1 - a.place];
}
