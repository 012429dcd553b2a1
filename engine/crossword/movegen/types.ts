// What the move generator needs to know about a game, and the plays it hands back.
import type { Coord, CrosswordRules, Layout, Placement } from '../types';

/** The parts of a ruleset that decide which plays are legal and what they score. */
export interface MoveGenRules {
  /** Word-bonus rule, bingo bonus, rack size and letter values: the same object scorePlay takes. */
  rules: CrosswordRules;
  layout: Layout;
  /** Scribble: no rack, every letter available any number of times, no blanks. */
  unlimited?: boolean;
  /** Scribble's 'ends': a new word starts or ends on a letter already there, or extends a word. */
  connection?: 'touch' | 'ends';
  /** Words legal whatever the lexicon says (Jamble's two-letter list). */
  extraWords?: readonly string[];
  /** When set, the only legal two-letter words (Jamble's list): the lexicon's others are not words. */
  twoLetterWords?: readonly string[];
}

export type Direction = 'across' | 'down';

/** One legal play, as the rules engine writes placements, with its score under the game's rules. */
export interface GeneratedPlay {
  placements: Placement[];
  score: number;
  /** The direction of the main word (a one-tile play reads across when it forms an across word). */
  direction: Direction;
  /** First square of the main word. */
  start: Coord;
  /** The main word, board tiles included (blanks uppercase, as they read). */
  word: string;
  /** The main word with new blanks in lowercase and board tiles in brackets, e.g. `PL(A)nE`. */
  written: string;
  /** Rack letters this play uses (`?` for a blank), in square order. */
  used: string[];
}
