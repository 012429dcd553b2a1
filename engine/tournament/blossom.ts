// The blossom structure of Edmonds' weighted matching: nested odd cycles of vertices, their labels
// and duals, and the operations that make, expand and augment through them (Galil's O(n³) form,
// as in Van Rantwijk's reference implementation). matching.ts runs the primal-dual stages.

/** `at(list, j)`: the cyclic index the algorithm walks blossoms with (j may be negative). */
const at = <T>(list: readonly T[], j: number): T =>
  list[((j % list.length) + list.length) % list.length]!;

/**
 * From child `i` of a blossom's cycle back to its base (index 0), the way round that passes an
 * even number of edges: forwards from an odd index, backwards from an even one. `endptrick`
 * picks which end of each cycle edge to read going that way.
 */
function evenWay(childs: readonly number[], i: number) {
  return i & 1
    ? { j: i - childs.length, jstep: 1, endptrick: 0 }
    : { j: i, jstep: -1, endptrick: 1 };
}

export class Blossoms {
  readonly n: number;
  /** endpoint[2k], endpoint[2k+1]: the two vertices of edge k. */
  readonly endpoint: number[];
  /** For each vertex, the endpoints p whose far end endpoint[p] is a neighbour. */
  readonly neighbend: number[][];
  /** For each vertex, the endpoint of its partner (endpoint[mate[v]]), or -1. */
  readonly mate: number[];
  /** 0 free, 1 S (outer), 2 T (inner); for vertices and top-level blossoms. */
  label: number[];
  /** The endpoint through which a label was given, or -1. */
  labelend: number[];
  readonly inblossom: number[];
  readonly blossomparent: number[];
  readonly blossomchilds: (number[] | null)[];
  readonly blossombase: number[];
  readonly blossomendps: (number[] | null)[];
  bestedge: number[];
  readonly blossombestedges: (number[] | null)[];
  readonly unused: number[];
  readonly dualvar: bigint[];
  allowedge: boolean[];
  queue: number[] = [];

  constructor(
    n: number,
    readonly edges: readonly (readonly [number, number, bigint])[],
  ) {
    this.n = n;
    // Both ends of every edge (not the weight).
    this.endpoint = edges.flatMap((edge) => [edge[0], edge[1]]);
    this.neighbend = Array.from({ length: n }, () => []);
    edges.forEach(([i, j], k) => {
      this.neighbend[i]!.push(2 * k + 1);
      this.neighbend[j]!.push(2 * k);
    });
    let maxweight = 0n;
    for (const e of edges) if (e[2] > maxweight) maxweight = e[2];
    this.mate = new Array(n).fill(-1);
    this.label = new Array(2 * n).fill(0);
    this.labelend = new Array(2 * n).fill(-1);
    this.inblossom = Array.from({ length: n }, (_, i) => i);
    this.blossomparent = new Array(2 * n).fill(-1);
    this.blossomchilds = new Array(2 * n).fill(null);
    this.blossombase = Array.from({ length: 2 * n }, (_, i) => (i < n ? i : -1));
    this.blossomendps = new Array(2 * n).fill(null);
    this.bestedge = new Array(2 * n).fill(-1);
    this.blossombestedges = new Array(2 * n).fill(null);
    this.unused = Array.from({ length: n }, (_, i) => n + i);
    this.dualvar = Array.from({ length: 2 * n }, (_, i) => (i < n ? maxweight : 0n));
    this.allowedge = new Array(edges.length).fill(false);
  }

  slack(k: number): bigint {
    const [i, j, w] = this.edges[k]!;
    return this.dualvar[i]! + this.dualvar[j]! - 2n * w;
  }

  leaves(b: number, out: number[] = []): number[] {
    if (b < this.n) out.push(b);
    else for (const t of this.blossomchilds[b]!) this.leaves(t, out);
    return out;
  }

  assignLabel(w: number, t: number, p: number): void {
    const b = this.inblossom[w]!;
    this.label[w] = this.label[b] = t;
    this.labelend[w] = this.labelend[b] = p;
    this.bestedge[w] = this.bestedge[b] = -1;
    if (t === 1) {
      this.queue.push(...this.leaves(b));
    } else {
      // The T-blossom's base is matched: its partner becomes an S-vertex.
      const matched = this.mate[this.blossombase[b]!]!;
      this.assignLabel(this.endpoint[matched]!, 1, matched ^ 1);
    }
  }

  /** The base of the blossom an S–S edge closes, or -1 when the edge ends an augmenting path. */
  scanBlossom(v0: number, w0: number): number {
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = this.inblossom[v]!;
      if (this.label[b]! & 4) {
        base = this.blossombase[b]!;
        break;
      }
      path.push(b);
      this.label[b] = 5;
      if (this.labelend[b] === -1) {
        v = -1;
      } else {
        v = this.endpoint[this.labelend[b]!]!;
        b = this.inblossom[v]!;
        v = this.endpoint[this.labelend[b]!]!;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) this.label[b] = 1;
    return base;
  }

  addBlossom(base: number, k: number): void {
    let [v, w] = this.edges[k]!;
    const bb = this.inblossom[base]!;
    let bv = this.inblossom[v]!;
    let bw = this.inblossom[w]!;
    const b = this.unused.pop()!;
    this.blossombase[b] = base;
    this.blossomparent[b] = -1;
    this.blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomparent[bv] = b;
      path.push(bv);
      endps.push(this.labelend[bv]!);
      v = this.endpoint[this.labelend[bv]!]!;
      bv = this.inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.blossomparent[bw] = b;
      path.push(bw);
      endps.push(this.labelend[bw]! ^ 1);
      w = this.endpoint[this.labelend[bw]!]!;
      bw = this.inblossom[w]!;
    }
    this.blossomchilds[b] = path;
    this.blossomendps[b] = endps;
    this.label[b] = 1;
    this.labelend[b] = this.labelend[bb]!;
    this.dualvar[b] = 0n;
    for (const leaf of this.leaves(b)) {
      if (this.label[this.inblossom[leaf]!] === 2) this.queue.push(leaf);
      this.inblossom[leaf] = b;
    }
    // The least-slack edge from the new blossom to every other S-blossom.
    const bestedgeto = new Array<number>(2 * this.n).fill(-1);
    for (const child of path) {
      const own = this.blossombestedges[child];
      const nblists = own
        ? [own]
        : this.leaves(child).map((leaf) => this.neighbend[leaf]!.map((p) => p >> 1));
      for (const list of nblists) {
        for (const e of list) {
          let [i, j] = this.edges[e]!;
          if (this.inblossom[j] === b) [i, j] = [j, i];
          const bj = this.inblossom[j]!;
          const best = bestedgeto[bj]!;
          if (
            bj !== b &&
            this.label[bj] === 1 &&
            (best === -1 || this.slack(e) < this.slack(best))
          ) {
            bestedgeto[bj] = e;
          }
        }
      }
      this.blossombestedges[child] = null;
      this.bestedge[child] = -1;
    }
    const bests = bestedgeto.filter((e) => e !== -1);
    this.blossombestedges[b] = bests;
    this.bestedge[b] = -1;
    for (const e of bests) {
      if (this.bestedge[b] === -1 || this.slack(e) < this.slack(this.bestedge[b]!))
        this.bestedge[b] = e;
    }
  }

  /** Undoes a blossom: at the end of a stage (endstage) or when a T-blossom's dual reaches 0. */
  expandBlossom(b: number, endstage: boolean): void {
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    for (const s of childs) {
      this.blossomparent[s] = -1;
      if (s < this.n) this.inblossom[s] = s;
      else if (endstage && this.dualvar[s] === 0n) this.expandBlossom(s, endstage);
      else for (const leaf of this.leaves(s)) this.inblossom[leaf] = s;
    }
    if (!endstage && this.label[b] === 2) {
      // Relabel the children on the even path from the entry child to the base.
      const entrychild = this.inblossom[this.endpoint[this.labelend[b]! ^ 1]!]!;
      const { jstep, endptrick, ...start } = evenWay(childs, childs.indexOf(entrychild));
      let j = start.j;
      let p = this.labelend[b]!;
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1]!] = 0;
        this.label[this.endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]!] = 0;
        this.assignLabel(this.endpoint[p ^ 1]!, 2, p);
        this.allowedge[at(endps, j - endptrick) >> 1] = true;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        this.allowedge[p >> 1] = true;
        j += jstep;
      }
      const bv = at(childs, j);
      this.label[this.endpoint[p ^ 1]!] = this.label[bv] = 2;
      this.labelend[this.endpoint[p ^ 1]!] = this.labelend[bv] = p;
      this.bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        const child = at(childs, j);
        if (this.label[child] === 1) {
          j += jstep;
          continue;
        }
        const reached = this.leaves(child).find((leaf) => this.label[leaf] !== 0);
        if (reached !== undefined) {
          this.label[reached] = 0;
          this.label[this.endpoint[this.mate[this.blossombase[child]!]!]!] = 0;
          this.assignLabel(reached, 2, this.labelend[reached]!);
        }
        j += jstep;
      }
    }
    this.label[b] = this.labelend[b] = -1;
    this.blossomchilds[b] = this.blossomendps[b] = null;
    this.blossombase[b] = -1;
    this.blossombestedges[b] = null;
    this.bestedge[b] = -1;
    this.unused.push(b);
  }

  /** Swaps matched and unmatched edges inside blossom b on the path from vertex v to its base. */
  augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.blossomparent[t] !== b) t = this.blossomparent[t]!;
    if (t >= this.n) this.augmentBlossom(t, v);
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const i = childs.indexOf(t);
    const { jstep, endptrick, ...start } = evenWay(childs, i);
    let j = start.j;
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p]!);
      j += jstep;
      t = at(childs, j);
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p ^ 1]!);
      this.mate[this.endpoint[p]!] = p ^ 1;
      this.mate[this.endpoint[p ^ 1]!] = p;
    }
    // The child holding v becomes the base: rotate the cycle to start there.
    this.blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    this.blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    this.blossombase[b] = this.blossombase[this.blossomchilds[b]![0]!]!;
  }

  /** Flips the augmenting path through edge k, from both its ends back to free vertices. */
  augmentMatching(k: number): void {
    const [v, w] = this.edges[k]!;
    for (let [s, p] of [
      [v, 2 * k + 1],
      [w, 2 * k],
    ] as [number, number][]) {
      for (;;) {
        const bs = this.inblossom[s]!;
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelend[bs] === -1) break;
        const t = this.endpoint[this.labelend[bs]!]!;
        const bt = this.inblossom[t]!;
        s = this.endpoint[this.labelend[bt]!]!;
        const j = this.endpoint[this.labelend[bt]! ^ 1]!;
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelend[bt]!;
        p = this.labelend[bt]! ^ 1;
      }
    }
  }
}
