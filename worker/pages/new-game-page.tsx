/** @jsxImportSource hono/jsx */
// The new-game form and the page that confirms a game was created and its invitations emailed.
import { Layout } from './layout';

export const SEAT_ROWS = 6;

export interface NewGameValues {
  ruleset: string;
  lexicon: string;
  players: { name: string; email: string }[];
  /** Crossword options; '' = the game's default. */
  layout: string;
  tileSet: string;
  challenge: string;
}

const LAYOUTS: [string, string][] = [
  ['standard', 'Standard 15×15'],
  ['super', 'Super 21×21'],
  ['wwf', 'Words With Friends'],
];
const CHALLENGES: [string, string][] = [
  ['none', 'None: words are checked as they are played'],
  ['double', 'Double challenge'],
];

export interface NewGameFormProps {
  games: { id: string; title: string; players: string }[];
  lexicons: string[];
  tileSets: { id: string; name: string }[];
  values: NewGameValues;
  error: string | null;
}

const CSS = `
.seat{display:grid;grid-template-columns:1fr 1.4fr;gap:.5rem;margin:.35rem 0;padding:0;border:0}
.seat legend{font-size:.85rem;font-weight:600;padding:0}
`;

export function NewGamePage({ games, lexicons, tileSets, values, error }: NewGameFormProps) {
  return (
    <Layout title="New game" css={CSS}>
      <h1>Start a new game</h1>
      {error ? (
        <p class="flash error" role="alert">
          Not created: {error}
        </p>
      ) : null}
      <form method="post" action="/new">
        <label for="ruleset">Game</label>
        <select id="ruleset" name="ruleset">
          {games.map((g) => (
            <option value={g.id} selected={g.id === values.ruleset}>
              {g.title} ({g.players})
            </option>
          ))}
        </select>
        <label for="lexicon">Word list</label>
        <select id="lexicon" name="lexicon">
          {lexicons.map((l) => (
            <option value={l} selected={l === values.lexicon}>
              {l}
            </option>
          ))}
        </select>
        <fieldset>
          <legend>Crossword options (leave at the default unless you want a variant)</legend>
          <OptionSelect id="layout" label="Board" value={values.layout} choices={LAYOUTS} />
          <OptionSelect
            id="tileSet"
            label="Tiles (letter values)"
            value={values.tileSet}
            choices={tileSets.map((t) => [t.id, t.name])}
          />
          <OptionSelect
            id="challenge"
            label="Challenge rule"
            value={values.challenge}
            choices={CHALLENGES}
          />
        </fieldset>
        <h2>Players, in playing order</h2>
        <p class="meta">
          Fill in as many as the game needs; leave the rest empty. Each player gets an invitation by
          email.
        </p>
        {Array.from({ length: SEAT_ROWS }, (_, i) => (
          <fieldset class="seat">
            <legend>
              {i === 0 ? 'Player 1: you (we email you a link to confirm)' : `Player ${i + 1}`}
            </legend>
            <div>
              <label for={`name${i}`}>Name</label>
              <input
                id={`name${i}`}
                name={`name${i}`}
                type="text"
                maxlength={60}
                value={values.players[i]?.name ?? ''}
                required={i < 2}
              />
            </div>
            <div>
              <label for={`email${i}`}>Email</label>
              <input
                id={`email${i}`}
                name={`email${i}`}
                type="email"
                maxlength={254}
                value={values.players[i]?.email ?? ''}
                required={i < 2}
              />
            </div>
          </fieldset>
        ))}
        <button type="submit">Create the game and email the invitations</button>
      </form>
      <p>
        Not sure which game? <a href="/help">Read the rules</a>.
      </p>
    </Layout>
  );
}

export function GameCreatedPage({
  id,
  title,
  players,
}: {
  id: string;
  title: string;
  players: { name: string; email: string }[];
}) {
  return (
    <Layout title={`Game ${id} created`}>
      <h1>Game created</h1>
      <p class="flash ok" role="status">
        Your game of {title} has id <strong id="game-id">{id}</strong>. The invitations were emailed
        to every player:
      </p>
      <ul>
        {players.map((p) => (
          <li>
            {p.name} ({p.email})
          </li>
        ))}
      </ul>
      <p>
        Each player plays by replying to their email, or from the game-page link in it. Anyone can
        follow the game at <a href={`/games/${id}`}>/games/{id}</a>.
      </p>
      <p>
        <a href="/new">Start another game</a>
      </p>
    </Layout>
  );
}

function OptionSelect({
  id,
  label,
  value,
  choices,
}: {
  id: string;
  label: string;
  value: string;
  choices: [string, string][];
}) {
  return (
    <>
      <label for={id}>{label}</label>
      <select id={id} name={id}>
        <option value="">The game’s default</option>
        {choices.map(([v, text]) => (
          <option value={v} selected={v === value}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}
