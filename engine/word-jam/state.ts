// Word Jam state: plain JSON; sealed bets and words live here and are hidden by view().
import type { RngState } from '../rng';
import type { StyleCard } from './style';

/**
 * play: waiting for the first valid word (Open Sesame!) · vote: players judge a word on a voted
 * Style card · bet: sealed bets on Ali Baba or the Thieves · thieves: the Thieves' window ·
 * final-bet / final-play: the final turn (and tie rounds): bets first, then words · over.
 */
export type Phase = 'play' | 'vote' | 'bet' | 'thieves' | 'final-bet' | 'final-play' | 'over';
export type Side = 'ali-baba' | 'thieves';

/** A word someone said this turn, with its coin value. */
export interface Said {
  seat: number;
  word: string;
  value: number;
  /** Received order within the turn (first received = 0). */
  order: number;
}

/** A word put to the vote. `purpose` says what acceptance means. */
export interface Vote {
  word: Said;
  purpose: 'ali-baba' | 'thief' | 'final';
  voters: number[];
  yes: number[];
  no: number[];
}

export interface Turn {
  number: number;
  /** ordinary turns, the final turn, or an extra round to break a tie. */
  kind: 'ordinary' | 'final' | 'tie';
  style: StyleCard;
  /** Five consonants on the coins 1, 2, 3, 3 and the crossed swords (banned). */
  deal: string[];
  /** Seats taking part (everyone, or the tied players in a tie round). */
  players: number[];
  aliBaba: Said | null;
  /** Words received while a vote was running, waiting their turn (first received first). */
  queue: Said[];
  /** Sealed bets per seat (null = none yet). */
  bets: (Side | null)[];
  /** Thieves' or final-turn words per seat; `passed` = said PASS. */
  words: (Said | null)[];
  passed: number[];
  vote: Vote | null;
  /** Voted words: accepted and refused, by seat. */
  accepted: number[];
  refused: number[];
  received: number;
}

export interface TurnSummary {
  number: number;
  kind: Turn['kind'];
  style: StyleCard;
  deal: string[];
  aliBaba: Said | null;
  bets: (Side | null)[];
  /** The Thieves' or final-turn words said aloud, per seat (words never said stay secret: null). */
  words: (Said | null)[];
  /** The Head Thief (ordinary turn) or null. */
  headThief: number | null;
  /** Best word per side in the final turn. */
  best: { 'ali-baba': number | null; thieves: number | null };
  points: number[];
}

export interface WordJamState {
  rng: RngState;
  seats: string[];
  scores: number[];
  phase: Phase;
  turn: Turn;
  /** Style cards still face down. */
  styleDeck: StyleCard[];
  /** Every word said aloud and not voted down (letters only, no accents): not to be said again. */
  used: string[];
  history: TurnSummary[];
  tieRounds: number;
  winners: number[];
}
