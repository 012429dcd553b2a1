// copyJson copies what structuredClone copies of a JSON value, sharing no object or array with it,
// and refuses what is not JSON's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyJson } from '../../engine/json-copy';

/** Every object and array in `value`, depth first. */
function containers(value: unknown, into: object[] = []): object[] {
  if (typeof value !== 'object' || value === null) return into;
  into.push(value);
  for (const inner of Object.values(value)) containers(inner, into);
  return into;
}

describe('copyJson', () => {
  it('gives what structuredClone gives of any JSON value, with none of its objects', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = copyJson(value);
        expect(copy).toStrictEqual(structuredClone(value));
        const mine = new Set(containers(value));
        expect(containers(copy).some((c) => mine.has(c))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a "__proto__" key as JSON.parse makes it, an own key', () => {
    const value = JSON.parse('{"__proto__": {"x": 1}, "y": [2]}');
    const copy = copyJson(value);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(copy).toStrictEqual(structuredClone(value));
    expect(Object.keys(copy)).toEqual(['__proto__', 'y']);
  });

  it('copies a frozen value into one that can change', () => {
    const state: { bag: string[]; scores: number[] } = Object.freeze({
      bag: Object.freeze(['A', 'B']) as string[],
      scores: Object.freeze([1, 2]) as number[],
    });
    const copy = copyJson(state);
    copy.bag.push('C');
    expect(copy.bag).toEqual(['A', 'B', 'C']);
    expect(state.bag).toEqual(['A', 'B']);
  });

  it.each([
    ['a Map', new Map()],
    ['a Date', new Date(0)],
    ['a class', new (class Tile {})()],
    ['a typed array', new Uint8Array(2)],
  ])('refuses %s inside', (_name, odd) => {
    expect(() => copyJson({ moves: [{ odd }] })).toThrow(TypeError);
  });
});
