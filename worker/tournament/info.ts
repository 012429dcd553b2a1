// What the Tournament Durable Object knows besides the pure reducer's state: its name, the game
// every pairing is played with, who signed up, when it starts, and which GameRoom plays each game.
import type { TournamentConfig } from '../../engine/tournament/index';

export interface TournamentPlayer {
  /** Normalised email address: the player's id in the reducer and their Player object's name. */
  id: string;
  name: string;
}

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

/** The tournament options that are not game options. */
export const TOURNAMENT_OPTION_KEYS = [
  'withdrawal',
  'vacationDays',
  'cycles',
  'double',
  'schedule',
  'bestOf',
] as const;

/** The address players write JOIN to: join-<tournament id>@MAIL_DOMAIN. */
export function joinAddress(mailDomain: string, tournamentId: string): string {
  return `join-${tournamentId}@${mailDomain}`;
}

export function findJoinTarget(recipient: string): string | null {
  const match = /^join-([a-z2-7]{10})@/i.exec(recipient.trim());
  return match ? match[1]!.toLowerCase() : null;
}
