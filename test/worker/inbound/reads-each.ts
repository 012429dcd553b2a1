// A table of inputs and what one small reader makes of each: one test per row.
import { expect, it } from 'vitest';

/**
 * `it.each` over [input, expected] rows for a pure reader; the title takes both through `%j`.
 * Compares with toEqual, which for the strings, numbers and nulls most readers return is toBe.
 */
export function readsEach<In, Out>(
  title: string,
  read: (input: In) => Out,
  rows: readonly (readonly [In, Out])[],
): void {
  it.each(rows as [In, Out][])(title, (input, expected) => {
    expect(read(input)).toEqual(expected);
  });
}
