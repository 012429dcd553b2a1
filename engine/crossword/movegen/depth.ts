// The most letters any path can still read from each node of a word graph: caps how many tiles a
// word can still take, which makes best-play bounds (and bingo hopes) honest. Built once per lexicon.
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import * as format from '../../../dictionaries/format';

const LAST_ARC = format.LAST_ARC;
const TARGET_SHIFT = format.TARGET_SHIFT;
const UNKNOWN = 255;

/**
 * Depths of the GADDAG's nodes only: the walk never enters the DAWG section, so the table starts
 * at the GADDAG's first word (`from`) and a node's depth is `depths[node - from]`.
 */
export interface DepthTable {
  readonly depths: Uint8Array;
  readonly from: number;
}

const cache = new WeakMap<CompiledLexicon, DepthTable>();

/** Node 0 (no arcs) has depth 0 and is not in the table: callers test for it. */
export function depthsOf(lexicon: CompiledLexicon): DepthTable {
  let table = cache.get(lexicon);
  if (table === undefined) {
    const packed = lexicon.packed;
    const from = packed[format.Header.gaddagOffset]!;
    const depths = new Uint8Array(packed.length - from).fill(UNKNOWN);
    // Paths are at most a word plus the separator long, so recursion stays shallow.
    const depth = (node: number): number => {
      if (node === 0) return 0;
      const known = depths[node - from]!;
      if (known !== UNKNOWN) return known;
      let most = 0;
      for (let arc = node; ; arc++) {
        const word = packed[arc]!;
        most = Math.max(most, 1 + depth(word >>> TARGET_SHIFT));
        if ((word & LAST_ARC) !== 0) break;
      }
      depths[node - from] = most;
      return most;
    };
    depth(lexicon.gaddagRoot);
    table = { depths, from };
    cache.set(lexicon, table);
  }
  return table;
}
