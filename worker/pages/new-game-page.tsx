/** @jsxImportSource hono/jsx */
// The new-game form: the game, its word list, the players (up to the service's seat cap), a robot
// opponent, the clock, rated or casual with hints, the crossword options. Plain HTML, no script.
import { Layout } from './layout';
import {
  errorId,
  FieldError,
  type FormError,
  type FormField,
  invalidIf,
  type NewGameValues,
  OptionSelect,
  SeatRow,
} from './new-game-fields';

const LAYOUTS: [string, string][] = [
  ['standard', 'Standard 15×15'],
  ['super', 'Super 21×21'],
  ['wwf', 'Words With Friends'],
];
const CHALLENGES: [string, string][] = [
  ['none', 'None: words are checked as they are played'],
  ['double', 'Double challenge'],
];
const TIMEOUTS: [string, string][] = [['loss', 'They lose the game']];
/** Suggestions only: the field takes any time control the API takes. */
const TIME_CONTROLS: [string, string][] = [
  ['1d', 'a day a move'],
  ['3d', 'three days a move'],
  ['7d', 'a week a move'],
  ['3d weekends off', 'three days a move, weekends off'],
  ['10d+1d/30d', 'a 10-day bank, a day more each move, at most 30'],
];

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
        <RobotFields {...props} />
        <ClockFields values={values} error={error} />
        <RatingFields values={values} error={error} />
        <CrosswordFields {...props} />
        <button type="submit">Create the game and email the invitations</button>
      </form>
      <p>
        Not sure which game? <a href="/help">Read the rules</a>.
      </p>
    </Layout>
  );
}

type Part = Pick<NewGameFormProps, 'values' | 'error'>;

function RobotFields({ values, error, robotLevels }: Part & Pick<NewGameFormProps, 'robotLevels'>) {
  return (
    <fieldset>
      <legend>Robot opponent (crossword games)</legend>
      <OptionSelect
        id="robot"
        label="Play against the robot"
        value={values.robot}
        choices={robotLevels.map(([level, describe]) => [level, `${level}: ${describe}`])}
        error={error}
        defaultText="No robot"
      />
      <p class="meta">
        The robot takes the seat after the last person, and replies to your moves within seconds.
        Games against the robot are never rated.
      </p>
    </fieldset>
  );
}

function ClockFields({ values, error }: Part) {
  return (
    <fieldset>
      <legend>Clock</legend>
      <label for="timeControl">Time control</label>
      <input
        id="timeControl"
        name="timeControl"
        type="text"
        list="time-controls"
        maxlength={60}
        placeholder="e.g. 3d"
        value={values.timeControl}
        aria-describedby="timeControl-hint"
        {...invalidIf('timeControl', error)}
      />
      <datalist id="time-controls">
        {TIME_CONTROLS.map(([text, meaning]) => (
          <option value={text} label={meaning} />
        ))}
      </datalist>
      <FieldError field="timeControl" error={error} />
      <p class="meta" id="timeControl-hint">
        Days a move (<code>3d</code>, or <code>12h</code>), or a bank plus a daily increment with a
        cap (<code>10d+1d/30d</code>); add <code>weekends off</code> to stop the clocks on Saturdays
        and Sundays. Empty: no deadlines (Mumble-Jumble and Word Jam still close each phase after
        its own length).
      </p>
      <OptionSelect
        id="timeoutAction"
        label="When a player misses a deadline"
        value={values.timeoutAction}
        choices={TIMEOUTS}
        error={error}
        defaultText="They pass (the default)"
      />
    </fieldset>
  );
}

function RatingFields({ values, error }: Part) {
  const radio = (rated: boolean, text: string) => (
    <label class="choice">
      <input
        type="radio"
        name="rated"
        value={rated ? 'yes' : 'no'}
        checked={values.rated === rated}
        {...invalidIf('rated', error)}
      />
      {text}
    </label>
  );
  return (
    <fieldset id={'rated' satisfies FormField}>
      <legend>Rated or casual</legend>
      {radio(true, 'Rated: the result moves everyone’s rating on the leaderboard')}
      {radio(false, 'Casual: no rating changes')}
      <FieldError field="rated" error={error} />
      <label class="choice">
        <input
          id="hints"
          type="checkbox"
          name="hints"
          value="yes"
          checked={values.hints}
          {...invalidIf('hints', error)}
        />
        Allow HINT (a suggested play by email; casual crossword games only)
      </label>
      <FieldError field="hints" error={error} />
    </fieldset>
  );
}

function CrosswordFields({ values, error, tileSets }: Part & Pick<NewGameFormProps, 'tileSets'>) {
  return (
    <fieldset id={'options' satisfies FormField}>
      <legend>Crossword options (leave at the default unless you want a variant)</legend>
      <FieldError field="options" error={error} />
      <OptionSelect
        id="layout"
        label="Board"
        value={values.layout}
        choices={LAYOUTS}
        error={error}
      />
      <OptionSelect
        id="tileSet"
        label="Tiles (letter values)"
        value={values.tileSet}
        choices={tileSets.map((t) => [t.id, t.name])}
        error={error}
      />
      <OptionSelect
        id="challenge"
        label="Challenge rule"
        value={values.challenge}
        choices={CHALLENGES}
        error={error}
      />
    </fieldset>
  );
}
