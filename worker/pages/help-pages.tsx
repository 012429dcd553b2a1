/** @jsxImportSource hono/jsx */
// Help pages: the list of games, and for each game its rules summary and every email command.
import type { HelpSection } from '../../emails/help-email';
import { Layout } from './layout';

export interface GameSummary {
  id: string;
  title: string;
  players: string;
}

export function HelpIndexPage({ games }: { games: GameSummary[] }) {
  return (
    <Layout title="Rules and commands">
      <h1>Rules and commands</h1>
      <p>
        Every game is played by replying to its emails: one command a line, above the quoted text.
        You can also open the game page from the link in each email.
      </p>
      <table class="scores">
        <caption class="meta">The games</caption>
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Players</th>
            <th scope="col">Ruleset id</th>
          </tr>
        </thead>
        <tbody>
          {games.map((g) => (
            <tr>
              <th scope="row">
                <a href={`/help/${g.id}`}>{g.title}</a>
              </th>
              <td>{g.players}</td>
              <td>
                <code>{g.id}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Need to add up a word by hand? Use the <a href="/calculator">score calculator</a>. Ready?{' '}
        <a href="/new">Start a new game</a>.
      </p>
    </Layout>
  );
}

export interface HelpPageProps {
  game: GameSummary;
  /** Paragraphs of the rules summary. */
  rules: string[];
  /** Email commands, grouped. */
  commands: HelpSection[];
}

export function HelpPage({ game, rules, commands }: HelpPageProps) {
  return (
    <Layout title={`${game.title}: rules and commands`}>
      <p class="meta">
        <a href="/help">All games</a>
      </p>
      <h1>{game.title}</h1>
      <p class="meta">
        {game.players} · ruleset <code>{game.id}</code>
      </p>
      <h2>Rules</h2>
      {rules.map((p) => (
        <p>{p}</p>
      ))}
      <h2>Email commands</h2>
      {commands.map((section) => (
        <section>
          <h3>{section.title}</h3>
          <pre>{section.lines.join('\n')}</pre>
        </section>
      ))}
    </Layout>
  );
}
