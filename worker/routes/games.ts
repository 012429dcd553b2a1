// The games API: create (operator only), read the public view, export the GCG record.
import { Hono } from 'hono';
import { requireOperator } from '../access/operator';
import type { Env } from '../env';
import type { GameRoom } from '../game-room/game-room';
import { HttpError } from '../http-error';
import { createGame } from './create-game';

export function gameRoom(env: Env, id: string): DurableObjectStub<GameRoom> {
  if (!/^[a-z2-7]{10}$/.test(id))
    throw new HttpError(404, 'unknown-game', `There is no game "${id}".`);
  return env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
}

export const games = new Hono<{ Bindings: Env }>();

games.post('/', requireOperator, createGame);

games.get('/:id', async function showGame(c) {
  const id = c.req.param('id');
  const view = await gameRoom(c.env, id).view(null);
  if (!view) throw new HttpError(404, 'unknown-game', `There is no game "${id}".`);
  return c.json({ id, ...(view as object) });
});

games.get('/:id/gcg', async function showGcg(c) {
  const id = c.req.param('id');
  const room = gameRoom(c.env, id);
  const gcg = await room.gcg();
  if (gcg === null) {
    const exists = (await room.view(null)) !== null;
    throw new HttpError(
      404,
      exists ? 'no-gcg' : 'unknown-game',
      exists ? 'Only crossword games have a GCG record.' : `There is no game "${id}".`,
    );
  }
  c.header('Content-Disposition', `attachment; filename="${id}.gcg"`);
  return c.body(gcg, 200, { 'Content-Type': 'text/plain; charset=utf-8' });
});
