/** @jsxImportSource hono/jsx */
// GET /leaderboard/:family: everyone's Glicko-2 rating in one game family, best first
// (JSON with Accept: application/json).
import { Hono } from 'hono';
import type { Family } from '../../engine/kind';
import { gameKinds } from '../../engine/registry';
import { LEADERBOARD_NAME, type LeaderboardRow } from '../correspondence/player-records';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { Layout } from '../pages/layout';
import { playerStub } from '../player';

/** Few games or a wide deviation: the rating is still a guess. */
const provisional = (r: LeaderboardRow) => r.games < 5 || r.rd > 110;

export const leaderboard = new Hono<{ Bindings: Env }>();

leaderboard.get('/:family', async function showLeaderboard(c) {
  const family = c.req.param('family') as Family;
  const families = [...new Set(Object.values(gameKinds).map((k) => k.family))];
  if (!families.includes(family))
    throw new HttpError(
      404,
      'unknown-family',
      `There is no game family "${family}". Try: ${families.join(', ')}.`,
    );
  const rows = (await playerStub(c.env, LEADERBOARD_NAME).leaderboard(family)) as LeaderboardRow[];
  if ((c.req.header('accept') ?? '').includes('application/json'))
    return c.json({ family, players: rows.map(({ email: _email, ...r }) => r) });
  return c.html(
    <Layout title={`Leaderboard: ${family}`}>
      <h1>Leaderboard: {family}</h1>
      <p class="meta">Glicko-2 ratings; ? marks a provisional rating.</p>
      {rows.length === 0 ? (
        <p>No rated games yet.</p>
      ) : (
        <table class="scores">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Rating</th>
              <th scope="col">Games</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr>
                <td>{i + 1}</td>
                <td>{r.name}</td>
                <td>
                  {Math.round(r.rating)}
                  {provisional(r) ? '?' : ''}
                </td>
                <td>{r.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Layout>,
  );
});
