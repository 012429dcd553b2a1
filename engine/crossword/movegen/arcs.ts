// Reading the packed word graph: the arc for a letter and the node it leads to. Shared by the
// cross-checks (cross-letters.ts) and the GADDAG walk (walker.ts).
import * as format from '../../../dictionaries/format';

// Module-level copies: under tsx an imported binding is a getter call, too slow for hot loops.
const LAST_ARC = format.LAST_ARC;
const LETTER_MASK = format.LETTER_MASK;
const SEPARATOR = format.SEPARATOR;
const TARGET_SHIFT = format.TARGET_SHIFT;

/** The arc leaving `node` with `letter`, or 0 (arcs sorted by letter, a GADDAG node's separator first). */
export function arcOf(packed: Uint32Array, node: number, letter: number): number {
  if (node === 0) return 0;
  for (let arc = node; ; arc++) {
    const word = packed[arc]!;
    const l = word & LETTER_MASK;
    if (l === letter) return arc;
    if ((l > letter && l !== SEPARATOR) || (word & LAST_ARC) !== 0) return 0;
  }
}

/** The node the `letter` arc of `node` leads to, or 0. */
export function follow(packed: Uint32Array, node: number, letter: number): number {
  const arc = arcOf(packed, node, letter);
  return arc === 0 ? 0 : packed[arc]! >>> TARGET_SHIFT;
}
