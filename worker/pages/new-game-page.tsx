/** @jsxImportSource hono/jsx */
// The new-game form: the game, its word list, the players (up to the service's seat cap), a robot
// opponent, the clock, rated or casual with hints, the crossword options. Plain HTML, no script.
import { Layout } from './layout';
import {
  ClockFields,
  CrosswordFields,
  RatingFields,
  RobotFields,
  WordJamFields,
} from './new-game-choices';
import {
  errorId,
  FieldError,
  type FormError,
  invalidIf,
  type NewGameValues,
  SeatRow,
} from './new-game-fields';

export interface NewGameFormProps {
  games: { id: string; title: string; players: string }[];
  lexicons: string[];
  tileSets: { id: string; name: string }[];
  /** Each robot level and what it plays like. */
  robotLevels: [string, string][];
  /** How many seats a game may have (the service's cap). */
  seats: number;
  /** Seats shown open; the rest (only the largest tables need them) fold away below. */
  openSeats: number;
  /** The titles of the games that take more than the seats shown open. */
  largeGames: string[];
  values: NewGameValues;
  error: FormError | null;
}

const CSS = `
.seat{display:grid;grid-template-columns:1fr 1.4fr;gap:.5rem;margin:.35rem 0;padding:0;border:0}
.seat legend{font-size:.85rem;font-weight:600;padding:0}
.field-error{color:#b42318;font-size:.85rem;margin:.2rem 0}
[aria-invalid=true]{border-color:#b42318;border-width:2px}
label.choice{display:flex;gap:.4rem;align-items:baseline}
.players{border:0;padding:0;margin:1rem 0 0}.players>legend{font-size:1.05rem;font-weight:600;padding:0}
details{margin:.5rem 0}summary{cursor:pointer;font-size:.9rem}
`;

export function NewGamePage(props: NewGameFormProps) {
  const { games, lexicons, values, error, seats, openSeats } = props;
  const folded = Array.from({ length: seats - openSeats }, (_, i) => i + openSeats);
  const foldedInUse = folded.some(
    (i) =>
      values.players[i]?.name ||
      values.players[i]?.email ||
      error?.field === `name${i}` ||
      error?.field === `email${i}`,
  );
  return (
    <Layout title="New game" css={CSS}>
      <h1>Start a new game</h1>
      {error ? (
        <p class="flash error" role="alert">
          Not created: {error.message}
          {error.field ? (
            <>
              {' '}
              <a href={`#${error.field}`}>Go to the field</a>
            </>
          ) : null}
        </p>
      ) : null}
      <form method="post" action="/new">
        <label for="ruleset">Game</label>
        <select id="ruleset" name="ruleset" {...invalidIf('ruleset', error)}>
          {games.map((g) => (
            <option value={g.id} selected={g.id === values.ruleset}>
              {g.title} — {g.players}
            </option>
          ))}
        </select>
        <FieldError field="ruleset" error={error} />
        <label for="lexicon">Word list</label>
        <select id="lexicon" name="lexicon" {...invalidIf('lexicon', error)}>
          {lexicons.map((l) => (
            <option value={l} selected={l === values.lexicon}>
              {l}
            </option>
          ))}
        </select>
        <FieldError field="lexicon" error={error} />
        <fieldset
          id="players"
          class="players"
          {...(error?.field === 'players' ? { 'aria-describedby': errorId('players') } : {})}
        >
          <legend>Players, in playing order</legend>
          <p class="meta">
            Fill in as many as the game needs; leave the rest empty. Each player gets an invitation
            by email.
          </p>
          <FieldError field="players" error={error} />
          {Array.from({ length: Math.min(seats, openSeats) }, (_, i) => (
            <SeatRow seat={i} values={values} error={error} />
          ))}
          {folded.length > 0 ? (
            <details open={foldedInUse}>
              <summary>
                Players {openSeats + 1} to {seats} ({props.largeGames.join(' and ')} take more than{' '}
                {openSeats})
              </summary>
              {folded.map((i) => (
                <SeatRow seat={i} values={values} error={error} />
              ))}
            </details>
          ) : null}
        </fieldset>
        <RobotFields values={values} error={error} robotLevels={props.robotLevels} />
        <ClockFields values={values} error={error} />
        <RatingFields values={values} error={error} />
        <CrosswordFields values={values} error={error} tileSets={props.tileSets} />
        <WordJamFields values={values} error={error} />
        <button type="submit">Create the game and email the invitations</button>
      </form>
      <p>
        Not sure which game? <a href="/help">Read the rules</a>.
      </p>
    </Layout>
  );
}
