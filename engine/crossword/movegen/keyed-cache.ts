// A value per pair of objects, made on first use and dropped with either (two levels of WeakMap), for
// what is costly to build per lexicon: the generators and the extra words' supplements.

/** The value kept for (`first`, `second`), made by `make` the first time the pair is asked for. */
export function keptFor<A extends object, B extends object, V>(
  cache: WeakMap<A, WeakMap<B, V>>,
  first: A,
  second: B,
  make: () => V,
): V {
  let bySecond = cache.get(first);
  if (bySecond === undefined) {
    bySecond = new WeakMap();
    cache.set(first, bySecond);
  }
  let value = bySecond.get(second);
  if (value === undefined) {
    value = make();
    bySecond.set(second, value);
  }
  return value;
}
