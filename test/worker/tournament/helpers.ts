// Helpers for tournament tests: players, creation bodies, the API, and the Tournament object's stub.
import { env, SELF } from 'cloudflare:test';
import type { Tournament } from '../../../engine/tournament/index';
import { tournamentInfo } from '../../../worker/routes/tournaments';
import type { TournamentInfo, TournamentSummary } from '../../../worker/rpc/tournament';
import { knownPlayers, OPERATOR, postJson } from '../../support/games';

export const entrants = (n: number, prefix = 'p') =>
  Array.from({ length: n }, (_, i) => ({
    name: `${prefix.toUpperCase()}${i + 1}`,
    email: `${prefix}${i + 1}@example.com`,
  }));

/** A round robin in the test lexicon; `extra` adds its players, options, clock or start date. */
export function roundRobin(name: string, extra: Record<string, unknown> = {}) {
  return { name, format: 'round-robin', ruleset: 'jamble-jx', lexicon: 'test', ...extra };
}

/** A three-round Swiss in the default lexicon, as the tests of the entrant count post it. */
export function swissOf(name: string, players: { name: string; email: string }[]) {
  return { name, format: 'swiss', rounds: 3, ruleset: 'jamble-jx', players };
}

/** Listed players are made known first (a tournament admits no strangers), unless `strangers`. */
export async function postTournament(body: unknown, strangers = false): Promise<Response> {
  const players = (body as { players?: { email: string }[] }).players ?? [];
  if (!strangers) await knownPlayers(players.map((p) => p.email));
  return postJson('/api/tournaments', JSON.stringify(body), OPERATOR);
}

export async function created(body: unknown): Promise<{ id: string; join?: string }> {
  const res = await postTournament(body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; join?: string };
}

/** A round-robin open for sign-up by email (JOIN) until two days from now. */
export function signupTournament(): Promise<{ id: string; join?: string }> {
  return created(
    roundRobin('Open Cup', {
      timeControl: '7d',
      startsAt: new Date(Date.now() + 2 * 24 * 3_600_000).toISOString(),
    }),
  );
}

/** POST /api/tournaments/<id>/withdraw for `email`, with the operator's token unless `headers` say otherwise. */
export function withdrawByApi(
  id: string,
  email: string,
  headers: Record<string, string> = OPERATOR,
): Promise<Response> {
  return postJson(`/api/tournaments/${id}/withdraw`, JSON.stringify({ email }), headers);
}

export async function summary(id: string): Promise<TournamentSummary> {
  const res = await SELF.fetch(`https://example.com/api/tournaments/${id}`);
  return (await res.json()) as TournamentSummary;
}

/** Every game of the tournament, round by round. */
export function gamesIn(s: TournamentSummary) {
  return s.rounds.flatMap((r) => r.games);
}

/** The games in which the entrant named `name` holds a seat. */
export function gamesOf(s: TournamentSummary, name: string) {
  return gamesIn(s).filter((g) => g.first === name || g.second === name);
}

export function tournament(id: string) {
  return env.TOURNAMENT.get(env.TOURNAMENT.idFromName(id));
}

/** A tournament of Jamble games (test lexicon, 5 days a move) made on its object directly. */
export async function startTournament(body: Record<string, unknown>) {
  const info = tournamentInfo(
    { ruleset: 'jamble-jx', lexicon: 'test', timeControl: '5d', ...body },
    Date.now(),
  );
  const stub = tournament(info.id);
  const created = await stub.create(info);
  if (!created.ok) throw new Error(created.error.message);
  return { id: info.id, stub };
}

/** The stored reducer state and bookkeeping (RPC types flatten these, hence the cast). */
export async function rawTournament(stub: ReturnType<typeof tournament>) {
  return (await stub.raw()) as unknown as { state: Tournament; info: TournamentInfo };
}
