/** @jsxImportSource hono/jsx */
// The front door, GET /: what the service is, how a game goes by email, and where everything is.
import type { Family } from '../../engine/kind';
import type { GameSummary } from './help-pages';
import { Layout } from './layout';

export interface HomePageProps {
  games: GameSummary[];
  families: Family[];
}

export function HomePage({ games, families }: HomePageProps) {
  return (
    <Layout title="Wordmail: word games by email">
      <h1>Word games by email</h1>
      <p>
        Play crossword games and parlor word games with friends, one email at a time. Each turn
        arrives with the board, the last move, its score and everyone's totals; you answer by
        replying, or on the game's own page. Nothing to install, and games can run for weeks.
      </p>
      <h2>How a game goes</h2>
      <ol>
        <li>
          <a href="/new">Start a game</a> with your friends' email addresses. Each new player is
          asked once whether they want to play; nobody else is mailed.
        </li>
        <li>When it is your turn, an email brings the board and your tiles.</li>
        <li>
          Reply with your move (for example <code>H8 PLANE</code>; <code>HELP</code> brings every
          command), or open the link in the email and place your tiles on the board.
        </li>
      </ol>
      <h2>The games</h2>
      <ul>
        {games.map((g) => (
          <li>
            <a href={`/help/${g.id}`}>{g.title}</a> <span class="meta">({g.players})</span>
          </li>
        ))}
      </ul>
      <p>
        Every command a reply can carry is under <a href="/help">rules and commands</a>; the{' '}
        <a href="/calculator">score calculator</a> adds up a word by hand.
      </p>
      <h2>Ratings</h2>
      <ul>
        {families.map((f) => (
          <li>
            <a href={`/leaderboard/${f}`}>Leaderboard: {f}</a>
          </li>
        ))}
      </ul>
    </Layout>
  );
}
