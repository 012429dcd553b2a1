// The vocabulary of tournaments: configs, entrants, games, results, standings and actions.
// Everything here is plain JSON; the Tournament Durable Object stores a `Tournament` as is.

export type Format = 'round-robin' | 'swiss' | 'knockout';

/** What happens to a withdrawn player's unfinished games: lost by forfeit, or struck out. */
export type WithdrawalRule = 'forfeit' | 'cancel';

interface CommonConfig {
  withdrawal: WithdrawalRule;
  /** Vacation days a year allowed in this tournament's games (overrides the player default). */
  vacationDays: number;
}

export type TournamentConfig =
  | (CommonConfig & {
      format: 'round-robin';
      /** 1 = single, 2 = double (everyone meets twice, moving first once each). */
      cycles: 1 | 2;
      /** Correspondence style starts every game at once; `rounds` starts a round at a time. */
      schedule: 'all-at-once' | 'rounds';
    })
  | (CommonConfig & { format: 'swiss'; rounds: number })
  | (CommonConfig & {
      format: 'knockout';
      /** Games per match; odd. A knockout withdrawal always forfeits the match. */
      bestOf: number;
    });

export interface PlayerEntry {
  id: string;
  name: string;
  /** Rating in the tournament's game family; seeds the draw. Default 1500. */
  rating?: number;
}

export interface Entrant {
  id: string;
  name: string;
  rating: number;
  /** 1 = top seed: by rating, ties drawn by lot from the tournament's seed. */
  seed: number;
  withdrawn: boolean;
}

/** A finished game: scores in seat order (who moved first, then the other). */
export interface GameResult {
  scores: [number, number];
  /** The player who lost whatever the scores say: on time, by resigning, by withdrawing. */
  forfeit?: string;
}

export interface TournamentGame {
  /** Unique within the tournament, e.g. `r2-g3` or `r1-m2-g3`; the worker prefixes its own id. */
  id: string;
  round: number;
  /** Moves first. */
  first: string;
  second: string;
  status: 'pending' | 'finished' | 'cancelled';
  /** Whether the worker has a GameRoom for it: not yet, playing, or done with. */
  room: 'unopened' | 'open' | 'closed';
  result: GameResult | null;
  /** Knockout: the match this game belongs to. */
  match?: string;
}

export interface KnockoutMatch {
  id: string;
  round: number;
  /** Higher seed first; null is a bye (the other player goes through). */
  a: string | null;
  b: string | null;
  winner: string | null;
}

export interface SwissFloatNote {
  round: number;
  player: string;
  direction: 'down' | 'up';
  reason: string;
}

export interface Bye {
  round: number;
  player: string;
}

export interface Tournament {
  config: TournamentConfig;
  seed: string;
  entrants: Entrant[];
  /** The last round paired (0 before the first). */
  round: number;
  totalRounds: number;
  games: TournamentGame[];
  /** Swiss byes: a win with no spread. */
  byes: Bye[];
  /** Knockout only. */
  matches: KnockoutMatch[];
  /** Set when a Swiss stopped before its last round because no legal pairing was left. */
  endedEarly?: boolean;
  /** Swiss: who was paired outside their score group (or given the bye) in which round, and why. */
  floats?: SwissFloatNote[];
}

export interface Standing {
  rank: number;
  player: string;
  name: string;
  played: number;
  /** Wins plus half the draws, plus Swiss byes. */
  points: number;
  wins: number;
  draws: number;
  losses: number;
  spread: number;
  buchholz: number;
  /** Buchholz without the best and the worst opponent (Swiss tiebreak after Buchholz). */
  medianBuchholz: number;
  sonnebornBerger: number;
  /** Knockout: the last round reached (a champion has totalRounds + 1). */
  reached?: number;
  withdrawn: boolean;
}

export interface Pairing {
  gameId: string;
  round: number;
  first: string;
  second: string;
}

export type TournamentAction =
  | { type: 'start-game'; game: Pairing }
  | { type: 'stop-game'; gameId: string; outcome: 'forfeited' | 'cancelled' }
  | { type: 'pair-round'; round: number }
  | { type: 'finished'; standings: Standing[] };
