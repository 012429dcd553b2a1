// The Dutch system's bracket by bracket pairing (FIDE C.04.3): from the top score group down,
// each bracket (players moved down into it, then its own group) is paired as well as its own
// criteria allow while the rest of the round stays pairable; whoever it cannot pair moves down
// into the next. A bracket with moved-down players is paired twice: first to settle who they
// meet, then the remainder, split into S1 and S2, in the Dutch order.
import { maxWeightMatching, type WeightedEdge } from './matching';
import { type Bracket, bracketWeigher } from './swiss-bracket-weights';
import type { Seat } from './swiss-seats';

export interface BracketPairing {
  pairs: [Seat, Seat][];
  bye: Seat | null;
}

/** Whether two seats may meet: never again, and never two who must both move first (or second). */
export type Compatible = (a: Seat, b: Seat) => boolean;

/** The round paired bracket by bracket, or null when some bracket leaves the round unpairable. */
export function pairByBrackets(
  seats: readonly Seat[],
  compatible: Compatible,
): BracketPairing | null {
  const pairs: [Seat, Seat][] = [];
  let bye: Seat | null = null;
  let mdps: Seat[] = [];
  const groups = [...new Set(seats.map((s) => s.group))];
  for (const [k, group] of groups.entries()) {
    const residents = seats.filter((s) => s.group === group);
    const lower = seats.filter((s) => s.group > group);
    const next = new Set(seats.filter((s) => s.group === groups[k + 1]));
    const floorPoints =
      next.size > 0 ? [...next][0]!.player.points : residents[0]!.player.points - 1;
    const base: Bracket = { mdps, residents, next, remainder: residents, floorPoints };
    // FIDE C7 looks at the next bracket alone; the round's completion (C4) is checked after,
    // and only a bracket that would leave it unpairable is paired with everyone below in view.
    const local = lower.length > 0 ? pairBracket(base, [...next], compatible, true) : null;
    const mate =
      local && completes(seats, pairs, base, local, compatible)
        ? local
        : pairBracket(base, lower, compatible, false);
    if (!mate) return null;
    mdps = [];
    const inside = [...base.mdps, ...residents];
    for (const s of inside) {
      const partner = mate.get(s) ?? null;
      if (partner === null && lower.length === 0) bye = s;
      else if (partner === null || !inside.includes(partner)) mdps.push(s);
      else if (s.group < partner.group || (s.group === partner.group && s.place < partner.place)) {
        pairs.push([s, partner]);
      }
    }
  }
  return mdps.length === 0 ? { pairs, bye } : null;
}

/**
 * A bracket in one or two matchings, as FIDE builds it: with moved-down players, their
 * opponents first (S1 = the moved-down, S2 = the residents); then the remainder, S1 against S2.
 */
function pairBracket(
  base: Bracket,
  lower: readonly Seat[],
  compatible: Compatible,
  local: boolean,
): Map<Seat, Seat | null> | null {
  const inside = new Set<Seat>([...base.mdps, ...base.residents]);
  const staying = (mate: Map<Seat, Seat | null>, s: Seat) => {
    const p = mate.get(s) ?? null;
    return p !== null && inside.has(p) ? p : null;
  };
  const fixed = new Map<Seat, Seat | null>();
  let mate = matchBracket(
    { ...base, remainder: base.mdps.length > 0 ? [] : base.residents },
    lower,
    compatible,
    fixed,
    local,
  );
  if (!mate) return null;
  let remainder = base.residents;
  if (base.mdps.length > 0) {
    for (const m of base.mdps) fixed.set(m, staying(mate, m));
    const taken = new Set(fixed.values());
    remainder = base.residents.filter((r) => !taken.has(r));
    mate = matchBracket({ ...base, remainder }, lower, compatible, fixed, local);
    if (!mate) return null;
  }
  return mate;
}

/**
 * One matching over the bracket and the players below it: everyone below, and the bye if the
 * count is odd, so the round stays pairable; or (`local`) only the next score group, where
 * anyone may stay unpaired. Each bracket player's partner (null: the bye, or unpaired), or null
 * if not everyone can be paired. `fixed` pins moved-down players: to their opponent, or (null)
 * to leave the bracket.
 */
function matchBracket(
  b: Bracket,
  lower: readonly Seat[],
  compatible: Compatible,
  fixed: ReadonlyMap<Seat, Seat | null>,
  local: boolean,
): Map<Seat, Seat | null> | null {
  const vertices: Seat[] = [...b.mdps, ...b.residents, ...lower];
  const bye = !local && vertices.length % 2 === 1 ? vertices.length : -1;
  const inside = new Set<Seat>([...b.mdps, ...b.residents]);
  const partnerOf = new Map<Seat, Seat>();
  for (const [m, p] of fixed) {
    if (p === null) continue;
    partnerOf.set(m, p);
    partnerOf.set(p, m);
  }
  // A pinned player meets only their opponent; a moved-down player who leaves, nobody inside.
  const allowed = (x: Seat, y: Seat | null): boolean => {
    for (const [u, v] of [
      [x, y],
      [y, x],
    ] as const) {
      if (u === null) continue;
      if (partnerOf.has(u)) return partnerOf.get(u) === v;
      if (fixed.has(u) && v !== null && inside.has(v)) return false;
    }
    return true;
  };
  const weight = bracketWeigher(b, vertices.length + (bye >= 0 ? 1 : 0));
  const edges: WeightedEdge[] = [];
  vertices.forEach((x, i) => {
    for (let j = i + 1; j < vertices.length; j++) {
      const y = vertices[j]!;
      if (compatible(x, y) && allowed(x, y)) edges.push({ a: i, b: j, weight: weight(x, y) });
    }
    if (bye >= 0 && !x.player.hadBye && allowed(x, null))
      edges.push({ a: i, b: bye, weight: weight(x, null) });
  });
  const n = vertices.length;
  // Unpaired, locally: each player's own stand-in (stand-ins pair off among themselves), so the
  // most pairs never outweighs the criteria; a bracket player's stand-in weighs like a float.
  if (local) {
    for (let i = 0; i < n; i++) {
      const x = vertices[i]!;
      edges.push({
        a: i,
        b: n + i,
        weight: inside.has(x) && allowed(x, null) ? weight(x, null) : 0n,
      });
      for (let j = i + 1; j < n; j++) edges.push({ a: n + i, b: n + j, weight: 0n });
    }
  }
  const mate = maxWeightMatching(local ? 2 * n : bye >= 0 ? n + 1 : n, edges);
  if (mate.some((m) => m === -1)) return null;
  const out = new Map<Seat, Seat | null>();
  for (const s of inside) {
    const m = mate[vertices.indexOf(s)]!;
    out.set(s, m === bye || m >= n ? null : vertices[m]!);
  }
  return out;
}

/**
 * Whether the round can still be completed once this bracket's own pairs are made (C4): the
 * players not yet paired, and the bye if their count is odd, have a perfect matching.
 */
function completes(
  seats: readonly Seat[],
  paired: readonly [Seat, Seat][],
  b: Bracket,
  mate: ReadonlyMap<Seat, Seat | null>,
  compatible: Compatible,
): boolean {
  const inside = new Set<Seat>([...b.mdps, ...b.residents]);
  const gone = new Set<Seat>(paired.flat());
  for (const [s, p] of mate) if (p !== null && inside.has(p)) gone.add(s);
  const rest = seats.filter((s) => !gone.has(s));
  const bye = rest.length % 2 === 1 ? rest.length : -1;
  const edges: WeightedEdge[] = [];
  rest.forEach((x, i) => {
    for (let j = i + 1; j < rest.length; j++) {
      if (compatible(x, rest[j]!)) edges.push({ a: i, b: j, weight: 1 });
    }
    if (bye >= 0 && !x.player.hadBye) edges.push({ a: i, b: bye, weight: 1 });
  });
  const mate2 = maxWeightMatching(bye >= 0 ? rest.length + 1 : rest.length, edges);
  return mate2.every((m) => m !== -1);
}
