// The depth table the best-play search caps its bounds with: GADDAG nodes only, and each depth is the
// longest path on from that node.
import { describe, expect, it } from 'vitest';
import * as format from '../../../dictionaries/format';
import { depthsOf } from '../../../engine/crossword/movegen/depth';
import { tinyLexicon, tinyWords } from './fixtures';

const LAST_ARC = format.LAST_ARC;
const TARGET_SHIFT = format.TARGET_SHIFT;

describe('depthsOf', () => {
  const packed = tinyLexicon.packed;
  const from = packed[format.Header.gaddagOffset]!;
  const table = depthsOf(tinyLexicon);

  it('holds one byte per word of the GADDAG section, none for the DAWG', () => {
    expect(table.from).toBe(from);
    expect(table.depths.length).toBe(packed.length - from);
    expect(from).toBeGreaterThan(tinyLexicon.dawgRoot);
  });

  it('gives the root the longest word plus the separator', () => {
    const longest = Math.max(...tinyWords.map((w) => w.length));
    expect(table.depths[tinyLexicon.gaddagRoot - from]).toBe(longest + 1);
  });

  it('gives every reachable node one more than its deepest child (0 past the last arc)', () => {
    const depthOf = (node: number) => (node === 0 ? 0 : table.depths[node - from]!);
    const seen = new Set<number>();
    const stack = [tinyLexicon.gaddagRoot];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node === 0 || seen.has(node)) continue;
      seen.add(node);
      let most = 0;
      for (let arc = node; ; arc++) {
        const child = packed[arc]! >>> TARGET_SHIFT;
        most = Math.max(most, 1 + depthOf(child));
        stack.push(child);
        if ((packed[arc]! & LAST_ARC) !== 0) break;
      }
      expect(depthOf(node)).toBe(most);
    }
    expect(seen.size).toBeGreaterThan(100);
  });

  it('is built once per lexicon', () => {
    expect(depthsOf(tinyLexicon)).toBe(table);
  });
});
