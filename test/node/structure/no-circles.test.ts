// No file of the project imports itself through others: every import, type-only ones included,
// runs one way, so any folder can be read (and tested) from the ground up.
import { describe, expect, it } from 'vitest';
import { circles, describeCircle, importGraph, sourceFiles } from './import-graph';

describe('the import graph', () => {
  const graph = importGraph();

  it('reads the whole source tree', () => {
    const files = sourceFiles();
    expect(files).toContain('worker/index.ts');
    expect(files).toContain('engine/registry.ts');
    expect(graph.get('worker/index.ts')?.length).toBeGreaterThan(0);
  });

  it('finds a circle when there is one', () => {
    const toy = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(circles(toy)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has no circle anywhere in the project', () => {
    const found = circles(graph).map((circle) => describeCircle(graph, circle));
    expect(found.join('\n\n')).toBe('');
  });
});
