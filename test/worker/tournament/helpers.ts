// Helpers for tournament tests: players, the API, and the Tournament object's stub.
import { env, SELF } from 'cloudflare:test';
import type { TournamentSummary } from '../../../worker/rpc/tournament';
import { knownPlayers, OPERATOR } from '../../support/games';

export const entrants = (n: number, prefix = 'p') =>
  Array.from({ length: n }, (_, i) => ({
    name: `${prefix.toUpperCase()}${i + 1}`,
    email: `${prefix}${i + 1}@example.com`,
  }));

/** Listed players are made known first (a tournament admits no strangers), unless `strangers`. */
export async function postTournament(body: unknown, strangers = false): Promise<Response> {
  const players = (body as { players?: { email: string }[] }).players ?? [];
  if (!strangers) await knownPlayers(players.map((p) => p.email));
  return SELF.fetch('https://example.com/api/tournaments', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...OPERATOR },
    body: JSON.stringify(body),
  });
}

export async function created(body: unknown): Promise<{ id: string; join?: string }> {
  const res = await postTournament(body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; join?: string };
}

/** A round-robin open for sign-up by email (JOIN) until two days from now. */
export function signupTournament(): Promise<{ id: string; join?: string }> {
  return created({
    name: 'Open Cup',
    format: 'round-robin',
    ruleset: 'jamble-jx',
    lexicon: 'test',
    timeControl: '7d',
    startsAt: new Date(Date.now() + 2 * 24 * 3_600_000).toISOString(),
  });
}

export async function summary(id: string): Promise<TournamentSummary> {
  const res = await SELF.fetch(`https://example.com/api/tournaments/${id}`);
  return (await res.json()) as TournamentSummary;
}

export function tournament(id: string) {
  return env.TOURNAMENT.get(env.TOURNAMENT.idFromName(id));
}
