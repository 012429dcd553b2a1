// The packed lexicon format: header fields, arc bit layout and the helpers both compiler and reader use.
// Everything is little-endian 32-bit words; dictionaries/README.md documents the layout for humans.

/** "WMLX" read as a little-endian u32: the first word of every compiled lexicon. */
export const MAGIC = 0x584c4d57;
export const FORMAT_VERSION = 1;

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

export function packArc(letter: number, accepts: boolean, last: boolean, target: number): number {
  if (target > MAX_TARGET)
    throw new Error(`lexicon too large: node index ${target} needs > 24 bits`);
  return (
    ((target << TARGET_SHIFT) | (last ? LAST_ARC : 0) | (accepts ? ACCEPTS : 0) | letter) >>> 0
  );
}
