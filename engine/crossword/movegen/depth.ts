// The most letters any path can still read from each node of a word graph: caps how many tiles a
// word can still take, which makes best-play bounds (and bingo hopes) honest. Built once per lexicon.
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import * as format from '../../../dictionaries/format';

const LAST_ARC = format.LAST_ARC;
const TARGET_SHIFT = format.TARGET_SHIFT;
const UNKNOWN = 255;

const cache = new WeakMap<CompiledLexicon, Uint8Array>();

/** Indexed by node (its first arc's index); 0 for node 0. */
export function depthsOf(lexicon: CompiledLexicon): Uint8Array {
  let depths = cache.get(lexicon);
  if (depths === undefined) {
    const packed = lexicon.packed;
    depths = new Uint8Array(packed.length).fill(UNKNOWN);
    depths[0] = 0;
    const table = depths;
    // Paths are at most a word plus the separator long, so recursion stays shallow.
    const depth = (node: number): number => {
      const known = table[node]!;
      if (known !== UNKNOWN) return known;
      let most = 0;
      for (let arc = node; ; arc++) {
        const word = packed[arc]!;
        most = Math.max(most, 1 + depth(word >>> TARGET_SHIFT));
        if ((word & LAST_ARC) !== 0) break;
      }
      table[node] = most;
      return most;
    };
    depth(lexicon.gaddagRoot);
    cache.set(lexicon, depths);
  }
  return depths;
}
