// Positions in, plays out: reads the board and rack, then walks every anchor (or, for the best play,
// the anchors in order of their score bound) with the GADDAG walker.
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import type { Board } from '../types';
import { anchorBound, type BoundRules } from './bound';
import type { MoveGenRules } from './types';
import { GaddagWalker, Mode } from './walker';
import { wordGraphsFor } from './word-graphs';

export { Mode } from './walker';

export class MoveGenerator extends GaddagWalker {
  /** The lexicon, then any supplement of extra words (see word-graphs.ts). */
  readonly parts: CompiledLexicon[];
  private readonly unlimited: boolean;
  readonly centre: number;
  private readonly boundRules: BoundRules;
  private readonly anchorKeys: Float64Array;

  constructor(lexicon: CompiledLexicon, setup: MoveGenRules) {
    super(lexicon, setup);
    this.parts = wordGraphsFor(lexicon, setup.extraWords ?? []);
    this.centre = setup.layout.centre.row * this.n + setup.layout.centre.col;
    this.unlimited = setup.unlimited ?? false;
    this.boundRules = { multiply: this.multiply, bingo: this.bingo, rackSize: this.rackSize };
    // Keys are bound × 4096 + anchor code: the code must stay below 4096.
    if (2 * this.n * this.n > 4096) throw new Error(`a ${this.n}×${this.n} board is too large`);
    this.anchorKeys = new Float64Array(2 * this.n * this.n);
  }

  /** Reads the board and rack (`?` a blank; letters the alphabet lacks cannot be played). */
  setPosition(board: Board, rack: readonly string[]): void {
    this.grid.loadBoard(board, this.lexicon);
    this.grid.analyse(this.parts, this.values, this.centre);
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
    if (mode === Mode.Best) {
      this.runBest();
      return;
    }
    const n = this.n;
    for (let dir = 0; dir < 2; dir++) {
      for (let line = 0; line < n; line++) {
        const base = dir * n * n + line * n;
        for (let pos = 0; pos < n; pos++) {
          if (this.grid.lineAnchor[base + pos] === 0) continue;
          this.walkAnchor(dir, line, pos, this.parts);
          if (this.stop) return;
        }
      }
    }
  }

  /** Anchors in order of their score bound, highest first, until no bound beats the best found. */
  private runBest(): void {
    const n = this.n;
    const rack = this.rackCounts;
    this.reach.prepare(this.grid, rack.values, rack.tiles, this.bingo, this.rackSize);
    const keys = this.anchorKeys;
    let count = 0;
    for (let dir = 0; dir < 2; dir++) {
      for (let line = 0; line < n; line++) {
        const base = dir * n * n + line * n;
        for (let pos = 0; pos < n; pos++) {
          if (this.grid.lineAnchor[base + pos] === 0) continue;
          const bound = anchorBound(this.grid, dir, line, pos, this.rackCounts, this.boundRules);
          if (bound >= 0) keys[count++] = bound * 4096 + (dir * n + line) * n + pos;
        }
      }
    }
    const sorted = keys.subarray(0, count).sort();
    for (let i = count - 1; i >= 0; i--) {
      const key = sorted[i]!;
      const bound = Math.floor(key / 4096);
      if (bound <= this.bestScore) return;
      const code = key - bound * 4096;
      const pos = code % n;
      const rest = (code - pos) / n;
      this.walkAnchor(Math.floor(rest / n), rest % n, pos, this.parts);
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
    // A blank can be any letter (bit 31 of the high word is the separator, never a tile).
    const rackLo = this.blanks > 0 ? -1 : this.rackLo;
    const rackHi = this.blanks > 0 ? 0x7fffffff : this.rackHi;
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
