// What the GADDAG walk reads and keeps: the grid's arrays held directly, the rack as counts and
// bitsets, the tile values left (for best-play bounds), the per-anchor line and the results.
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import { Grid } from './grid';
import { PlayList } from './play-list';
import { RackCounts } from './rack';
import { RightReach } from './reach';
import type { MoveGenRules } from './types';

/** What a run collects: every play, only the count and best, or whether any play exists.
 *  Best: the best play only, skipping anchors whose score bound cannot beat it. */
export const Mode = { All: 0, Count: 1, Any: 2, Best: 3 } as const;
export type Mode = (typeof Mode)[keyof typeof Mode];

export abstract class WalkState {
  readonly lexicon: CompiledLexicon;
  readonly setup: MoveGenRules;
  readonly grid: Grid;
  readonly list = new PlayList();
  /** Points per letter index. */
  readonly values = new Int16Array(64);
  readonly multiply: boolean;
  readonly bingo: number;
  /** The bingo bonus by tiles placed (0 below a full rack): one read, whatever the count. */
  readonly bingoFor = new Int32Array(65);
  readonly rackSize: number;
  readonly ends: boolean;
  readonly n: number;
  /** Jamble: the only legal two-letter words, as a table of letter pairs (`a * 64 + b`), else null. */
  readonly twoLetters: Uint8Array | null;
  protected readonly rackCounts = new RackCounts();
  protected readonly rack = this.rackCounts.counts;
  /** Letters with at least one tile left on the rack during a run, as bitsets (bits 0–31, 32–62). */
  protected rackLo = 0;
  protected rackHi = 0;
  protected blanks = 0;
  /** Bounds for cutting branches in Mode.Best (prepared per run). */
  protected readonly reach: RightReach;
  // The grid's arrays, held directly: one property load less in the hot loop.
  protected readonly lineLetter: Int8Array;
  protected readonly lineValue: Int16Array;
  protected readonly maskLo: Int32Array;
  protected readonly maskHi: Int32Array;
  protected readonly hasCross: Uint8Array;
  protected readonly crossSum: Int32Array;
  protected readonly factors: Int32Array;
  // Per run.
  protected mode: Mode = Mode.All;
  protected stop = false;
  /** Plays found by the last run. */
  found = 0;
  /** Branches the best-play search cut on their score bound (a cut branch is not a dead one). */
  protected cuts = 0;
  /** Best score of the last run (-1 when none), its tiles and direction. */
  bestScore = -1;
  bestDirection = 0;
  bestLength = 0;
  readonly bestTiles = new Int32Array(64);
  // Per line and anchor.
  protected packed: Uint32Array = new Uint32Array(0);
  /** Per word graph (64 entries each): the GADDAG root's arc for each letter, or 0. */
  protected rootArcs: Int32Array = new Int32Array(0);
  protected dir = 0;
  protected base = 0;
  protected anchorPos = 0;
  /** The start's reach: tiles go on [leftmost, rightmost). */
  protected leftmost = 0;
  protected rightmost = 0;
  /** Where the word begins, once the walk has turned rightwards. */
  protected leftEnd = 0;
  protected maxPlaced = 0;
  /** The tiles placed so far (square << 7 | blank | letter, see play-list.ts) and their line positions. */
  protected readonly stack = new Int32Array(64);
  protected readonly stackPos = new Int8Array(64);

  constructor(lexicon: CompiledLexicon, setup: MoveGenRules) {
    this.lexicon = lexicon;
    this.setup = setup;
    const grid = new Grid(setup.layout);
    this.grid = grid;
    this.lineLetter = grid.lineLetter;
    this.lineValue = grid.lineValue;
    this.maskLo = grid.maskLo;
    this.maskHi = grid.maskHi;
    this.hasCross = grid.hasCross;
    this.crossSum = grid.crossSum;
    this.factors = grid.factors;
    this.n = setup.layout.size;
    this.reach = new RightReach(this.n);
    const letters = lexicon.alphabet.letters;
    for (let i = 0; i < letters.length; i++) this.values[i] = setup.rules.values[letters[i]!] ?? 0;
    this.multiply = setup.rules.wordBonus === 'multiply';
    this.bingo = setup.rules.bingoBonus;
    this.rackSize = setup.rules.rackSize;
    if (this.bingo > 0) this.bingoFor.fill(this.bingo, this.rackSize);
    this.ends = (setup.connection ?? 'touch') === 'ends';
    this.twoLetters = setup.twoLetterWords ? twoLetterTable(setup.twoLetterWords, lexicon) : null;
  }

  /** Whether the two letters make a word: always true unless the ruleset lists its two-letter words. */
  protected twoLetterWord(first: number, second: number): boolean {
    return this.twoLetters === null || this.twoLetters[first * 64 + second] === 1;
  }

  protected dropRackLetter(letter: number): void {
    if (letter < 32) this.rackLo &= ~(1 << letter);
    else this.rackHi &= ~(1 << (letter - 32));
  }

  protected keepRackLetter(letter: number): void {
    if (letter < 32) this.rackLo |= 1 << letter;
    else this.rackHi |= 1 << (letter - 32);
  }
}

/** The listed two-letter words as a pair table over the lexicon's letter indexes. */
export function twoLetterTable(words: readonly string[], lexicon: CompiledLexicon): Uint8Array {
  const table = new Uint8Array(64 * 64);
  for (const w of words) {
    const a = lexicon.alphabet.indexOf(w.slice(0, 1));
    const b = lexicon.alphabet.indexOf(w.slice(1));
    if (a >= 0 && b >= 0) table[a * 64 + b] = 1;
  }
  return table;
}
