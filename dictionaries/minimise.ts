// Sorted letter strings → a minimal acyclic automaton packed as 32-bit arcs (Daciuk et al.'s incremental algorithm).
import { ACCEPTS, LAST_ARC, LETTER_MASK, packArc } from './format';
import type { SortedKeys } from './sorted-keys';

/** Arcs a node can have: one per letter index, the separator included. */
const MAX_NODE = 64;
/** Letters in a key, plus one: a GADDAG entry is a word and its separator. */
const MAX_KEY = 258;

/** Packed arcs of one automaton, written children-first so every target is known when a parent is written. */
export interface PackedAutomaton {
  arcs: Uint32Array;
  /** Absolute index of the root's first arc, or 0 when the automaton accepts nothing. */
  root: number;
}

/**
 * `keys` must be sorted (code-unit order) and unique; each code unit is a letter index.
 * `base` is the absolute u32 index where `arcs[0]` will sit in the file (targets are absolute).
 * A finished node is written tentatively and kept only if no identical node (same arcs, same
 * targets) exists; since children are canonical before their parents, the result is minimal.
 */
export function minimise(keys: SortedKeys, base: number): PackedAutomaton {
  const out = new NodeRegister(base);
  // The unfinished node at depth d: its arcs (letter | accepts flag) and their targets, at most
  // one per letter (64 with the separator), in flat arrays of MAX_NODE per depth.
  const openArcs = new Int32Array(MAX_NODE * MAX_KEY);
  const openTargets = new Int32Array(MAX_NODE * MAX_KEY);
  const openCount = new Int32Array(MAX_KEY);

  const close = (depth: number): number => {
    const node = out.intern(openArcs, openTargets, depth * MAX_NODE, openCount[depth]!);
    openCount[depth] = 0;
    return node;
  };
  const closeDownTo = (from: number, to: number) => {
    for (let depth = from; depth > to; depth--) {
      const target = close(depth);
      openTargets[(depth - 1) * MAX_NODE + openCount[depth - 1]! - 1] = target;
    }
  };

  let previous = new Uint8Array(MAX_KEY);
  let key = new Uint8Array(MAX_KEY);
  let previousLength = 0;
  for (let i = 0; i < keys.count; i++) {
    const length = keys.read(i, key);
    if (length === 0) continue;
    if (length >= MAX_KEY) throw new Error(`a key of ${length} letters is too long`);
    let common = 0;
    const limit = Math.min(length, previousLength);
    while (common < limit && key[common] === previous[common]) common++;
    const unsorted = common < previousLength && key[common]! < previous[common]!;
    if (common === length || unsorted) throw new Error('minimise() needs sorted, unique keys');
    closeDownTo(previousLength, common);
    for (let depth = common; depth < length; depth++) {
      const at = depth * MAX_NODE + openCount[depth]!++;
      openArcs[at] = key[depth]! | (depth === length - 1 ? ACCEPTS : 0);
      openTargets[at] = 0;
    }
    const swap = previous;
    previous = key;
    key = swap;
    previousLength = length;
  }
  closeDownTo(previousLength, 0);
  const root = close(0);
  return { arcs: out.finish(), root };
}

/**
 * The written arcs plus an open-addressing hash table of node positions, so looking up an equal
 * node allocates nothing: the candidate is written at the end and taken back if it already exists.
 */
class NodeRegister {
  private data = new Uint32Array(1 << 16);
  private length = 0;
  /** Positions (+1) of registered nodes; 0 = empty slot. */
  private table = new Int32Array(1 << 16);
  private count = 0;

  constructor(private readonly base: number) {}

  /** The node of `count` arcs at `from` in `arcs` and `targets`. */
  intern(arcs: Int32Array, targets: Int32Array, from: number, count: number): number {
    if (count === 0) return 0;
    const start = this.length;
    this.reserve(count);
    for (let i = 0; i < count; i++) {
      const arc = arcs[from + i]!;
      const last = i === count - 1;
      this.data[this.length++] = packArc(
        arc & LETTER_MASK,
        (arc & ACCEPTS) !== 0,
        last,
        targets[from + i]!,
      );
    }
    const mask = this.table.length - 1;
    for (let slot = this.hash(start) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.table[slot]!;
      if (entry === 0) {
        this.table[slot] = start + 1;
        if (++this.count * 2 > this.table.length) this.grow();
        return this.base + start;
      }
      if (this.equal(entry - 1, start)) {
        this.length = start;
        return this.base + entry - 1;
      }
    }
  }

  finish(): Uint32Array {
    return this.data.slice(0, this.length);
  }

  private hash(at: number): number {
    let h = 0x811c9dc5;
    for (let i = at; ; i++) {
      const word = this.data[i]!;
      h = Math.imul(h ^ word, 0x01000193);
      h ^= h >>> 15;
      if ((word & LAST_ARC) !== 0) return h >>> 0;
    }
  }

  private equal(a: number, b: number): boolean {
    for (let i = 0; ; i++) {
      const x = this.data[a + i]!;
      if (x !== this.data[b + i]) return false;
      if ((x & LAST_ARC) !== 0) return true;
    }
  }

  private reserve(words: number): void {
    if (this.length + words <= this.data.length) return;
    const bigger = new Uint32Array(Math.max(this.data.length * 2, this.length + words));
    bigger.set(this.data);
    this.data = bigger;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    const mask = this.table.length - 1;
    for (const entry of old) {
      if (entry === 0) continue;
      let slot = this.hash(entry - 1) & mask;
      while (this.table[slot] !== 0) slot = (slot + 1) & mask;
      this.table[slot] = entry;
    }
  }
}
