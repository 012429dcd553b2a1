// The games API: create (operator only), read the public view, export the GCG record.
import { Hono } from 'hono';
import { requireOperator } from '../access/operator';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { signingKeys } from '../links/keys';
import { verifyLink } from '../links/signed-link';
import { type GameRoomRpc, gameRoomStub } from '../rpc/game-room';
import { createGame } from './create-game';

export function gameRoom(env: Env, id: string): DurableObjectStub<GameRoomRpc> {
  if (!/^[a-z2-7]{10}$/.test(id))
    throw new HttpError(404, 'unknown-game', `There is no game "${id}".`);
  return gameRoomStub(env, id);
}

export const games = new Hono<{ Bindings: Env }>()
  .post('/', requireOperator, createGame)
  .get('/:id', async function showGame(c) {
    const id = c.req.param('id');
    const view = await gameRoom(c.env, id).view(null);
    if (!view) throw new HttpError(404, 'unknown-game', `There is no game "${id}".`);
    return c.json({ id, ...(view as object) });
  })
  /**
   * The GCG record. Public: no rack of a game in progress. `?link=TOKEN` (the player's signed game
   * link) is that player's own export, with their racks. `?dialect=quackle` writes the one line
   * Quackle reads differently (a seat's end-of-game rack deduction) in Quackle's form.
   */
  .get('/:id/gcg', async function showGcg(c) {
    const id = c.req.param('id');
    const room = gameRoom(c.env, id);
    const dialect = c.req.query('dialect') ?? 'spec';
    if (dialect !== 'spec' && dialect !== 'quackle') {
      throw new HttpError(
        400,
        'bad-dialect',
        'Ask for ?dialect=spec (the default) or ?dialect=quackle.',
      );
    }
    const link = c.req.query('link');
    const owner = link === undefined ? undefined : await linkSeat(c.env, id, link);
    const gcg = await room.gcg({ dialect, ...(owner === undefined ? {} : { owner }) });
    if (gcg === null) {
      const exists = (await room.view(null)) !== null;
      throw new HttpError(
        404,
        exists ? 'no-gcg' : 'unknown-game',
        exists ? 'Only crossword games have a GCG record.' : `There is no game "${id}".`,
      );
    }
    const suffix = owner === undefined ? '' : `-seat${owner + 1}`;
    c.header('Content-Disposition', `attachment; filename="${id}${suffix}.gcg"`);
    // A player's own export holds their rack: no shared cache may keep it.
    if (owner !== undefined) c.header('Cache-Control', 'private, no-store');
    return c.body(gcg, 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  });

/** The seat a signed game link belongs to; refused unless it is a game-page link for this game. */
async function linkSeat(env: Env, game: string, token: string): Promise<number> {
  const check = await verifyLink(signingKeys(env), token, Math.floor(Date.now() / 1000));
  if (!check.ok) {
    throw new HttpError(check.code === 'expired-link' ? 410 : 403, check.code, check.message);
  }
  if (check.claims.purpose !== 'play' || check.claims.game !== game) {
    throw new HttpError(
      403,
      'wrong-link',
      'This link is not the game link for this game. Use “Open the game page” in your latest email from it.',
    );
  }
  return check.claims.seat;
}
