/** @jsxImportSource hono/jsx */
// GET /leaderboard/:family: everyone's Glicko-2 rating in one game family, best first, and
// GET /leaderboard/:family/players/:page: one player's rating and rated games (JSON with
// Accept: application/json). Pages are named by an opaque id, never by the email address.
import { type Context, Hono } from 'hono';
import type { Family } from '../../engine/kind';
import { LEADERBOARD_NAME } from '../correspondence/player-records';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { gameFamilies } from '../pages/game-summary';
import { LeaderboardPage, PlayerPage, type RatedPlayer } from '../pages/leaderboard-pages';
import { type LeaderboardRow, playerStub, type RatedGame } from '../rpc/player';

function familyOf(name: string): Family {
  const families = gameFamilies();
  if (!families.includes(name as Family))
    throw new HttpError(
      404,
      'unknown-family',
      `There is no game family "${name}". Try: ${families.join(', ')}.`,
    );
  return name as Family;
}

type Row = LeaderboardRow & { pageId: string };

/** The row as pages and JSON show it: the address stays inside the service. */
const shown = ({ email: _email, ...row }: Row): RatedPlayer => row;

const wantsJson = (c: Context) => (c.req.header('accept') ?? '').includes('application/json');

export const leaderboard = new Hono<{ Bindings: Env }>()
  .get('/:family', async function showLeaderboard(c) {
    const family = familyOf(c.req.param('family'));
    const rows = ((await playerStub(c.env, LEADERBOARD_NAME).leaderboard(family)) as Row[]).map(
      shown,
    );
    if (wantsJson(c)) return c.json({ family, players: rows });
    return c.html(<LeaderboardPage family={family} rows={rows} />);
  })
  .get('/:family/players/:page{[0-9a-f]{32}}', async function showPlayer(c) {
    const family = familyOf(c.req.param('family'));
    const row = (await playerStub(c.env, LEADERBOARD_NAME).pageEntry(
      family,
      c.req.param('page'),
    )) as Row | null;
    if (!row) throw new HttpError(404, 'unknown-player', 'There is no such player here.');
    const games = (await playerStub(c.env, row.email).ratedGames(family)) as RatedGame[];
    if (wantsJson(c)) return c.json({ family, player: shown(row), games });
    return c.html(<PlayerPage family={family} row={shown(row)} games={games} />);
  });
