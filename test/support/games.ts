// Test helpers for games: create through the API, read views from the GameRoom.
import { env, SELF } from 'cloudflare:test';
import type { CrosswordView } from '../../engine/crossword/view';

export interface CreatedGame {
  id: string;
}

export async function postGame(body: unknown): Promise<Response> {
  return SELF.fetch('https://example.com/api/games', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const ANN = { name: 'Ann', email: 'ann@example.com' };
export const BOB = { name: 'Bob', email: 'bob@example.com' };

export async function newGame(extra: Record<string, unknown> = {}): Promise<CreatedGame> {
  const res = await postGame({
    ruleset: 'jamble-jx',
    players: [ANN, BOB],
    seed: 'fixed-seed-1',
    lexicon: 'test',
    ...extra,
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedGame;
}

export function room(id: string) {
  return env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
}

export async function seatView(id: string, seat: number): Promise<CrosswordView> {
  return (await room(id).view(seat)) as CrosswordView;
}
