// The Tournament Durable Object's contract: what routes, inbound mail, a game's result report and
// MailHealth call on a tournament's object, the plain data that crosses the call, and the typed
// stub. Callers import this, never the class (worker/tournament/tournament.ts), which opens games
// and so sits above them.
import type { Result } from '../../engine/result';
import type {
  GameResult,
  Standing,
  Tournament,
  TournamentConfig,
} from '../../engine/tournament/index';
import type { Env } from '../env';
import { namedStub } from './stub';

export interface TournamentPlayer {
  /** Normalised email address: the player's id in the reducer and their Player object's name. */
  id: string;
  name: string;
}

/** What the Tournament object knows besides the pure reducer's state: its name, the game every
 * pairing is played with, who signed up, when it starts, and which GameRoom plays each game. */
export interface TournamentInfo {
  id: string;
  name: string;
  ruleset: string;
  lexicon?: string;
  /** Options for every game (the game's own options, plus timeoutAction/reminderHours). */
  gameOptions: Record<string, unknown>;
  timeControl: unknown;
  config: TournamentConfig;
  seed: string;
  createdAt: number;
  /** Sign-up by email (JOIN) is open until then; null = started at creation. */
  startsAt: number | null;
  status: 'signup' | 'running' | 'finished';
  players: TournamentPlayer[];
  /** Reducer game id (`r2-g3`) → GameRoom game id. */
  rooms: Record<string, string>;
}

/** The tournament as JSON for GET /api/tournaments/:id and the public page: players, rounds with
 * their pairings, game ids and results, byes, knockout matches and standings. */
export interface TournamentSummary {
  id: string;
  name: string;
  format: TournamentInfo['config']['format'];
  ruleset: string;
  status: TournamentInfo['status'];
  startsAt: string | null;
  players: { name: string; seed: number | null; withdrawn: boolean }[];
  rounds: {
    round: number;
    games: {
      id: string;
      gameId: string | null;
      first: string;
      second: string;
      status: string;
      scores: [number, number] | null;
      forfeit: string | null;
    }[];
    bye: string | null;
  }[];
  matches: {
    id: string;
    round: number;
    a: string | null;
    b: string | null;
    winner: string | null;
  }[];
  standings: Standing[];
  endedEarly: boolean;
}

/** What callers may ask of a Tournament object; the class implements it. */
export interface TournamentRpc extends Rpc.DurableObjectBranded {
  create(info: TournamentInfo, now?: number): Promise<Result<{ id: string }>>;
  join(email: string, name: string, now?: number): Promise<Result<{ players: number }>>;
  start(now?: number): Promise<Result<{ id: string }>>;
  reportResult(gameId: string, result: GameResult, now?: number): Promise<Result<void>>;
  withdraw(email: string, now?: number): Promise<Result<void>>;
  resumeMail(now?: number): Promise<void>;
  summary(): TournamentSummary | null;
  /** The reducer's state as stored (tests and operators). */
  raw(): { info: TournamentInfo | null; state: Tournament | null };
}

export function tournamentStub(env: Env, tournamentId: string): DurableObjectStub<TournamentRpc> {
  return namedStub<TournamentRpc>(env.TOURNAMENT, tournamentId);
}
