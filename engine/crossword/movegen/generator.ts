// Positions in, plays out: reads the board and rack, then walks every start of every line (anchors.ts)
// with the GADDAG walker, or, for the best play, the starts in order of their score bound. An empty
// board of a layout that reads the same down as across is walked across only (transposed.ts).
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import type { Board } from '../types';
import { LineAnchors } from './anchors';
import { AnchorBound } from './bound';
import { MAX_SQUARES } from './play-list';
import { StartQueue } from './start-queue';
import { transposedSquares } from './transposed';
import type { MoveGenRules } from './types';
import { GaddagWalker, Mode } from './walker';
import { wordGraphsFor } from './word-graphs';

export { Mode } from './walker';

/** Per word graph, 64 entries: the arc leaving its GADDAG root with each letter, or 0. */
function rootArcsOf(parts: readonly CompiledLexicon[]): Int32Array {
  const arcs = new Int32Array(64 * parts.length);
  parts.forEach((part, p) => {
    for (let arc = part.firstArc(part.gaddagRoot); arc !== 0; arc = part.nextArc(arc))
      arcs[p * 64 + part.arcLetter(arc)] = arc;
  });
  return arcs;
}

export class MoveGenerator extends GaddagWalker {
  /** The lexicon, then any supplement of extra words (see word-graphs.ts). */
  readonly parts: CompiledLexicon[];
  private readonly unlimited: boolean;
  readonly centre: number;
  private readonly anchorBound: AnchorBound;
  private readonly startQueue: StartQueue;
  private readonly lineAnchors: LineAnchors;
  /** Mode.Best: every start of the position (line code and reach), by index. */
  private readonly startLine: Int16Array;
  private readonly startAt: Int8Array;
  private readonly startLeft: Int8Array;
  private readonly startRight: Int8Array;
  /** Each square's mirror across the diagonal when the layout is symmetric under it, else null. */
  private readonly mirror: Uint16Array | null;

  constructor(lexicon: CompiledLexicon, setup: MoveGenRules) {
    super(lexicon, setup);
    this.parts = wordGraphsFor(lexicon, setup.extraWords ?? []);
    this.rootArcs = rootArcsOf(this.parts);
    this.centre = setup.layout.centre.row * this.n + setup.layout.centre.col;
    this.unlimited = setup.unlimited ?? false;
    this.anchorBound = new AnchorBound({
      multiply: this.multiply,
      bingo: this.bingo,
      rackSize: this.rackSize,
    });
    // Keys are bound × 4096 + start index: a line has at most n starts, so 2n² stays below 4096.
    // The play list packs a square in 9 bits (MAX_SQUARES), which also keeps 2n² below 4096.
    if (this.n * this.n > MAX_SQUARES) throw new Error(`a ${this.n}×${this.n} board is too large`);
    this.startQueue = new StartQueue(2 * this.n * this.n);
    this.lineAnchors = new LineAnchors(this.n);
    this.startLine = new Int16Array(2 * this.n * this.n);
    this.startAt = new Int8Array(2 * this.n * this.n);
    this.startLeft = new Int8Array(2 * this.n * this.n);
    this.startRight = new Int8Array(2 * this.n * this.n);
    this.mirror = transposedSquares(setup.layout);
  }

  /** Reads the board and rack (`?` a blank; letters the alphabet lacks cannot be played). */
  setPosition(board: Board, rack: readonly string[]): void {
    this.grid.loadBoard(board, this.lexicon);
    this.grid.analyse(this.parts, this.values, this.centre, this.twoLetters);
    this.setRack(rack);
  }

  setRack(rack: readonly string[]): void {
    if (this.unlimited) {
      this.rackCounts.unlimited(this.n, this.values, this.lexicon.alphabet.size);
    } else {
      this.rackCounts.read(rack, this.lexicon.alphabet, this.values);
    }
  }

  /** Generates with the current position; results in `found`, `best*` and (Mode.All) `list`. */
  run(mode: Mode): void {
    this.mode = mode;
    this.stop = false;
    this.found = 0;
    this.cuts = 0;
    this.bestScore = -1;
    this.bestLength = 0;
    this.list.clear();
    const rack = this.rackCounts;
    this.maxPlaced = rack.tiles;
    this.blanks = rack.blanks;
    this.rackLo = this.rackLetters();
    this.rackHi = this.rackHiLetters();
    if (this.maxPlaced === 0) return;
    if (mode === Mode.Any && this.oneTilePlayExists()) {
      this.found = 1;
      return;
    }
    // An empty board of a symmetric layout: its one start is the start square, and the down line
    // through it holds the same squares, bonuses and (empty) cross-checks as the across line, in
    // the same order. The walk reads nothing else that depends on the direction (no cross words,
    // so no one-tile play and no Scribble ends rule on an empty board), so the down walk would
    // find the across walk's plays transposed, in the same order, with the same scores.
    const mirror = this.grid.tiles === 0 ? this.mirror : null;
    if (mode === Mode.Best) {
      this.runBest(mirror !== null);
      return;
    }
    const n = this.n;
    const starts = this.lineAnchors;
    const directions = mirror !== null ? 1 : 2;
    for (let dir = 0; dir < directions; dir++) {
      for (let line = 0; line < n; line++) {
        this.readStarts(dir, line);
        for (let i = 0; i < starts.count; i++) {
          const at = starts.at[i]!;
          this.walkAnchor(dir, line, at, starts.leftmost[i]!, starts.rightmost[i]!, this.parts);
          if (this.stop) return;
        }
      }
    }
    // Any gets here only when the across walk found no play, and the down walk would find none.
    // Otherwise the down plays are the across plays' twins: the count doubles, and the best so far
    // stays the across walk's, as it would (its down twin only ties it).
    if (mirror === null || mode === Mode.Any) return;
    this.found *= 2;
    if (mode === Mode.All) this.list.addTransposed(mirror);
  }

  /** The starts of one line into `lineAnchors`. */
  private readStarts(dir: number, line: number): void {
    const n = this.n;
    const { row, col } = this.setup.layout.centre;
    // The centre's position in this line, when the line passes through it.
    const centre = dir === 0 ? (line === row ? col : -1) : line === col ? row : -1;
    // The rack's letters, every letter when it holds a blank.
    this.lineAnchors.read(
      this.grid,
      dir * n * n + line * n,
      this.grid.tiles,
      centre,
      this.rackCounts,
    );
  }

  /**
   * Anchors in order of their score bound, highest first, until no bound beats the best found.
   * `downOnly`: an empty board of a symmetric layout, whose two starts (the start square across
   * and down) have the same bound and the same plays. The queue would take the down start first
   * (the higher index on equal bounds), and the across start would then find nothing better, so
   * only the down start is walked; the best play is the same, tile for tile. (`found`, the plays
   * the search met, then counts only that walk's.)
   */
  private runBest(downOnly: boolean): void {
    const n = this.n;
    const rack = this.rackCounts;
    this.reach.reset(rack.values, rack.tiles, this.bingo, this.rackSize);
    const queue = this.startQueue;
    const starts = this.lineAnchors;
    queue.clear();
    let index = 0;
    for (let dir = downOnly ? 1 : 0; dir < 2; dir++) {
      for (let line = 0; line < n; line++) {
        this.readStarts(dir, line);
        for (let i = 0; i < starts.count; i++) {
          const at = starts.at[i]!;
          const left = starts.leftmost[i]!;
          const right = starts.rightmost[i]!;
          const bound = this.anchorBound.of(this.grid, dir, line, at, left, right, rack);
          if (bound < 0) continue;
          this.startLine[index] = dir * n + line;
          this.startAt[index] = at;
          this.startLeft[index] = left;
          this.startRight[index] = right;
          queue.push(bound * 4096 + index++);
        }
      }
    }
    while (queue.count > 0) {
      const key = queue.pop();
      const bound = Math.floor(key / 4096);
      if (bound <= this.bestScore) return;
      const s = key - bound * 4096;
      const code = this.startLine[s]!;
      const line = code % n;
      const dir = (code - line) / n;
      this.reach.prepareLine(this.grid, dir, line);
      this.walkAnchor(
        dir,
        line,
        this.startAt[s]!,
        this.startLeft[s]!,
        this.startRight[s]!,
        this.parts,
      );
    }
  }

  /**
   * Whether one tile from the rack makes a play by itself: some anchor where a rack letter passes
   * both directions' cross-checks and forms at least one word. Answers most "any play?" questions
   * from the cross-checks alone, without walking the word graph.
   */
  private oneTilePlayExists(): boolean {
    const grid = this.grid;
    const n = this.n;
    const nn = n * n;
    // The rack's letters, every letter when it holds a blank (bit 31 of the high word is the
    // separator, never a tile).
    const rackLo = this.rackCounts.lo;
    const rackHi = this.rackCounts.hi & 0x7fffffff;
    for (let sq = 0; sq < nn; sq++) {
      if (grid.anchor[sq] === 0) continue;
      const across = sq;
      const down = nn + (sq % n) * n + Math.floor(sq / n);
      if (grid.hasCross[across] === 0 && grid.hasCross[down] === 0) continue;
      const lo = grid.maskLo[across]! & grid.maskLo[down]! & rackLo;
      const hi = grid.maskHi[across]! & grid.maskHi[down]! & rackHi;
      if ((lo | hi) !== 0) return true;
    }
    return false;
  }

  /** The rack's letters as bitsets (the blank-free view: what real tiles remain). */
  private rackLetters(): number {
    let lo = 0;
    for (let i = 0; i < 32; i++) if (this.rack[i]! > 0) lo |= 1 << i;
    return lo;
  }

  private rackHiLetters(): number {
    let hi = 0;
    for (let i = 32; i < 63; i++) if (this.rack[i]! > 0) hi |= 1 << (i - 32);
    return hi;
  }
}
