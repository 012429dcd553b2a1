// Plays stored flat in growable typed arrays: the generator appends without allocating per play.

/** A placed tile packed in one number: square index << 8 | blank << 6 | letter index. */
export const BLANK_BIT = 0x40;

export class PlayList {
  count = 0;
  scores = new Int32Array(1024);
  /** 0 across, 1 down (the main word's direction). */
  directions = new Uint8Array(1024);
  starts = new Int32Array(1024);
  lengths = new Uint8Array(1024);
  tiles = new Int32Array(8192);
  tileCount = 0;

  clear(): void {
    this.count = 0;
    this.tileCount = 0;
  }

  add(score: number, direction: number, source: Int32Array, placed: number): void {
    if (this.count === this.scores.length) this.growPlays();
    if (this.tileCount + placed > this.tiles.length) {
      const tiles = new Int32Array(this.tiles.length * 2 + placed);
      tiles.set(this.tiles);
      this.tiles = tiles;
    }
    const i = this.count++;
    this.scores[i] = score;
    this.directions[i] = direction;
    this.starts[i] = this.tileCount;
    this.lengths[i] = placed;
    for (let k = 0; k < placed; k++) this.tiles[this.tileCount++] = source[k]!;
  }

  private growPlays(): void {
    const size = this.scores.length * 2;
    const grow = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.scores = grow(this.scores, (n) => new Int32Array(n));
    this.directions = grow(this.directions, (n) => new Uint8Array(n));
    this.starts = grow(this.starts, (n) => new Int32Array(n));
    this.lengths = grow(this.lengths, (n) => new Uint8Array(n));
  }
}
