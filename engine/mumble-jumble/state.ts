// Mumble-Jumble state: plain JSON a Durable Object stores as is. A team is one seat.
import type { RngState } from '../rng';

export type Phase = 'choose' | 'solve' | 'challenge' | 'over';

/** A word a seat chose this round and the jumble shown on its tray. */
export interface Choice {
  word: string;
  jumble: string;
}

/** One tray in play: `id` is 1-based within the round, in seat order. */
export interface Tray {
  id: number;
  owner: number;
  word: string;
  jumble: string;
}

/** A seat's un-jumbling of one opponent tray. `upheld` turns false after a successful challenge. */
export interface Answer {
  tray: number;
  word: string;
  upheld: boolean;
}

export interface Challenge {
  challenger: number;
  target: number;
  tray: number;
  word: string;
  /** True when the lexicon accepted the answer, i.e. the challenge failed. */
  acceptable: boolean;
}

export type RoundEnd = 'stop' | 'deadline' | 'vote';

export interface BetOutcome {
  seat: number;
  outcome: 'won' | 'forfeited' | 'returned';
}

export interface Round {
  number: number;
  length: number;
  /** Per seat: the chosen words, or null until the seat has chosen. */
  choices: (Choice[] | null)[];
  /** Seats that declared a Bet-for-the-Win this round (their stake is held out of their chips). */
  bets: number[];
  trays: Tray[];
  /** Per seat, in the order received. */
  answers: Answer[][];
  stopper: number | null;
  endedBy: RoundEnd | null;
  votesToEnd: number[];
  challenges: Challenge[];
  /** Seats that have finished challenging. */
  done: number[];
}

/** What a closed round left behind, for the history in views and emails. */
export interface RoundSummary {
  number: number;
  length: number;
  trays: Tray[];
  answers: Answer[][];
  stopper: number | null;
  endedBy: RoundEnd;
  challenges: Challenge[];
  earned: number[];
  bets: BetOutcome[];
}

export interface MumbleJumbleState {
  rng: RngState;
  seats: string[];
  chips: number[];
  phase: Phase;
  round: Round;
  history: RoundSummary[];
  winners: number[];
  endReason: string | null;
}
