// Cross-checks: the letters that make a word with the tiles on both sides of an empty square, read
// from the DAWG forwards or from the GADDAG backwards, whichever leaves fewer tiles to read per letter.
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import * as format from '../../../dictionaries/format';
import { arcOf, follow } from './arcs';

// Module-level copies: under tsx an imported binding is a getter call, too slow for hot loops.
const ACCEPTS = format.ACCEPTS;
const LAST_ARC = format.LAST_ARC;
const LETTER_MASK = format.LETTER_MASK;
const SEPARATOR = format.SEPARATOR;
const TARGET_SHIFT = format.TARGET_SHIFT;

/** Letter indexes as bitsets: 0–31 in `lo`, 32–62 in `hi`. */
export interface LetterSet {
  lo: number;
  hi: number;
}

/**
 * Into `out`: the letters L for which run[0, before) + L + run[before, after) is a word of `part`.
 * The DAWG reads the tiles before the square once, then those after it once per letter; the
 * GADDAG (a whole word reversed is a key with no separator) reads those after it backwards once,
 * then those before it per letter. The side with fewer tiles is the one read per letter.
 */
export function crossLetters(
  part: CompiledLexicon,
  run: Int8Array,
  before: number,
  after: number,
  out: LetterSet,
): void {
  if (after - before <= before)
    lettersBetween(part.packed, part.dawgRoot, run, 0, before, after, 1, out);
  else lettersBetween(part.packed, part.gaddagRoot, run, after - 1, before - 1, -1, -1, out);
}

/**
 * Reads run[start], run[start + step], … up to `split` from `node`, then keeps in `out` each letter
 * of the node reached after which run[split], … up to `end` ends a word.
 */
function lettersBetween(
  packed: Uint32Array,
  node: number,
  run: Int8Array,
  start: number,
  split: number,
  end: number,
  step: number,
  out: LetterSet,
): void {
  out.lo = 0;
  out.hi = 0;
  for (let i = start; i !== split && node !== 0; i += step) node = follow(packed, node, run[i]!);
  for (let arc = node; arc !== 0; arc = (packed[arc]! & LAST_ARC) !== 0 ? 0 : arc + 1) {
    const word = packed[arc]!;
    const letter = word & LETTER_MASK;
    // A GADDAG node's separator comes first (the DAWG has none): it is no letter.
    if (letter === SEPARATOR) continue;
    let last = arc;
    let next = word >>> TARGET_SHIFT;
    for (let i = split; i !== end && last !== 0; i += step) {
      last = arcOf(packed, next, run[i]!);
      if (last !== 0) next = packed[last]! >>> TARGET_SHIFT;
    }
    if (last === 0 || (packed[last]! & ACCEPTS) === 0) continue;
    if (letter < 32) out.lo |= 1 << letter;
    else out.hi |= 1 << (letter - 32);
  }
}
