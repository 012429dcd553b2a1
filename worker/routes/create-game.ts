// POST /api/games: the request's Idempotency-Key read at the edge, then the creation shared with
// the web form, new@ and tournaments (worker/new-game/create-game.ts).
import type { Context } from 'hono';
import { idempotencyKey, idFor } from '../access/request-ids';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { createGameFrom } from '../new-game/create-game';

export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, 'invalid-json', 'The request body is not valid JSON.');
  }
}

export async function createGame(c: Context<{ Bindings: Env }>) {
  const key = idempotencyKey(c.req.header('idempotency-key'));
  if (key === 'invalid')
    throw new HttpError(
      400,
      'bad-idempotency-key',
      'Idempotency-Key must be 1–200 visible ASCII characters.',
    );
  const id = key === null ? undefined : idFor('api-game', key);
  const created = await createGameFrom(c.env, await readJson(c), {}, 'now', id);
  return c.json(created, created.replayed ? 200 : 201);
}
