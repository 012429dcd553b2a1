// Where the GADDAG walk starts in one line, and how far each start may reach, so that every play is
// found from exactly one start (the scheme of Andy Kurnia's wolges). Two kinds of start:
//  - the last tile of each run of board tiles: plays that include that run begin by reading its
//    letters, which the word graph then holds to the few words that contain them;
//  - an empty square where a cross word forms (a hook): plays that include no run of the line.
// The line is read right to left. A play is found from the rightmost run it includes, or, when it
// includes none, from the rightmost hook it covers: each start's right limit stops short of what
// was already handled to its right.
import { EMPTY, fits, type Grid } from './grid';

/** One start: the square, the leftmost square a tile may go on, and the first square beyond reach. */
export class LineAnchors {
  count = 0;
  readonly at: Int8Array;
  readonly leftmost: Int8Array;
  readonly rightmost: Int8Array;

  constructor(size: number) {
    this.at = new Int8Array(size);
    this.leftmost = new Int8Array(size);
    this.rightmost = new Int8Array(size);
  }

  private add(at: number, leftmost: number, rightmost: number): void {
    const i = this.count++;
    this.at[i] = at;
    this.leftmost[i] = leftmost;
    this.rightmost[i] = rightmost;
  }

  /**
   * The starts of the line at `base` (line-major index of its first square). A hook is a start
   * when a tile of the rack fits it (`fits`, grid.ts); a hook no tile fits still bounds the starts
   * to its left, since no play can cover it. On an empty board the only start is `centre` (its
   * position in this line, or -1 when the line misses it).
   */
  read(
    grid: Grid,
    base: number,
    boardTiles: number,
    centre: number,
    rack: { lo: number; hi: number },
  ): void {
    const n = grid.size;
    const letters = grid.lineLetter;
    const hasCross = grid.hasCross;
    // The empty board's one start is written for every line, whatever the board: a branch of its
    // own would first run at the first empty board, and if this is optimised by then, the
    // compiler would find no type feedback there and deoptimise it. Other boards overwrite it.
    this.at[0] = centre;
    this.leftmost[0] = 0;
    this.rightmost[0] = n;
    this.count = (boardTiles === 0 ? 1 : 0) & (centre >= 0 ? 1 : 0);
    if (boardTiles === 0) return;
    this.count = 0;
    let rightmost = n;
    let leftmost = n;
    for (;;) {
      while (leftmost > 0 && letters[base + leftmost - 1] === EMPTY) leftmost--;
      // A run ends at leftmost - 1: its plays may reach to the line's start.
      if (leftmost > 0) this.add(leftmost - 1, 0, rightmost);
      // Hooks between the run (one square clear of it) and the limit.
      const from = leftmost > 0 ? leftmost + 1 : 0;
      for (let a = rightmost - 1; a >= from; a--) {
        if (hasCross[base + a] === 0) continue;
        // No room left for a word of two letters.
        if (rightmost - from < 2) break;
        if (fits(grid, base + a, rack)) this.add(a, from, rightmost);
        rightmost = a;
      }
      while (leftmost > 0 && letters[base + leftmost - 1] !== EMPTY) leftmost--;
      if (leftmost <= 1) return;
      // Plays further left must stay clear of this run.
      rightmost = leftmost - 1;
    }
  }
}
