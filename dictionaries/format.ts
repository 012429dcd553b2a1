// The packed lexicon format: header fields, arc bit layout and the helpers both compiler and reader use.
// Everything is little-endian 32-bit words; dictionaries/README.md documents the layout for humans.

/** "WMLX" read as a little-endian u32: the first word of every compiled lexicon. */
export const MAGIC = 0x584c4d57;
/** 2: a GADDAG node's separator arc comes first (it sorted last in version 1). */
export const FORMAT_VERSION = 2;

/** Word indexes of the header fields (the header is HEADER_WORDS u32 words long). */
export const Header = {
  magic: 0,
  version: 1,
  headerWords: 2,
  wordCount: 3,
  letterCount: 4,
  alphabetOffset: 5,
  dawgOffset: 6,
  dawgRoot: 7,
  gaddagOffset: 8,
  gaddagRoot: 9,
  totalWords: 10,
  longestWord: 11,
} as const;
export const HEADER_WORDS = 12;

/** Letter indexes use 6 bits; 63 is reserved for the GADDAG separator, so an alphabet has ≤ 63 tiles. */
export const LETTER_BITS = 6;
export const LETTER_MASK = 0x3f;
export const SEPARATOR = 63;
export const MAX_LETTERS = 63;
/** Bit 6: the path that ends with this arc spells a whole word (DAWG) or a full GADDAG entry. */
export const ACCEPTS = 0x40;
/** Bit 7: this is the last arc of its node. */
export const LAST_ARC = 0x80;
/** Bits 8–31: absolute u32 index of the target node's first arc (0 = the target has no arcs). */
export const TARGET_SHIFT = 8;
export const MAX_TARGET = 0xffffff;

/**
 * GADDAG nodes with a separator arc list it first, then their letters in order: a walk that may
 * turn right reads it without scanning the node (in letter order it would sort last). In place,
 * over `arcs` as the minimiser wrote them; node indexes do not move, so no target changes.
 */
export function separatorsFirst(arcs: Uint32Array): void {
  let first = 0;
  for (let last = 0; last < arcs.length; last++) {
    if ((arcs[last]! & LAST_ARC) === 0) continue;
    const separator = arcs[last]!;
    if (last > first && (separator & LETTER_MASK) === SEPARATOR) {
      arcs.copyWithin(first + 1, first, last);
      arcs[first] = separator & ~LAST_ARC;
      arcs[last] = arcs[last]! | LAST_ARC;
    }
    first = last + 1;
  }
}

export function packArc(letter: number, accepts: boolean, last: boolean, target: number): number {
  if (target > MAX_TARGET)
    throw new Error(`lexicon too large: node index ${target} needs > 24 bits`);
  return (
    ((target << TARGET_SHIFT) | (last ? LAST_ARC : 0) | (accepts ? ACCEPTS : 0) | letter) >>> 0
  );
}
