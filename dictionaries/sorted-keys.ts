// The keys the minimiser reads, in sorted order: a lexicon's words, and every GADDAG entry of them
// enumerated as (word, split) pairs and radix-sorted without building a string per entry.
import { SEPARATOR } from './format';

/** Sorted, unique keys of letter indexes, read one at a time into a caller's buffer. */
export interface SortedKeys {
  readonly count: number;
  /** Writes key `i` into `out` and returns its length. */
  read(i: number, out: Uint8Array): number;
}

/** The words themselves (already sorted and unique), one code unit per letter index. */
export class WordKeys implements SortedKeys {
  constructor(private readonly words: readonly string[]) {}

  get count(): number {
    return this.words.length;
  }

  read(i: number, out: Uint8Array): number {
    const word = this.words[i]!;
    for (let j = 0; j < word.length; j++) out[j] = word.charCodeAt(j);
    return word.length;
  }
}

/** Below this many keys a range is sorted by comparison instead of by another radix pass. */
const SMALL = 24;
/** Radix buckets: 0 for the end of a key (a key sorts before its extensions), then letter + 1. */
const BUCKETS = SEPARATOR + 2;
const END = -1;

/**
 * The GADDAG's entries for sorted words: for each split k of a word w of n letters (1 ≤ k < n),
 * rev(w[0..k]) + SEPARATOR + w[k..]; and rev(w) for k = n. Entry `id` is word × stride + k. Letters
 * come straight from the words' text, so the only memory per entry is its id (4 bytes, not a string).
 */
export class GaddagKeys implements SortedKeys {
  readonly count: number;
  private readonly text: Uint8Array;
  private readonly start: Int32Array;
  private readonly length: Uint8Array;
  private readonly stride: number;
  private readonly ids: Int32Array;

  constructor(words: readonly string[]) {
    let letters = 0;
    let longest = 0;
    for (const word of words) {
      letters += word.length;
      if (word.length > longest) longest = word.length;
    }
    if (longest > 255) throw new Error('a word longer than 255 tiles');
    this.text = new Uint8Array(letters);
    this.start = new Int32Array(words.length);
    this.length = new Uint8Array(words.length);
    this.stride = longest + 1;
    let at = 0;
    for (let w = 0; w < words.length; w++) {
      const word = words[w]!;
      this.start[w] = at;
      this.length[w] = word.length;
      for (let j = 0; j < word.length; j++) this.text[at++] = word.charCodeAt(j);
    }
    this.count = letters;
    const ids = new Int32Array(letters);
    let next = 0;
    for (let w = 0; w < words.length; w++)
      for (let k = 1; k <= this.length[w]!; k++) ids[next++] = w * this.stride + k;
    this.ids = ids;
    this.sort(0, letters, 0, new Int32Array(letters), new Int32Array(BUCKETS + 1));
  }

  read(i: number, out: Uint8Array): number {
    const id = this.ids[i]!;
    const w = Math.floor(id / this.stride);
    const k = id - w * this.stride;
    const s = this.start[w]!;
    const n = this.length[w]!;
    for (let j = 0; j < k; j++) out[j] = this.text[s + k - 1 - j]!;
    if (k === n) return n;
    out[k] = SEPARATOR;
    for (let j = k; j < n; j++) out[j + 1] = this.text[s + j]!;
    return n + 1;
  }

  /** The letter at `depth` of entry `id`, or END past its last. */
  private at(id: number, depth: number): number {
    const w = Math.floor(id / this.stride);
    const k = id - w * this.stride;
    const n = this.length[w]!;
    if (depth < k) return this.text[this.start[w]! + k - 1 - depth]!;
    if (k === n) return END;
    if (depth === k) return SEPARATOR;
    return depth <= n ? this.text[this.start[w]! + depth - 1]! : END;
  }

  /** MSD radix sort of ids[lo, hi), which agree on their first `depth` letters. */
  private sort(
    lo: number,
    hi: number,
    depth: number,
    scratch: Int32Array,
    counts: Int32Array,
  ): void {
    const ids = this.ids;
    if (hi - lo < SMALL) {
      this.insertionSort(lo, hi, depth);
      return;
    }
    counts.fill(0);
    for (let i = lo; i < hi; i++) counts[this.at(ids[i]!, depth) + 2]!++;
    // counts[b + 1] becomes where bucket b starts.
    counts[0] = lo;
    for (let b = 1; b <= BUCKETS; b++) counts[b] = counts[b - 1]! + counts[b]!;
    const starts = counts.slice(0, BUCKETS + 1);
    for (let i = lo; i < hi; i++) {
      const id = ids[i]!;
      scratch[counts[this.at(id, depth) + 1]!++] = id;
    }
    ids.set(scratch.subarray(lo, hi), lo);
    // Bucket 0 holds the keys that end here: at most one, since keys are unique.
    for (let b = 1; b < BUCKETS; b++) {
      const from = starts[b]!;
      const to = starts[b + 1]!;
      if (to - from > 1) this.sort(from, to, depth + 1, scratch, counts);
    }
  }

  private insertionSort(lo: number, hi: number, depth: number): void {
    const ids = this.ids;
    for (let i = lo + 1; i < hi; i++) {
      const id = ids[i]!;
      let j = i;
      while (j > lo && this.compare(ids[j - 1]!, id, depth) > 0) {
        ids[j] = ids[j - 1]!;
        j--;
      }
      ids[j] = id;
    }
  }

  private compare(a: number, b: number, depth: number): number {
    for (let d = depth; ; d++) {
      const x = this.at(a, d);
      const y = this.at(b, d);
      if (x !== y) return x - y;
      if (x === END) return 0;
    }
  }
}
