// The Player Durable Object's contract: the methods games, routes and features call on a
// player's object, the plain data that crosses the call, and the typed stub. Callers import this,
// never the class (worker/player.ts), which sits above the features it runs (digest, vacations).

import type { Interval } from '../../engine/correspondence/calendar';
import type { VacationCommand } from '../../engine/correspondence/index';
import type { Family } from '../../engine/kind';
import type { Rating } from '../../engine/ratings/rating';
import type { Result } from '../../engine/result';
import type { Env } from '../env';
import { namedStub } from './stub';

export interface PlayerGame {
  gameId: string;
  ruleset: string;
  seat: number;
  opponents: string[];
  startedAt: number;
  finishedAt: number | null;
  result: string | null;
}

export interface PlayerSettings {
  notify: 'every-move' | 'daily-digest';
  /** An email confirming each of the player's own moves (NOTIFY CONFIRMATIONS ON/OFF). */
  confirmations: boolean;
  timeZone: string;
}

export interface PlayerProfile {
  email: string;
  name: string;
  settings: PlayerSettings;
  games: PlayerGame[];
}

/** Who asked to hear from us (worker/access/consent.ts keeps it). */
export interface Consent {
  /** Accepted a game or wrote to us: games may start without asking first. */
  known: boolean;
  /** The one game a stranger has been invited to, while it is still a stranger. */
  invitedTo: string | null;
}

export type InvitationClaim = 'known' | 'invite' | 'already-invited';

export interface LeaderboardRow {
  email: string;
  name: string;
  rating: number;
  rd: number;
  games: number;
}

/** One game's move of one rating: from `before` (as the game read it) to `after`. */
export interface RatingStep {
  before: Rating;
  after: Rating;
}

export interface RatedGame {
  gameId: string;
  family: Family;
  before: number;
  after: number;
  /** Deviation after the game. */
  rd: number;
  at: number;
}

export interface VacationBooked {
  vacation: Interval;
  /** Days of the allowance left in the busiest 365 days that include the vacation's start. */
  daysLeft: number;
  /** Games whose clocks were stopped, besides the one asking. */
  games: number;
}

/** What callers may ask of a Player object; the class implements it, so the two stay in step. */
export interface PlayerRpc extends Rpc.DurableObjectBranded {
  joinGame(email: string, name: string, game: PlayerGame): Promise<void>;
  setNotify(mode: PlayerSettings['notify'], now?: number): Promise<PlayerSettings>;
  setConfirmations(on: boolean, now?: number): Promise<PlayerSettings>;
  displayName(): string | null;
  rename(email: string, name: string): void;
  standing(): Consent & { name: string | null };
  markKnown(): void;
  claimInvitation(gameId: string): InvitationClaim;
  profile(): PlayerProfile | null;
  updateSettings(patch: Partial<PlayerSettings>, now?: number): Promise<PlayerSettings>;
  settings(): PlayerSettings;
  activeGames(): PlayerGame[];
  finishGame(gameId: string, result: string, now: number): void;
  takeVacation(
    command: Extract<VacationCommand, { type: 'vacation' }>,
    now: number,
    allowanceDays: number,
    exceptGameId: string | null,
  ): Promise<Result<VacationBooked>>;
  comeBack(now: number, exceptGameId: string | null): Promise<Result<{ games: number }>>;
  vacations(): Interval[];
  rating(family: Family): Rating | null;
  ratings(): Partial<Record<Family, Rating>>;
  applyRating(gameId: string, family: Family, change: RatingStep, now: number): Rating;
  ratedGames(family: Family): RatedGame[];
  postToLeaderboard(family: Family, email: string, name: string, rating: Rating): void;
  leaderboard(family: string): (LeaderboardRow & { pageId: string })[];
  pageEntry(family: string, pageId: string): (LeaderboardRow & { pageId: string }) | null;
}

/** The Player object of a normalised email address (or of LEADERBOARD_NAME). */
export function playerStub(env: Env, email: string): DurableObjectStub<PlayerRpc> {
  return namedStub<PlayerRpc>(env.PLAYER, email);
}
