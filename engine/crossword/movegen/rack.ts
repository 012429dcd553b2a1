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
    this.values.fill(0);
    this.blanks = 0;
    this.tiles = 0;
    this.lo = 0;
    this.hi = 0;
    // Indexed, and the values sorted in place as they come: reading a rack allocates nothing.
    for (let i = 0; i < rack.length; i++) {
      const tile = rack[i]!;
      if (tile === '?') {
        this.blanks++;
        this.addValue(0);
        continue;
      }
      const index = alphabet.indexOf(tile);
      if (index < 0) continue;
      this.counts[index]!++;
      this.addValue(letterValues[index]!);
      if (index < 32) this.lo |= 1 << index;
      else this.hi |= 1 << (index - 32);
    }
    // With a blank any letter can go anywhere the cross-checks allow.
    if (this.blanks > 0) {
      this.lo = -1;
      this.hi = 0x7fffffff;
    }
  }

  /** Counts a tile and keeps `values` highest first (the 64 highest, when a rack holds more). */
  private addValue(value: number): void {
    const values = this.values;
    let i = Math.min(this.tiles, values.length - 1);
    this.tiles++;
    if (i === values.length - 1 && values[i]! >= value) return;
    while (i > 0 && values[i - 1]! < value) {
      values[i] = values[i - 1]!;
      i--;
    }
    values[i] = value;
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
