// Maximum-weight matching over the largest number of pairs: Edmonds' blossom algorithm in
// Galil's O(n³) primal-dual form (after Van Rantwijk's reference implementation), written here
// because the npm ports leak globals in strict mode. Weights are whole numbers (a number up to
// 2^50, or a bigint of any size, for the Swiss's many-tiered criteria); inside they are doubled
// bigints, so every dual stays a whole number. Deterministic: the same edges, the same matching.
import { Blossoms } from './blossom';

export interface WeightedEdge {
  a: number;
  b: number;
  weight: number | bigint;
}

export const MAX_EDGE_WEIGHT = 2 ** 50;

/** For each of `n` vertices its partner, or -1. */
export function maxWeightMatching(n: number, edges: readonly WeightedEdge[]): number[] {
  for (const e of edges) {
    const whole =
      typeof e.weight === 'bigint'
        ? e.weight >= 0n
        : Number.isSafeInteger(e.weight) && e.weight >= 0 && e.weight <= MAX_EDGE_WEIGHT;
    if (!whole) throw new RangeError(`edge weight ${e.weight} is not an integer in 0…2^50`);
    if (e.a === e.b || e.a < 0 || e.b < 0 || e.a >= n || e.b >= n) {
      throw new RangeError(`edge ${e.a}–${e.b} does not join two of the ${n} vertices`);
    }
  }
  const s = new Blossoms(
    n,
    // Doubled, so that half a slack between two S-blossoms is still a whole number.
    edges.map((e) => [e.a, e.b, 2n * BigInt(e.weight)] as const),
  );
  for (let stage = 0; stage < n; stage++) {
    if (!runStage(s)) break;
    // Blossoms whose dual fell to 0 are no longer needed.
    for (let b = n; b < 2 * n; b++) {
      if (
        s.blossomparent[b] === -1 &&
        s.blossombase[b]! >= 0 &&
        s.label[b] === 1 &&
        s.dualvar[b] === 0n
      ) {
        s.expandBlossom(b, true);
      }
    }
  }
  return s.mate.map((p) => (p === -1 ? -1 : s.endpoint[p]!));
}

/** One stage: grow alternating trees from every free vertex until a path augments. */
function runStage(s: Blossoms): boolean {
  const n = s.n;
  s.label = new Array(2 * n).fill(0);
  s.bestedge = new Array(2 * n).fill(-1);
  for (let b = n; b < 2 * n; b++) s.blossombestedges[b] = null;
  s.allowedge = new Array(s.edges.length).fill(false);
  s.queue = [];
  for (let v = 0; v < n; v++) {
    if (s.mate[v] === -1 && s.label[s.inblossom[v]!] === 0) s.assignLabel(v, 1, -1);
  }
  for (;;) {
    if (scanQueue(s)) return true;
    const step = dualStep(s);
    if (step.type === 'done') return false;
    if (step.type === 'edge') {
      s.allowedge[step.edge] = true;
      let [i, j] = s.edges[step.edge]!;
      if (s.label[s.inblossom[i]!] === 0) [i, j] = [j, i];
      s.queue.push(i);
    } else {
      s.expandBlossom(step.blossom, false);
    }
  }
}

/** Grows the trees along tight edges; true once the matching has been augmented. */
function scanQueue(s: Blossoms): boolean {
  while (s.queue.length > 0) {
    const v = s.queue.pop()!;
    for (const p of s.neighbend[v]!) {
      const k = p >> 1;
      const w = s.endpoint[p]!;
      if (s.inblossom[v] === s.inblossom[w]) continue;
      let kslack = 0n;
      if (!s.allowedge[k]) {
        kslack = s.slack(k);
        if (kslack <= 0n) s.allowedge[k] = true;
      }
      const bw = s.inblossom[w]!;
      if (s.allowedge[k]) {
        if (s.label[bw] === 0) {
          s.assignLabel(w, 2, p ^ 1);
        } else if (s.label[bw] === 1) {
          const base = s.scanBlossom(v, w);
          if (base >= 0) s.addBlossom(base, k);
          else {
            s.augmentMatching(k);
            return true;
          }
        } else if (s.label[w] === 0) {
          s.label[w] = 2;
          s.labelend[w] = p ^ 1;
        }
      } else if (s.label[bw] === 1) {
        const b = s.inblossom[v]!;
        if (s.bestedge[b] === -1 || kslack < s.slack(s.bestedge[b]!)) s.bestedge[b] = k;
      } else if (s.label[w] === 0) {
        if (s.bestedge[w] === -1 || kslack < s.slack(s.bestedge[w]!)) s.bestedge[w] = k;
      }
    }
  }
  return false;
}

type DualStep =
  | { type: 'done' }
  | { type: 'edge'; edge: number }
  | { type: 'expand'; blossom: number };

/** Moves the duals by the largest step that keeps every slack ≥ 0, and says what it opened. */
function dualStep(s: Blossoms): DualStep {
  const n = s.n;
  let delta: bigint | null = null;
  let step: DualStep = { type: 'done' };
  const consider = (d: bigint, next: DualStep) => {
    if (delta === null || d < delta) {
      delta = d;
      step = next;
    }
  };
  // A free vertex next to an S-vertex.
  for (let v = 0; v < n; v++) {
    if (s.label[s.inblossom[v]!] === 0 && s.bestedge[v] !== -1) {
      consider(s.slack(s.bestedge[v]!), { type: 'edge', edge: s.bestedge[v]! });
    }
  }
  // Two S-blossoms: half the slack closes the gap from both sides.
  for (let b = 0; b < 2 * n; b++) {
    if (s.blossomparent[b] === -1 && s.label[b] === 1 && s.bestedge[b] !== -1) {
      consider(s.slack(s.bestedge[b]!) / 2n, { type: 'edge', edge: s.bestedge[b]! });
    }
  }
  // A T-blossom whose dual would go below 0 must open up.
  for (let b = n; b < 2 * n; b++) {
    if (s.blossombase[b]! >= 0 && s.blossomparent[b] === -1 && s.label[b] === 2) {
      consider(s.dualvar[b]!, { type: 'expand', blossom: b });
    }
  }
  if (delta === null) {
    // Nothing left to grow: the matching has as many pairs as it can have.
    delta = 0n;
    let least = s.dualvar[0]!;
    for (let v = 1; v < n; v++) if (s.dualvar[v]! < least) least = s.dualvar[v]!;
    if (least > 0n) delta = least;
    step = { type: 'done' };
  }
  const by: bigint = delta;
  for (let v = 0; v < n; v++) {
    const label = s.label[s.inblossom[v]!];
    if (label === 1) s.dualvar[v]! -= by;
    else if (label === 2) s.dualvar[v]! += by;
  }
  for (let b = n; b < 2 * n; b++) {
    if (s.blossombase[b]! >= 0 && s.blossomparent[b] === -1) {
      if (s.label[b] === 1) s.dualvar[b]! += by;
      else if (s.label[b] === 2) s.dualvar[b]! -= by;
    }
  }
  return step;
}
