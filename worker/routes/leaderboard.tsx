/** @jsxImportSource hono/jsx */
// GET /leaderboard/:family: everyone's Glicko-2 rating in one game family, best first, and
// GET /leaderboard/:family/players/:page: one player's rating and rated games (JSON with
// Accept: application/json). Pages are named by an opaque id, never by the email address.
import { Hono } from 'hono';
import type { Family } from '../../engine/kind';
import { gameKinds } from '../../engine/registry';
import { LEADERBOARD_NAME } from '../correspondence/player-records';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { Layout } from '../pages/layout';
import { type LeaderboardRow, playerStub, type RatedGame } from '../rpc/player';

/** Few games or a wide deviation: the rating is still a guess. */
const provisional = (r: LeaderboardRow) => r.games < 5 || r.rd > 110;

export const leaderboard = new Hono<{ Bindings: Env }>();

function familyOf(name: string): Family {
  const families = [...new Set(Object.values(gameKinds).map((k) => k.family))];
  if (!families.includes(name as Family))
    throw new HttpError(
      404,
      'unknown-family',
      `There is no game family "${name}". Try: ${families.join(', ')}.`,
    );
  return name as Family;
}

type Row = LeaderboardRow & { pageId: string };

leaderboard.get('/:family', async function showLeaderboard(c) {
  const family = familyOf(c.req.param('family'));
  const rows = (await playerStub(c.env, LEADERBOARD_NAME).leaderboard(family)) as Row[];
  if ((c.req.header('accept') ?? '').includes('application/json'))
    return c.json({ family, players: rows.map(({ email: _email, ...r }) => r) });
  return c.html(
    <Layout title={`Leaderboard: ${family}`}>
      <h1>Leaderboard: {family}</h1>
      <p class="meta">
        Glicko-2 ratings; the deviation is how unsure the rating still is, and ? marks a provisional
        rating (fewer than 5 games, or a deviation over 110).
      </p>
      {rows.length === 0 ? (
        <p>No rated games yet.</p>
      ) : (
        <table class="scores">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Rating</th>
              <th scope="col">Deviation</th>
              <th scope="col">Games</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr>
                <td>{i + 1}</td>
                <td>
                  <a href={`/leaderboard/${family}/players/${r.pageId}`}>{r.name}</a>
                </td>
                <td>
                  {Math.round(r.rating)}
                  {provisional(r) ? '?' : ''}
                </td>
                <td>±{Math.round(r.rd)}</td>
                <td>{r.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Layout>,
  );
});

leaderboard.get('/:family/players/:page{[0-9a-f]{32}}', async function showPlayer(c) {
  const family = familyOf(c.req.param('family'));
  const row = (await playerStub(c.env, LEADERBOARD_NAME).pageEntry(
    family,
    c.req.param('page'),
  )) as Row | null;
  if (!row) throw new HttpError(404, 'unknown-player', 'There is no such player here.');
  const games = (await playerStub(c.env, row.email).ratedGames(family)) as RatedGame[];
  const { email: _email, ...shown } = row;
  if ((c.req.header('accept') ?? '').includes('application/json'))
    return c.json({ family, player: shown, games });
  return c.html(
    <Layout title={`${row.name}: ${family}`}>
      <p class="meta">
        <a href={`/leaderboard/${family}`}>Leaderboard: {family}</a>
      </p>
      <h1>{row.name}</h1>
      <p>
        Rating {Math.round(row.rating)}
        {provisional(row) ? '?' : ''} ±{Math.round(row.rd)} after {row.games} rated game
        {row.games === 1 ? '' : 's'}.
      </p>
      <h2>Rated games</h2>
      {games.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <table class="scores">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Game</th>
              <th scope="col">Rating</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {games.map((g) => {
              const change = Math.round(g.after) - Math.round(g.before);
              return (
                <tr>
                  <td>{new Date(g.at).toISOString().slice(0, 10)}</td>
                  <td>
                    <a href={`/games/${g.gameId}`}>{g.gameId}</a>
                  </td>
                  <td>{Math.round(g.after)}</td>
                  <td>{change > 0 ? `+${change}` : String(change)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Layout>,
  );
});
