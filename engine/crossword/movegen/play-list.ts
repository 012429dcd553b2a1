// Plays stored as records in chunks of 16-bit words (the first one small, see FIRST_CHUNK): the
// allocating per play, and a chunk, once made, is kept for the next position and never copied or
// freed. Growing one flat array instead frees the old array at every growth, and under glibc the
// freed blocks stay resident as holes; chunks hold about what the largest position needed.
// A record is [score, direction << 8 | tiles, tile…], never split across chunks.

/** A placed tile packed in 16 bits: square index << 7 | blank << 6 | letter index (boards ≤ 512 squares). */
export const SQUARE_SHIFT = 7;
export const BLANK_BIT = 0x40;
export const MAX_SQUARES = 512;
/** The blank bit and letter of a packed tile, below its square. */
const TILE_BITS = (1 << SQUARE_SHIFT) - 1;

const CHUNK = 32768;
/**
 * The first chunk is small, so that the step to a next chunk is taken within the first position's
 * plays, while the walk is still interpreted: taken first after the optimising compiler has
 * compiled the walk (with this inlined), it would find no type feedback and deoptimise the walk.
 */
const FIRST_CHUNK = 256;

export type PlayVisitor = (
  score: number,
  direction: number,
  tiles: Uint16Array,
  from: number,
  length: number,
) => void;

export class PlayList {
  count = 0;
  private readonly chunks: Uint16Array[] = [new Uint16Array(FIRST_CHUNK)];
  /** The chunk being filled and the next free word in it. */
  private chunk = 0;
  private used = 0;

  clear(): void {
    this.count = 0;
    this.chunk = 0;
    this.used = 0;
  }

  /** Scores are below 65,536 and a play has under 256 tiles. */
  add(score: number, direction: number, source: Int32Array, placed: number): void {
    let words = this.chunks[this.chunk]!;
    let at = this.used;
    if (score > 0xffff) throw new Error(`a play scoring ${score} does not fit the play list`);
    if (at + 2 + placed > words.length) {
      words = this.nextChunk(at);
      at = 0;
    }
    words[at] = score;
    words[at + 1] = (direction << 8) | placed;
    for (let k = 0; k < placed; k++) words[at + 2 + k] = source[k]!;
    this.used = at + 2 + placed;
    this.count++;
  }

  /**
   * Lists every play listed so far once more, as a down play (direction 1) with each tile's square
   * replaced by its mirror (`mirror`, transposed.ts), in the same order: what the down walk of an
   * empty board of a symmetric layout would find after the across walk (generator.ts).
   */
  addTransposed(mirror: Uint16Array): void {
    // Record by record, straight from chunk to chunk: a visitor call per play cost as much again.
    const lastChunk = this.chunk;
    const lastUsed = this.used;
    for (let c = 0; c <= lastChunk; c++) {
      const from = this.chunks[c]!;
      const end = c === lastChunk ? lastUsed : from.length;
      for (let at = 0; at + 2 <= end; ) {
        const placed = from[at + 1]! & 0xff;
        if (placed === 0) break;
        let words = this.chunks[this.chunk]!;
        let to = this.used;
        if (to + 2 + placed > words.length) {
          words = this.nextChunk(to);
          to = 0;
        }
        words[to] = from[at]!;
        words[to + 1] = (1 << 8) | placed;
        for (let k = 0; k < placed; k++) {
          const tile = from[at + 2 + k]!;
          words[to + 2 + k] = (mirror[tile >> SQUARE_SHIFT]! << SQUARE_SHIFT) | (tile & TILE_BITS);
        }
        this.used = to + 2 + placed;
        this.count++;
        at += 2 + placed;
      }
    }
  }

  /** Every play in the order found. */
  forEach(visit: PlayVisitor): void {
    for (let c = 0; c <= this.chunk; c++) {
      const words = this.chunks[c]!;
      const end = c === this.chunk ? this.used : words.length;
      for (let at = 0; at + 2 <= end; ) {
        const length = words[at + 1]! & 0xff;
        // A record always has a tile: 0 marks the end of a chunk's records.
        if (length === 0) break;
        visit(words[at]!, words[at + 1]! >> 8, words, at + 2, length);
        at += 2 + length;
      }
    }
  }

  /** Moves on to the next chunk (made once, then kept), the current one's records ending at `at`. */
  private nextChunk(at: number): Uint16Array {
    const words = this.chunks[this.chunk]!;
    // Mark where this chunk's records end (its tail may hold an earlier position's).
    if (at + 1 < words.length) words[at + 1] = 0;
    this.chunk++;
    if (this.chunk === this.chunks.length) this.chunks.push(new Uint16Array(CHUNK));
    return this.chunks[this.chunk]!;
  }

  /** Bytes held by the chunks. */
  get bytes(): number {
    return (FIRST_CHUNK + (this.chunks.length - 1) * CHUNK) * 2;
  }
}
