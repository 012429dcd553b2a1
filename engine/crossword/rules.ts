// Config, state and the small hooks in which rulesets differ (data plus a few functions).
import type { RngState } from '../rng';
import type { Board, Placement, WordBonusRule } from './types';

export type ChallengeRule = 'none' | 'double';

/** Immutable per game; plain JSON. */
export interface CrosswordConfig {
  ruleset: string;
  layout: string;
  tileSet: string;
  rackSize: number;
  lexicon: string;
  challenge: ChallengeRule;
  /** Scribble: the game ends when someone reaches this score (0 = no target). */
  targetScore: number;
  /** Scribble: the game ends once every player has had this many turns (0 = no limit). */
  turnLimit: number;
  /** A game continued from a recorded position (GCG or CGP import): what the board starts with. */
  start?: StartPosition;
}

/** A recorded position: the tiles on the board, the scores, who moves, the racks if known. */
export interface StartPosition {
  tiles: Placement[];
  scores: number[];
  toMove: number;
  /** Per seat, the rack the record gives (`?` a blank), or null: that seat is dealt from the bag. */
  racks: (string[] | null)[];
  /** Scoreless turns in a row so far (CGP keeps the count). */
  passes: number;
}

/** What a logged move was. */
export type MoveKind =
  | 'play'
  | 'exchange'
  | 'pass'
  | 'resign'
  | 'challenge'
  | 'withdrawn'
  | 'refill'
  | 'end';

/** A move as recorded in the log: enough to show it and to take it back after a challenge. */
export interface MoveRecord {
  /** Whose move it is about (a withdrawn play belongs to the player who made it). */
  seat: number;
  /** Who gave the command, when not `seat` (the challenger of a withdrawn play): replays use it. */
  by?: number;
  kind: MoveKind;
  /** The command as formatted, so the log replays. */
  notation: string;
  placements: Placement[];
  words: string[];
  score: number;
  total: number;
  text: string;
  breakdown: string[];
  /** Tiles drawn after this move (to return them to the bag if the play is withdrawn). */
  drawn: string[];
  /** Tiles this play took from the rack, as rack letters (`?` for blanks). */
  used: string[];
}

export interface GameResult {
  winners: number[];
  reason: string;
  adjustments: { seat: number; delta: number; reason: string }[];
  final: number[];
}

/** The whole game, plain JSON a Durable Object stores as is. */
export interface CrosswordState {
  seed: string;
  commitment: string;
  rng: RngState;
  names: string[];
  board: Board;
  /** Rack letters; `?` is a blank. Empty arrays in Scribble. */
  racks: string[][];
  /** Front of the bag first; random draws take from the front of a shuffled bag. */
  bag: string[];
  scores: number[];
  toMove: number;
  phase: 'play' | 'refill' | 'over';
  /** Open Jamble: tiles still to draw in the refill phase, and exchanged tiles to put back after. */
  refill: { count: number; returning: string[] } | null;
  /** Consecutive passes (challenges lost and exchanges reset it). */
  passes: number;
  /** Whether the last play may still be challenged by the next player (double challenge). */
  challengeable: boolean;
  turns: number;
  /** Seats that resigned (skipped from then on). */
  resigned: boolean[];
  /** Double challenge: this seat went out; the next player may CHALLENGE, or PASS to accept and end. */
  outPending: number | null;
  moves: MoveRecord[];
  result: GameResult | null;
}

/** The hooks a ruleset fills in. */
export interface Ruleset {
  id: string;
  title: string;
  help: string;
  minPlayers: number;
  maxPlayers: number;
  wordBonus: WordBonusRule;
  bingoBonus: number;
  /** Option defaults and the choices allowed. */
  layouts: string[];
  tileSets: string[];
  challenges: ChallengeRule[];
  rackSize: number;
  /** No bag and no racks: any letters may be played (Scribble). */
  unlimited: boolean;
  /** 'rack-first': a typed letter uses a real tile when there is one, else a blank (Jamble).
   *  'explicit': blanks must be marked (lowercase or `?E`). */
  blanks: 'rack-first' | 'explicit';
  /** Which reading of typed letters is tried first (both are accepted): Jamble leaves board tiles out. */
  reading: 'skip' | 'whole';
  /** 'random' draws from the shuffled bag; 'open' lets the player pick front or back (Open Jamble). */
  refill: 'random' | 'open' | 'none';
  /** Open Jamble shows racks and the bag to everyone. */
  openRacks: boolean;
  /** The word list the rule book names, when it names one (WWF: ENABLE). The service uses it when
   *  an operator has built it, and says which list stands in when not. */
  wordList: { lexicon: string; name: string } | null;
  /** The complete list of legal two-letter words, whatever the lexicon says (Jamble's rule book
   *  lists them: FE is legal though ENABLE lacks it, QI is not though the lexicon has it), or null
   *  when the lexicon decides two-letter words as it does every other word. */
  twoLetterWords: readonly string[] | null;
  /** Scribble's stricter connection: a new word starts or ends on a letter, or extends a word. */
  connection: 'touch' | 'ends';
  /** Scribble's END command. */
  canEnd: boolean;
  /** Why an exchange of `count` tiles is refused now, or null when allowed. */
  exchangeRefusal(count: number, bagSize: number): string | null;
  /** How many passes in a row end the game. */
  passesToEnd(players: number): number;
  /** End-game adjustments and the winners. `outSeat` went out (or null). */
  finish(scores: number[], racks: number[], outSeat: number | null): Omit<GameResult, 'reason'>;
}
