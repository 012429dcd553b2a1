// The crossword vocabulary shared by every ruleset, the scorer, GCG replay and the move generator.

/** Bonus squares. QW/QL are the quadruple squares of the 21×21 board. */
export const premiums = ['TW', 'DW', 'TL', 'DL', 'QW', 'QL'] as const;
export type Premium = (typeof premiums)[number];

/** A tile on the board. `letter` is what it reads as (uppercase; multi-letter tiles like `CH`). */
export interface Tile {
  letter: string;
  /** A blank keeps the letter it was given when played, scoring 0 for ever. */
  blank: boolean;
}

/** A square on the board: empty or holding a tile. */
export type Square = Tile | null;

/** The board, row-major: `squares[row * size + col]`, row 0 = row "1", col 0 = column "A". */
export interface Board {
  size: number;
  squares: Square[];
}

/** One tile put down by a play. Rows and columns are 0-based. */
export interface Placement {
  row: number;
  col: number;
  letter: string;
  blank: boolean;
}

/** A coordinate on the board, 0-based. */
export interface Coord {
  row: number;
  col: number;
}

/** The bonus squares of a board, as data. `premiums` is row-major like Board.squares. */
export interface Layout {
  id: string;
  name: string;
  size: number;
  premiums: (Premium | null)[];
  /** The start square the first play must cover. */
  centre: Coord;
  /** Where the layout comes from, for help text. */
  source: string;
}

/** Letters, their values and how many of each are in the bag. */
export interface TileSet {
  id: string;
  name: string;
  /** Letter → points. Multi-letter tiles (Spanish CH, LL, RR) are single entries. */
  values: Record<string, number>;
  /** Letter → number of tiles in the bag. */
  counts: Record<string, number>;
  /** Number of blank tiles. */
  blanks: number;
}

/** How a word's word-bonus squares combine. Scrabble multiplies them all; Jamble uses only the highest. */
export type WordBonusRule = 'multiply' | 'highest';

/** The scoring rules scorePlay needs. */
export interface CrosswordRules {
  wordBonus: WordBonusRule;
  /** Added for putting down `rackSize` tiles in one play, after word bonuses, never multiplied. */
  bingoBonus: number;
  rackSize: number;
  /** Letter → points (a blank always scores 0). */
  values: Record<string, number>;
}

/** One word formed by a play, scored. */
export interface ScoredWord {
  word: string;
  score: number;
  /** The word's squares in reading order. */
  squares: Coord[];
  /** The tiles' letters in reading order (multi-letter tiles stay whole). */
  tiles: string[];
  /** Points of each tile after its letter bonus, in reading order. */
  letterScores: number[];
  /** The factor applied to the sum of letterScores. */
  wordMultiplier: number;
}

export interface ScoredPlay {
  /** Sum of all words plus the bingo bonus. */
  score: number;
  /** The main word first (the one along the line of play), then cross words. */
  words: ScoredWord[];
  /** The bingo bonus earned (0 when not all rack tiles were used). */
  bingo: number;
}
