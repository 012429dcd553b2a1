/** @jsxImportSource hono/jsx */
// The new-game form's choices past the players: a robot opponent, the clock, rated or casual with
// hints, the crossword options and Word Jam's small-group variant.
import {
  CheckBox,
  FieldError,
  type FormError,
  type FormField,
  invalidIf,
  type NewGameValues,
  OptionSelect,
  type SelectField,
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

interface Part {
  values: NewGameValues;
  error: FormError | null;
}

export function RobotFields({
  values,
  error,
  robotLevels,
}: Part & {
  /** Each robot level and what it plays like. */
  robotLevels: [string, string][];
}) {
  return (
    <fieldset>
      <legend>Robot opponent (crossword games)</legend>
      <OptionSelect
        id="robot"
        label="Play against the robot"
        choices={robotLevels.map(([level, describe]) => [level, `${level}: ${describe}`])}
        values={values}
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

export function ClockFields({ values, error }: Part) {
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
        choices={TIMEOUTS}
        values={values}
        error={error}
        defaultText="They pass (the default)"
      />
    </fieldset>
  );
}

export function RatingFields({ values, error }: Part) {
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
      <CheckBox field="hints" values={values} error={error}>
        Allow HINT (a suggested play by email; casual crossword games only)
      </CheckBox>
    </fieldset>
  );
}

export function CrosswordFields({
  values,
  error,
  tileSets,
}: Part & { tileSets: { id: string; name: string }[] }) {
  const selects: [SelectField, string, [string, string][]][] = [
    ['layout', 'Board', LAYOUTS],
    ['tileSet', 'Tiles (letter values)', tileSets.map((t) => [t.id, t.name])],
    ['challenge', 'Challenge rule', CHALLENGES],
  ];
  return (
    <fieldset id={'options' satisfies FormField}>
      <legend>Crossword options (leave at the default unless you want a variant)</legend>
      <FieldError field="options" error={error} />
      {selects.map(([id, label, choices]) => (
        <OptionSelect id={id} label={label} choices={choices} values={values} error={error} />
      ))}
    </fieldset>
  );
}

export function WordJamFields({ values, error }: Part) {
  return (
    <fieldset>
      <legend>Word Jam</legend>
      <CheckBox field="smallGroup" values={values} error={error}>
        Word Jam with 3 or 4 players (a small-group variant: the box says 5 to 12)
      </CheckBox>
    </fieldset>
  );
}
