/** @jsxImportSource hono/jsx */
// The leaderboard of one game family, and one player's page with their rated games.
import type { Family } from '../../engine/kind';
import type { LeaderboardRow, RatedGame } from '../rpc/player';
import { Layout } from './layout';
import { signed, Table } from './table';

/** A row of the leaderboard with the opaque id of the player's page (never the address). */
export type RatedPlayer = Omit<LeaderboardRow, 'email'> & { pageId: string };

/** Few games or a wide deviation: the rating is still a guess. */
const provisional = (r: RatedPlayer) => r.games < 5 || r.rd > 110;

/** "1562?" for a provisional rating, "1562" once it has settled. */
const rating = (r: RatedPlayer) => `${Math.round(r.rating)}${provisional(r) ? '?' : ''}`;

export function LeaderboardPage({ family, rows }: { family: Family; rows: RatedPlayer[] }) {
  return (
    <Layout title={`Leaderboard: ${family}`}>
      <h1>Leaderboard: {family}</h1>
      <p class="meta">
        Glicko-2 ratings; the deviation is how unsure the rating still is, and ? marks a provisional
        rating (fewer than 5 games, or a deviation over 110).
      </p>
      {rows.length === 0 ? (
        <p>No rated games yet.</p>
      ) : (
        <Table columns={['#', 'Player', 'Rating', 'Deviation', 'Games']}>
          {rows.map((r, i) => (
            <tr>
              <td>{i + 1}</td>
              <td>
                <a href={`/leaderboard/${family}/players/${r.pageId}`}>{r.name}</a>
              </td>
              <td>{rating(r)}</td>
              <td>±{Math.round(r.rd)}</td>
              <td>{r.games}</td>
            </tr>
          ))}
        </Table>
      )}
    </Layout>
  );
}

export function PlayerPage({
  family,
  row,
  games,
}: {
  family: Family;
  row: RatedPlayer;
  games: RatedGame[];
}) {
  return (
    <Layout title={`${row.name}: ${family}`}>
      <p class="meta">
        <a href={`/leaderboard/${family}`}>Leaderboard: {family}</a>
      </p>
      <h1>{row.name}</h1>
      <p>
        Rating {rating(row)} ±{Math.round(row.rd)} after {row.games} rated game
        {row.games === 1 ? '' : 's'}.
      </p>
      <h2>Rated games</h2>
      {games.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <Table columns={['Date', 'Game', 'Rating', 'Change']}>
          {games.map((g) => (
            <tr>
              <td>{new Date(g.at).toISOString().slice(0, 10)}</td>
              <td>
                <a href={`/games/${g.gameId}`}>{g.gameId}</a>
              </td>
              <td>{Math.round(g.after)}</td>
              <td>{signed(Math.round(g.after) - Math.round(g.before))}</td>
            </tr>
          ))}
        </Table>
      )}
    </Layout>
  );
}
