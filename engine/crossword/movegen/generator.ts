// The GADDAG move generator (Gordon 1994): from each anchor, read leftwards, cross the separator,
// read rightwards. Rack as letter counts, cross-checks as bitsets, scores kept incrementally; the
// recursion allocates nothing per candidate.
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import * as format from '../../../dictionaries/format';
import type { Board } from '../types';
import { anchorBound, type BoundRules } from './bound';
import { EMPTY as GRID_EMPTY, Grid } from './grid';
import { BLANK_BIT as PLAY_BLANK_BIT, PlayList } from './play-list';
import { RackCounts } from './rack';
import type { MoveGenRules } from './types';
import { wordGraphsFor } from './word-graphs';

// Module-level copies: under tsx an imported binding is a getter call, too slow for the hot loop.
const ACCEPTS = format.ACCEPTS;
const LAST_ARC = format.LAST_ARC;
const LETTER_MASK = format.LETTER_MASK;
const SEPARATOR = format.SEPARATOR;
const TARGET_SHIFT = format.TARGET_SHIFT;
const EMPTY = GRID_EMPTY;
const BLANK_BIT = PLAY_BLANK_BIT;

/** What a run collects: every play, only the count and best, or whether any play exists. */
/** Best: the best play only, skipping anchors whose score bound cannot beat it. */
export const Mode = { All: 0, Count: 1, Any: 2, Best: 3 } as const;
export type Mode = (typeof Mode)[keyof typeof Mode];

export class MoveGenerator {
  readonly lexicon: CompiledLexicon;
  readonly setup: MoveGenRules;
  readonly grid: Grid;
  readonly list = new PlayList();
  private readonly parts: CompiledLexicon[];
  private readonly values = new Int16Array(64);
  private readonly multiply: boolean;
  private readonly bingo: number;
  private readonly rackSize: number;
  private readonly unlimited: boolean;
  private readonly ends: boolean;
  private readonly centre: number;
  private readonly n: number;
  private readonly rackCounts = new RackCounts();
  private readonly rack = this.rackCounts.counts;
  /** Letters with at least one tile left on the rack during a run, as bitsets (bits 0–31, 32–62). */
  private rackLo = 0;
  private rackHi = 0;
  private blanks = 0;
  private readonly boundRules: BoundRules;
  private readonly anchorKeys: Float64Array;
  // Per run.
  private mode: Mode = Mode.All;
  private stop = false;
  /** Plays found by the last run. */
  found = 0;
  /** Best score of the last run (-1 when none), its tiles and direction. */
  bestScore = -1;
  bestDirection = 0;
  bestLength = 0;
  readonly bestTiles = new Int32Array(64);
  // Per line and anchor.
  private packed: Uint32Array = new Uint32Array(0);
  private dir = 0;
  private base = 0;
  private sqBase = 0;
  private sqStep = 1;
  private anchorPos = 0;
  private maxPlaced = 0;
  private readonly stack = new Int32Array(64);
  private readonly stackPos = new Int8Array(64);

  constructor(lexicon: CompiledLexicon, setup: MoveGenRules) {
    this.lexicon = lexicon;
    this.setup = setup;
    this.parts = wordGraphsFor(lexicon, setup.extraWords ?? []);
    this.grid = new Grid(setup.layout);
    this.n = setup.layout.size;
    this.centre = setup.layout.centre.row * this.n + setup.layout.centre.col;
    const letters = lexicon.alphabet.letters;
    for (let i = 0; i < letters.length; i++) this.values[i] = setup.rules.values[letters[i]!] ?? 0;
    this.multiply = setup.rules.wordBonus === 'multiply';
    this.bingo = setup.rules.bingoBonus;
    this.rackSize = setup.rules.rackSize;
    this.unlimited = setup.unlimited ?? false;
    this.ends = (setup.connection ?? 'touch') === 'ends';
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
          this.fromAnchor(dir, line, pos);
          if (this.stop) return;
        }
      }
    }
  }

  /** Anchors in order of their score bound, highest first, until no bound beats the best found. */
  private runBest(): void {
    const n = this.n;
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
      this.fromAnchor(Math.floor(rest / n), rest % n, pos);
    }
  }

  private fromAnchor(dir: number, line: number, pos: number): void {
    const n = this.n;
    this.dir = dir;
    this.base = dir * n * n + line * n;
    this.sqBase = dir === 0 ? line * n : line;
    this.sqStep = dir === 0 ? 1 : n;
    this.anchorPos = pos;
    const parts = this.parts;
    for (let p = 0; p < parts.length; p++) {
      const part = parts[p]!;
      this.packed = part.packed;
      this.gen(pos, part.gaddagRoot, 0, 0, 1, 0, pos);
      if (this.stop) return;
    }
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

  private gen(
    pos: number,
    node: number,
    placed: number,
    mainSum: number,
    wordMul: number,
    cross: number,
    leftEnd: number,
  ): void {
    const grid = this.grid;
    const packed = this.packed;
    const idx = this.base + pos;
    const onBoard = grid.lineLetter[idx]!;
    if (onBoard !== EMPTY) {
      const arc = arcOf(packed, node, onBoard);
      if (arc !== 0) {
        this.goOn(pos, arc, placed, mainSum + grid.lineValue[idx]!, wordMul, cross, leftEnd);
      }
      return;
    }
    if (placed >= this.maxPlaced || node === 0) return;
    let lo = grid.maskLo[idx]!;
    // Bit 31 of the high word is the separator, never a tile.
    let hi = grid.maskHi[idx]! & 0x7fffffff;
    const blanks = this.blanks;
    if (blanks === 0) {
      lo &= this.rackLo;
      hi &= this.rackHi;
    }
    if ((lo | hi) === 0) return;
    // Arcs are sorted by letter: stop after the highest letter that could go here.
    const highest = hi !== 0 ? 63 - Math.clz32(hi) : 31 - Math.clz32(lo);
    const lm = grid.letterMul[idx]!;
    const wm = grid.wordMul[idx]!;
    const crossWm = grid.hasCross[idx]! !== 0 ? wm : 0;
    const cs = grid.crossSum[idx]!;
    const nextWordMul = this.multiply ? wordMul * wm : Math.max(wm, wordMul);
    const sq = (this.sqBase + pos * this.sqStep) << 8;
    const rack = this.rack;
    this.stackPos[placed] = pos;
    for (let arc = node; arc !== 0; ) {
      const word = packed[arc]!;
      const letter = word & LETTER_MASK;
      if (letter > highest) break;
      if (((letter < 32 ? lo >>> letter : hi >>> (letter - 32)) & 1) !== 0) {
        const count = rack[letter]!;
        if (count > 0) {
          rack[letter] = count - 1;
          if (count === 1) this.dropRackLetter(letter);
          const v = this.values[letter]! * lm;
          this.stack[placed] = sq | letter;
          this.goOn(
            pos,
            arc,
            placed + 1,
            mainSum + v,
            nextWordMul,
            cross + (cs + v) * crossWm,
            leftEnd,
          );
          rack[letter] = count;
          if (count === 1) this.keepRackLetter(letter);
        }
        if (blanks > 0) {
          this.blanks = blanks - 1;
          this.stack[placed] = sq | BLANK_BIT | letter;
          this.goOn(pos, arc, placed + 1, mainSum, nextWordMul, cross + cs * crossWm, leftEnd);
          this.blanks = blanks;
        }
        if (this.stop) return;
      }
      arc = (word & LAST_ARC) !== 0 ? 0 : arc + 1;
    }
  }

  private dropRackLetter(letter: number): void {
    if (letter < 32) this.rackLo &= ~(1 << letter);
    else this.rackHi &= ~(1 << (letter - 32));
  }

  private keepRackLetter(letter: number): void {
    if (letter < 32) this.rackLo |= 1 << letter;
    else this.rackHi |= 1 << (letter - 32);
  }

  private goOn(
    pos: number,
    arc: number,
    placed: number,
    mainSum: number,
    wordMul: number,
    cross: number,
    leftEnd: number,
  ): void {
    const packed = this.packed;
    const line = this.grid.lineLetter;
    const base = this.base;
    const last = this.n - 1;
    const word = packed[arc]!;
    const next = word >>> TARGET_SHIFT;
    const anchor = this.anchorPos;
    if (pos <= anchor) {
      const leftFree = pos === 0 || line[base + pos - 1] === EMPTY;
      const rightFree = anchor === last || line[base + anchor + 1] === EMPTY;
      if ((word & ACCEPTS) !== 0 && leftFree && rightFree && placed > 0) {
        this.record(pos, anchor, placed, mainSum, wordMul, cross);
      }
      if (next === 0 || this.stop) return;
      // Leftwards only over board tiles and empty squares that are not anchors: a play is generated
      // from the leftmost anchor it covers, so no play is found twice.
      if (pos > 0 && (!leftFree || this.grid.lineAnchor[base + pos - 1] === 0)) {
        this.gen(pos - 1, next, placed, mainSum, wordMul, cross, pos - 1);
      }
      if (leftFree && anchor < last && !this.stop) {
        const separator = separatorArc(packed, next);
        if (separator !== 0) {
          this.gen(
            anchor + 1,
            packed[separator]! >>> TARGET_SHIFT,
            placed,
            mainSum,
            wordMul,
            cross,
            pos,
          );
        }
      }
    } else {
      if ((word & ACCEPTS) !== 0 && (pos === last || line[base + pos + 1] === EMPTY)) {
        this.record(leftEnd, pos, placed, mainSum, wordMul, cross);
      }
      if (next !== 0 && pos < last)
        this.gen(pos + 1, next, placed, mainSum, wordMul, cross, leftEnd);
    }
  }

  private record(
    left: number,
    right: number,
    placed: number,
    mainSum: number,
    wordMul: number,
    cross: number,
  ): void {
    if (right === left) return;
    const grid = this.grid;
    // A one-tile play that also forms an across word was already found reading across.
    if (this.dir === 1 && placed === 1 && grid.hasCross[this.base + this.anchorPos] !== 0) return;
    if (this.ends && grid.tiles > 0 && !this.endsOnBoardTile(left, right, placed)) return;
    const score =
      mainSum * wordMul + cross + (this.bingo > 0 && placed >= this.rackSize ? this.bingo : 0);
    this.found++;
    if (this.mode === Mode.Any) {
      this.stop = true;
    } else if (this.mode === Mode.All) {
      this.list.add(score, this.dir, this.stack, placed);
    }
    if (score > this.bestScore) {
      this.bestScore = score;
      this.bestDirection = this.dir;
      this.bestLength = placed;
      this.bestTiles.set(this.stack.subarray(0, placed));
    }
  }

  /** Scribble: the main word starts or ends on a board tile, or some new tile extends a word. */
  private endsOnBoardTile(left: number, right: number, placed: number): boolean {
    const grid = this.grid;
    const base = this.base;
    if (grid.lineLetter[base + left] !== EMPTY || grid.lineLetter[base + right] !== EMPTY)
      return true;
    for (let k = 0; k < placed; k++) if (grid.hasCross[base + this.stackPos[k]!] !== 0) return true;
    return false;
  }
}

function arcOf(packed: Uint32Array, node: number, letter: number): number {
  if (node === 0) return 0;
  for (let arc = node; ; arc++) {
    const word = packed[arc]!;
    const l = word & LETTER_MASK;
    if (l === letter) return arc;
    if (l > letter || (word & LAST_ARC) !== 0) return 0;
  }
}

/** The separator sorts last, so it is the node's last arc when present. */
function separatorArc(packed: Uint32Array, node: number): number {
  if (node === 0) return 0;
  let arc = node;
  while ((packed[arc]! & LAST_ARC) === 0) arc++;
  return (packed[arc]! & LETTER_MASK) === SEPARATOR ? arc : 0;
}
