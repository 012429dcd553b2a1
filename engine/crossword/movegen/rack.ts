// The rack as the generator reads it: counts per letter index, blanks, letter bitsets and the tile
// values highest first (for score bounds).
import type { Alphabet } from '../../../dictionaries/alphabet';

export class RackCounts {
  readonly counts = new Int16Array(64);
  blanks = 0;
  tiles = 0;
  /** Letters with at least one tile, as bitsets (bits 0–31, 32–62). */
  lo = 0;
  hi = 0;
  /** Tile values, highest first (a blank is 0). */
  readonly values = new Int16Array(64);

  /** `?` is a blank; letters the alphabet lacks cannot be played and are left out. */
  read(rack: readonly string[], alphabet: Alphabet, letterValues: Int16Array): void {
    this.counts.fill(0);
    this.blanks = 0;
    this.tiles = 0;
    this.lo = 0;
    this.hi = 0;
    this.values.fill(0);
    for (const tile of rack) {
      const blank = tile === '?';
      const index = blank ? -1 : alphabet.indexOf(tile);
      if (!blank && index < 0) continue;
      if (blank) {
        this.blanks++;
      } else {
        this.counts[index]!++;
        if (index < 32) this.lo |= 1 << index;
        else this.hi |= 1 << (index - 32);
      }
      this.keepValue(blank ? 0 : letterValues[index]!);
      this.tiles++;
    }
    // With a blank any letter can go anywhere the cross-checks allow.
    if (this.blanks > 0) {
      this.lo = -1;
      this.hi = 0x7fffffff;
    }
  }

  /** Into `values`, highest first (insertion as tiles are read, no array per rack): the 64 highest. */
  private keepValue(value: number): void {
    const values = this.values;
    let at = Math.min(this.tiles, values.length);
    if (at === values.length) {
      if (values[at - 1]! >= value) return;
      at--;
    }
    for (; at > 0 && values[at - 1]! < value; at--) values[at] = values[at - 1]!;
    values[at] = value;
  }

  /** Scribble: every letter, as many as a line holds, no blanks. */
  unlimited(size: number, letterValues: Int16Array, letters: number): void {
    this.counts.fill(255);
    this.blanks = 0;
    this.tiles = size;
    this.lo = -1;
    this.hi = 0x7fffffff;
    let top = 0;
    for (let i = 0; i < letters; i++) top = Math.max(top, letterValues[i]!);
    this.values.fill(0);
    this.values.fill(top, 0, size);
  }
}
