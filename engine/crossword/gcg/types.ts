// The shape of a parsed GCG record: players, pragmas and the events in the order they were written.

/** A GCG problem tied to a line of the file (1-based), so a person can find and fix it. */
export interface GcgError {
  line: number;
  /** Stable, kebab-case, e.g. `missing-position`, `bad-score`. */
  code: string;
  /** Says what is wrong and how to write it; `line` is not repeated in it. */
  message: string;
}

/** `#player1 nick Full Name`: events name the player by nickname. */
export interface GcgPlayer {
  nickname: string;
  name: string;
}

/** Any pragma other than #player and #note, in file order (#title, #lexicon, #incomplete, …). */
export interface GcgPragma {
  name: string;
  value: string;
}

export type Direction = 'across' | 'down';

/** 0-based square of the first letter of a play, and which way the word runs. */
export interface GcgPosition {
  row: number;
  col: number;
  direction: Direction;
}

interface EventBase {
  /** 1-based line of the event in the source text (0 for events built in memory). */
  line: number;
  /** The nickname after `>`. */
  player: string;
  /** The rack before the move as written (`?` is a blank); '' when the record leaves it out. */
  rack: string;
  /** The signed score of this line, e.g. +26, -24, +0. */
  score: number;
  /** The player's cumulative total after this line. */
  total: number;
  /** A #note that followed the event (several lines joined by newlines). */
  note?: string;
}

/**
 * A tile play. `word` is as written: uppercase letters are tiles, lowercase are blanks, `.` is a
 * tile already on the board (some records spell those letters out instead).
 */
export interface GcgTilePlay extends EventBase {
  type: 'play';
  position: GcgPosition;
  word: string;
  /** Whatever follows the total (Quackle lists the cross-words there). */
  trailing?: string;
}

/** `-ABC` (tiles known) or `-3` (only the count known). */
export interface GcgExchange extends EventBase {
  type: 'exchange';
  tiles: string;
  count: number;
}

export interface GcgPass extends EventBase {
  type: 'pass';
}

/** `--`: the previous play was a phony, challenged off; its tiles go back to the rack. */
export interface GcgWithdrawal extends EventBase {
  type: 'withdrawal';
}

/** `(challenge) +5`: bonus to a player whose play survived a challenge. */
export interface GcgChallengeBonus extends EventBase {
  type: 'challenge-bonus';
}

/**
 * `(TILES) +N` / `(TILES) -N`: end-of-game rack points. Positive: the player went out and gains
 * the opponent's rack (1× or 2× its value). Negative: the player loses the value of their own
 * rack (at the end, or after six scoreless turns).
 */
export interface GcgEndRack extends EventBase {
  type: 'end-rack';
  tiles: string;
}

/** `(time) -N`: overtime penalty. */
export interface GcgTimePenalty extends EventBase {
  type: 'time-penalty';
}

export type GcgEvent =
  | GcgTilePlay
  | GcgExchange
  | GcgPass
  | GcgWithdrawal
  | GcgChallengeBonus
  | GcgEndRack
  | GcgTimePenalty;

export interface GcgGame {
  players: GcgPlayer[];
  pragmas: GcgPragma[];
  /** Notes written before the first event. */
  notes: string[];
  events: GcgEvent[];
}
