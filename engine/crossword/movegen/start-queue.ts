// The best-play search's starts, highest key first: a binary max-heap in a Float64Array made once per
// generator, so choosing the next start allocates nothing (a typed array's sort copied its keys on
// every run) and the starts the search never reaches are never put in order.

export class StartQueue {
  count = 0;
  private readonly keys: Float64Array;

  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
  }

  clear(): void {
    this.count = 0;
  }

  push(key: number): void {
    const keys = this.keys;
    let i = this.count++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! >= key) break;
      keys[i] = keys[parent]!;
      i = parent;
    }
    keys[i] = key;
  }

  /** The highest key, removed; the queue must not be empty. */
  pop(): number {
    const keys = this.keys;
    const top = keys[0]!;
    const count = --this.count;
    const last = keys[count]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= count) break;
      if (child + 1 < count && keys[child + 1]! > keys[child]!) child++;
      if (keys[child]! <= last) break;
      keys[i] = keys[child]!;
      i = child;
    }
    keys[i] = last;
    return top;
  }
}
