// Runs async sections one after another. A Durable Object is single-threaded, but an `await`
// inside a turn (rendering mail) lets the next request in; the lock keeps each turn whole.
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(section: () => Promise<T>): Promise<T> {
    const next = this.tail.then(section, section);
    this.tail = next.catch(() => undefined);
    return next;
  }
}
