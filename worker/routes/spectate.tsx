/** @jsxImportSource hono/jsx */
// GET /games/:id: the public read-only page of a game (no racks), for spectators.
import { Hono } from 'hono';
import type { CrosswordView } from '../../engine/crossword/view';
import { getGameKind } from '../../engine/registry';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { ParlorSummaryPage, SpectatorPage } from '../pages/spectator-page';
import { gameRoom } from './games';

export const spectate = new Hono<{ Bindings: Env }>().get('/:id', async function showPublicGame(c) {
  const id = c.req.param('id');
  const view = (await gameRoom(c.env, id).view(null)) as { family?: string } | null;
  if (!view) throw new HttpError(404, 'unknown-game', `There is no game "${id}".`);
  if (view.family === 'crossword')
    return c.html(<SpectatorPage id={id} view={view as CrosswordView} />);
  const parlor = view as Record<string, unknown>;
  const title = getGameKind(String(parlor.game ?? ''))?.title ?? 'Game';
  return c.html(<ParlorSummaryPage id={id} gameTitle={title} view={parlor} />);
});
