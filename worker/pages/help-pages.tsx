/** @jsxImportSource hono/jsx */
// Help pages: the list of games, and for each game its rules summary and every email command.
import type { HelpSection } from '../../emails/help-email';
import { Bullets } from './bullets';
import { Layout } from './layout';
import { Table } from './table';

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
      <Table caption="The games" columns={['Game', 'Players', 'Ruleset id']}>
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
      </Table>
      <p>
        Need to add up a word by hand? Use the <a href="/calculator">score calculator</a>. Ready?{' '}
        <a href="/new">Start a new game</a>.
      </p>
    </Layout>
  );
}

/** One line of a game's facts at a glance ("Rack": "7 tiles"). */
export interface HelpFact {
  label: string;
  value: string;
}

/** A tile set's letters by value: one row per value, "E×12 A×9 …" (counts only where there is a bag). */
export interface TileTable {
  name: string;
  counted: boolean;
  rows: { points: number; letters: string }[];
}

export interface HelpPageProps {
  game: GameSummary;
  /** The game's numbers with no options chosen. */
  facts: HelpFact[];
  /** Crossword games: the default tile set's values. */
  tiles?: TileTable;
  /** A list the game plays with, each item explained (Word Jam's Style cards). */
  glossary?: { title: string; items: string[] };
  /** Paragraphs of the rules summary. */
  rules: string[];
  /** Email commands, grouped. */
  commands: HelpSection[];
}

const CSS = `
dl.facts{display:grid;grid-template-columns:minmax(5rem,30%) 1fr;gap:.2rem .75rem;margin:.5rem 0}
dl.facts dt{font-weight:600;font-size:.9rem}dl.facts dd{margin:0}
table.tiles th{white-space:nowrap}table.tiles td:last-child{font-family:ui-monospace,Menlo,Consolas,monospace;word-spacing:.2rem}
`;

export function HelpPage({ game, facts, tiles, glossary, rules, commands }: HelpPageProps) {
  return (
    <Layout title={`${game.title}: rules and commands`} css={CSS}>
      <p class="meta">
        <a href="/help">All games</a>
      </p>
      <h1>{game.title}</h1>
      <p class="meta">
        {game.players} · ruleset <code>{game.id}</code>
      </p>
      <h2>At a glance</h2>
      <dl class="facts">
        <dt>Players</dt>
        <dd>{game.players}</dd>
        {facts.map((f) => (
          <>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </>
        ))}
      </dl>
      <h2>How a turn works</h2>
      <ol>
        <li>Each turn (or phase) arrives as an email with everything you need to decide.</li>
        <li>
          Reply with your command on the first line, above the quoted email: one command a line, as
          listed below. Or open the game page from the link in the email.
        </li>
        <li>
          A move that cannot be played is answered at once with what was wrong; nothing changes
          until you send one that can.
        </li>
      </ol>
      {tiles ? <Tiles {...tiles} /> : null}
      {glossary ? (
        <>
          <h2>{glossary.title}</h2>
          <Bullets items={glossary.items} />
        </>
      ) : null}
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

function Tiles({ name, counted, rows }: TileTable) {
  return (
    <>
      <h2>Tile values</h2>
      <Table
        extraClass="tiles"
        caption={`${name} tiles${counted ? ', with how many of each are in the bag' : ''}`}
        columns={['Value', 'Letters']}
      >
        {rows.map((r) => (
          <tr>
            <th scope="row">{r.points}</th>
            <td>{r.letters}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}
