// maxWeightMatching against brute force on small random graphs: the most pairs, then the most weight.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxWeightMatching, type WeightedEdge } from '../../../engine/tournament/matching';

/** Every matching of the edges, best first by (pairs, weight). */
function bruteForce(n: number, edges: WeightedEdge[]): { pairs: number; weight: number } {
  let best = { pairs: 0, weight: 0 };
  const used = new Array<boolean>(n).fill(false);
  const walk = (from: number, pairs: number, weight: number) => {
    if (pairs > best.pairs || (pairs === best.pairs && weight > best.weight)) {
      best = { pairs, weight };
    }
    for (let k = from; k < edges.length; k++) {
      const { a, b, weight: w } = edges[k]!;
      if (used[a] || used[b]) continue;
      used[a] = used[b] = true;
      walk(k + 1, pairs + 1, weight + Number(w));
      used[a] = used[b] = false;
    }
  };
  walk(0, 0, 0);
  return best;
}

const graph = (maxWeight: number) =>
  fc.integer({ min: 2, max: 10 }).chain((n) =>
    fc
      .uniqueArray(
        fc
          .tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }))
          .filter(([a, b]) => a < b),
        { selector: ([a, b]) => `${a}-${b}`, maxLength: 24 },
      )
      .chain((pairs) =>
        fc
          .array(fc.integer({ min: 0, max: maxWeight }), {
            minLength: pairs.length,
            maxLength: pairs.length,
          })
          .map((weights) => ({
            n,
            edges: pairs.map(([a, b], i) => ({ a, b, weight: weights[i]! })),
          })),
      ),
  );

describe('maxWeightMatching', () => {
  it.each([3, 40, 2 ** 40])(
    'finds as many pairs as brute force, and then as much weight (weights to %d)',
    (maxWeight) => {
      fc.assert(
        fc.property(graph(maxWeight), ({ n, edges }) => {
          const mate = maxWeightMatching(n, edges);
          // A matching: partners point at each other, along edges that exist.
          let pairs = 0;
          let weight = 0;
          mate.forEach((p, v) => {
            if (p < 0) return;
            expect(mate[p]).toBe(v);
            if (v < p) {
              const e = edges.find((x) => x.a === v && x.b === p);
              expect(e).toBeDefined();
              pairs++;
              weight += e!.weight;
            }
          });
          expect({ pairs, weight }).toEqual(bruteForce(n, edges));
        }),
        { numRuns: 500 },
      );
    },
  );

  it('keeps large weights exact', () => {
    const big = 2 ** 49;
    const mate = maxWeightMatching(4, [
      { a: 0, b: 1, weight: big + 1 },
      { a: 2, b: 3, weight: big + 1 },
      { a: 0, b: 2, weight: big + 2 },
      { a: 1, b: 3, weight: big - 1 },
    ]);
    // 2^50 + 2 beats 2^50 + 1 by a single unit.
    expect(mate).toEqual([1, 0, 3, 2]);
  });

  it('takes bigint weights beyond 2^53 and keeps them exact', () => {
    const big = 2n ** 200n;
    const mate = maxWeightMatching(4, [
      { a: 0, b: 1, weight: big + 1n },
      { a: 2, b: 3, weight: big + 1n },
      { a: 0, b: 2, weight: big + 2n },
      { a: 1, b: 3, weight: big - 1n },
    ]);
    // 2^201 + 2 beats 2^201 + 1 by a single unit.
    expect(mate).toEqual([1, 0, 3, 2]);
    expect(() => maxWeightMatching(2, [{ a: 0, b: 1, weight: -1n }])).toThrow(RangeError);
  });

  it('leaves vertices without edges unmatched and refuses weights it cannot keep exact', () => {
    expect(maxWeightMatching(3, [{ a: 0, b: 1, weight: 5 }])).toEqual([1, 0, -1]);
    expect(() => maxWeightMatching(2, [{ a: 0, b: 1, weight: 2 ** 51 }])).toThrow(RangeError);
  });
});
