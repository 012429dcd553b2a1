// A tournament's addresses, option keys and schedule. What the Tournament object knows besides the
// reducer's state (TournamentInfo) is part of its contract: worker/rpc/tournament.ts.
import type { TournamentInfo } from '../rpc/tournament';

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

/** A round robin whose games all open at once: its rounds are only an order, never announced. */
export function playedAllAtOnce(info: Pick<TournamentInfo, 'config'>): boolean {
  return info.config.format === 'round-robin' && info.config.schedule === 'all-at-once';
}
