// Reading the packed word graph: the arc for a letter, what follows a node's separator. Shared by the
// cross-checks (cross-letters.ts) and the GADDAG walk (walker.ts).
import * as format from '../../../dictionaries/format';

// Module-level copies: under tsx an imported binding is a getter call, too slow for hot loops.
const LAST_ARC = format.LAST_ARC;
const LETTER_MASK = format.LETTER_MASK;
const SEPARATOR = format.SEPARATOR;
const TARGET_SHIFT = format.TARGET_SHIFT;

/** The arc leaving `node` with `letter`, or 0 (arcs sorted by letter). */
export function arcOf(packed: Uint32Array, node: number, letter: number): number {
  if (node === 0) return 0;
  for (let arc = node; ; arc++) {
    const word = packed[arc]!;
    const l = word & LETTER_MASK;
    if (l === letter) return arc;
    if (l > letter || (word & LAST_ARC) !== 0) return 0;
  }
}

/** The node the `letter` arc of `node` leads to, or 0. */
export function follow(packed: Uint32Array, node: number, letter: number): number {
  const arc = arcOf(packed, node, letter);
  return arc === 0 ? 0 : packed[arc]! >>> TARGET_SHIFT;
}

/**
 * The node after the separator of the node that `arc` is one of (any of its arcs: the scan goes
 * on to the node's last arc, where the separator sorts), or 0 when it has none.
 */
export function separatorTarget(packed: Uint32Array, arc: number): number {
  if (arc === 0) return 0;
  while ((packed[arc]! & LAST_ARC) === 0) arc++;
  const last = packed[arc]!;
  return (last & LETTER_MASK) === SEPARATOR ? last >>> TARGET_SHIFT : 0;
}
