// Where the walk starts in a line and how far each start reaches: every play is found from exactly
// one start (the brute-force comparisons in exact.test.ts check that on whole boards).
import { describe, expect, it } from 'vitest';
import { LineAnchors } from '../../../engine/crossword/movegen/anchors';
import { EMPTY, type Grid } from '../../../engine/crossword/movegen/grid';

/**
 * One line drawn square by square (spaces ignored): `.` empty, a capital a tile, `h` a hook (a
 * cross word) that takes letter 0 (the racks below hold it), `x` a hook that takes only letter 1
 * (a blank could be it).
 */
function lineGrid(picture: string): Grid {
  const squares = picture.replaceAll(' ', '');
  const n = squares.length;
  const lineLetter = new Int8Array(n).fill(EMPTY);
  const hasCross = new Uint8Array(n);
  const maskLo = new Int32Array(n).fill(-1);
  const maskHi = new Int32Array(n).fill(-1);
  for (let at = 0; at < n; at++) {
    const square = squares[at]!;
    if (/[A-Z]/.test(square)) lineLetter[at] = 0;
    if (square !== 'h' && square !== 'x') continue;
    hasCross[at] = 1;
    maskLo[at] = square === 'h' ? 1 : 2;
    maskHi[at] = 0;
  }
  return { size: n, lineLetter, hasCross, maskLo, maskHi } as unknown as Grid;
}

/** A rack of letter 0 only, and one with a blank (every letter). */
const A = { lo: 1, hi: 0 };
const BLANK = { lo: -1, hi: 0x7fffffff };

/**
 * The starts `anchors` reads from the line (as the generator's first line: base 0), with `tiles`
 * on the board, the centre at `centre` (-1: not in this line), as [at, leftmost, rightmost].
 */
function startsRead(
  anchors: LineAnchors,
  grid: Grid,
  tiles: number,
  centre: number,
  rack: { lo: number; hi: number },
): [number, number, number][] {
  anchors.read(grid, 0, tiles, centre, rack);
  const out: [number, number, number][] = [];
  for (let i = 0; i < anchors.count; i++)
    out.push([anchors.at[i]!, anchors.leftmost[i]!, anchors.rightmost[i]!]);
  return out;
}

describe('LineAnchors', () => {
  it('starts at each run’s last tile and at hooks clear of runs, each bounded by what lies to its right', () => {
    // A, B tiles; h a hook a rack letter fits; x a hook none fits.
    const grid = lineGrid('. h . A . x h . . B . .');
    const anchors = new LineAnchors(12);
    expect(startsRead(anchors, grid, 2, -1, A)).toEqual([
      // B: plays through it reach the whole line's right.
      [9, 0, 12],
      // A: not as far as the square beside B.
      [3, 0, 8],
      // The hook at 6: one square clear of A, not beside B.
      [6, 5, 8],
      // The hook at 1: plays left of A that stay clear of it.
      [1, 0, 2],
    ]);
  });

  it('skips a hook no rack letter fits, and still keeps starts to its left from covering it', () => {
    const grid = lineGrid('A . . . h . . x . .');
    const anchors = new LineAnchors(10);
    expect(startsRead(anchors, grid, 1, -1, A)).toEqual([
      [0, 0, 10],
      [4, 2, 7],
    ]);
    // With a blank (every letter), the hook at 7 is a start too.
    expect(startsRead(anchors, grid, 1, -1, BLANK)).toEqual([
      [0, 0, 10],
      [7, 2, 10],
      [4, 2, 7],
    ]);
  });

  it('on an empty board starts only at the centre, reaching the whole line', () => {
    const grid = lineGrid('.'.repeat(15));
    const anchors = new LineAnchors(15);
    expect(startsRead(anchors, grid, 0, 7, A)).toEqual([[7, 0, 15]]);
    expect(startsRead(anchors, grid, 0, -1, A)).toEqual([]);
  });

  it('reused from line to line, reads only this line’s starts (the empty board’s is written for every line)', () => {
    const anchors = new LineAnchors(10);
    const empty = lineGrid('.'.repeat(10));
    const tiles = lineGrid('A . . . h . . x . .');
    // Tiles elsewhere on the board, none in this line, and a hook no rack letter fits: no start.
    const none = lineGrid('. . . . x . . . . .');
    expect(startsRead(anchors, empty, 0, 4, A)).toEqual([[4, 0, 10]]);
    expect(startsRead(anchors, tiles, 1, 4, A)).toEqual([
      [0, 0, 10],
      [4, 2, 7],
    ]);
    expect(startsRead(anchors, empty, 0, -1, A)).toEqual([]);
    expect(startsRead(anchors, empty, 0, 4, A)).toEqual([[4, 0, 10]]);
    expect(startsRead(anchors, none, 1, 4, A)).toEqual([]);
    expect(startsRead(anchors, none, 1, 4, BLANK)).toEqual([[4, 0, 10]]);
  });
});
