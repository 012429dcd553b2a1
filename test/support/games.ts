// Test helpers for games: create through the API, read views from the GameRoom.
import { env, runDurableObjectAlarm, SELF } from 'cloudflare:test';
import type { CrosswordView } from '../../engine/crossword/view';
import { TEST_OPERATOR_TOKEN } from '../setup/secrets';

/** The operator's credential, as the API's creating and controlling routes require it. */
export const OPERATOR = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } as const;

export interface CreatedGame {
  id: string;
}

/** The Player object of an address: its ratings, profile, settings and standing. */
export function player(email: string) {
  return env.PLAYER.get(env.PLAYER.idFromName(email));
}

/**
 * Makes addresses known, as an ACCEPT would (worker/access/consent.ts), so the helpers' games
 * start at once; tests of the invitation itself pass `{ strangers: true }`.
 */
export async function knownPlayers(emails: string[]): Promise<void> {
  await Promise.all(
    emails.filter((e) => e.includes('@')).map((e) => player(e.trim().toLowerCase()).markKnown()),
  );
}

function emailsOf(body: unknown): string[] {
  const players = (body as { players?: unknown } | null)?.players;
  return Array.isArray(players)
    ? players.flatMap((p) => (typeof p?.email === 'string' ? [p.email as string] : []))
    : [];
}

/** POSTs a JSON body to the Worker's `path` with exactly these `headers` (the token among them or not). */
export function postJson(
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return SELF.fetch(`https://example.com${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

export async function postGame(
  body: unknown,
  {
    strangers = false,
    headers = {},
  }: { strangers?: boolean; headers?: Record<string, string> } = {},
): Promise<Response> {
  if (!strangers && typeof body !== 'string') await knownPlayers(emailsOf(body));
  const json = typeof body === 'string' ? body : JSON.stringify(body);
  return postJson('/api/games', json, { ...OPERATOR, ...headers });
}

/** The stable code of an API refusal (`{ error: { code } }`). */
export async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

export const ANN = { name: 'Ann', email: 'ann@example.com' };
export const BOB = { name: 'Bob', email: 'bob@example.com' };

/** The body that creates a Jamble game between Ann and Bob in the test lexicon; `extra` overrides. */
export function gameBody(extra: Record<string, unknown> = {}) {
  return { ruleset: 'jamble-jx', lexicon: 'test', players: [ANN, BOB], ...extra };
}

/** Creates a game through the API, with a fixed seed unless `extra` names one. */
export async function newGame(extra: Record<string, unknown> = {}): Promise<CreatedGame> {
  const res = await postGame(gameBody({ seed: 'fixed-seed-1', ...extra }));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedGame;
}

export function room(id: string) {
  return env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
}

/** Runs the game's alarm once, as if its time had come; false when none was set. */
export function runAlarm(id: string): Promise<boolean> {
  return runDurableObjectAlarm(room(id));
}

export async function seatView(id: string, seat: number): Promise<CrosswordView> {
  return (await room(id).view(seat)) as CrosswordView;
}
