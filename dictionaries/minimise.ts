// Sorted letter strings → a minimal acyclic automaton packed as 32-bit arcs (Daciuk et al.'s incremental algorithm).
import { ACCEPTS, packArc, TARGET_SHIFT } from './format';

/** Packed arcs of one automaton, written children-first so every target is known when a parent is written. */
export interface PackedAutomaton {
  arcs: Uint32Array;
  /** Absolute index of the root's first arc, or 0 when the automaton accepts nothing. */
  root: number;
}

/**
 * `keys` must be sorted (code-unit order) and unique; each code unit is a letter index.
 * `base` is the absolute u32 index where `arcs[0]` will sit in the file (targets are absolute).
 * Equal right languages are detected by an exact signature of a node's arcs, so the result is minimal.
 */
export function minimise(keys: readonly string[], base: number): PackedAutomaton {
  const out = new ArcBuffer(base);
  const register = new Map<string, number>();
  // open[d] holds the arcs (letter | accepts flag) and targets of the unfinished node at depth d.
  const openArcs: number[][] = [[]];
  const openTargets: number[][] = [[]];

  const close = (depth: number): number => {
    const arcs = openArcs[depth]!;
    const targets = openTargets[depth]!;
    if (arcs.length === 0) return 0;
    const signature: number[] = [];
    for (let i = 0; i < arcs.length; i++) {
      const word = arcs[i]! | (targets[i]! << TARGET_SHIFT);
      signature.push(word & 0xffff, word >>> 16);
    }
    const key = String.fromCharCode(...signature);
    let node = register.get(key);
    if (node === undefined) {
      node = out.writeNode(arcs, targets);
      register.set(key, node);
    }
    arcs.length = 0;
    targets.length = 0;
    return node;
  };
  const closeDownTo = (from: number, to: number) => {
    for (let depth = from; depth > to; depth--) {
      const target = close(depth);
      const parent = openTargets[depth - 1]!;
      parent[parent.length - 1] = target;
    }
  };

  let previous = '';
  for (const key of keys) {
    if (key.length === 0) continue;
    let common = 0;
    const limit = Math.min(key.length, previous.length);
    while (common < limit && key.charCodeAt(common) === previous.charCodeAt(common)) common++;
    const unsorted =
      common < previous.length && key.charCodeAt(common) < previous.charCodeAt(common);
    if (common === key.length || unsorted) {
      throw new Error('minimise() needs sorted, unique keys');
    }
    closeDownTo(previous.length, common);
    for (let depth = common; depth < key.length; depth++) {
      if (openArcs.length <= depth + 1) {
        openArcs.push([]);
        openTargets.push([]);
      }
      const accepts = depth === key.length - 1 ? ACCEPTS : 0;
      openArcs[depth]!.push(key.charCodeAt(depth) | accepts);
      openTargets[depth]!.push(0);
    }
    previous = key;
  }
  closeDownTo(previous.length, 0);
  const root = close(0);
  return { arcs: out.finish(), root };
}

/** A growable Uint32Array of arcs; returns absolute indexes. */
class ArcBuffer {
  private data = new Uint32Array(1 << 16);
  private length = 0;
  constructor(private readonly base: number) {}

  writeNode(arcs: readonly number[], targets: readonly number[]): number {
    if (this.length + arcs.length > this.data.length) {
      const bigger = new Uint32Array(Math.max(this.data.length * 2, this.length + arcs.length));
      bigger.set(this.data);
      this.data = bigger;
    }
    const node = this.base + this.length;
    for (let i = 0; i < arcs.length; i++) {
      const arc = arcs[i]!;
      const last = i === arcs.length - 1;
      this.data[this.length++] = packArc(arc & 0x3f, (arc & ACCEPTS) !== 0, last, targets[i]!);
    }
    return node;
  }

  finish(): Uint32Array {
    return this.data.slice(0, this.length);
  }
}
