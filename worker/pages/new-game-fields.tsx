/** @jsxImportSource hono/jsx */
// The new-game form's parts: the values it holds, a field's error beside it, a select with the
// game's default, and one seat's name and email.

/** A field of the form; `players` is the seats as a whole (how many, whose address twice). */
export type FormField =
  | 'ruleset'
  | 'lexicon'
  | 'options'
  | 'layout'
  | 'tileSet'
  | 'challenge'
  | 'timeControl'
  | 'timeoutAction'
  | 'rated'
  | 'hints'
  | 'robot'
  | 'smallGroup'
  | 'players'
  | `name${number}`
  | `email${number}`;

/** Why the form was refused, and the field to fix (null: the form as a whole). */
export interface FormError {
  field: FormField | null;
  message: string;
}

/** What the form holds, exactly as typed, so a refused form comes back as it was sent. */
export interface NewGameValues {
  ruleset: string;
  lexicon: string;
  players: { name: string; email: string }[];
  /** Crossword options; '' = the game's default. */
  layout: string;
  tileSet: string;
  challenge: string;
  /** The API's text form ("3d", "10d+1d/30d weekends off"); '' = no deadlines. */
  timeControl: string;
  /** '' = the service's default (the late player passes). */
  timeoutAction: string;
  rated: boolean;
  hints: boolean;
  /** A robot level, or '' for no robot. */
  robot: string;
  /** Word Jam with 3 or 4 players (its minPlayers option; the box says 5–12). */
  smallGroup: boolean;
}

/** The error's id, for aria-describedby. */
export const errorId = (field: FormField) => `${field}-error`;

/** The attributes that tie a control to its error, when the error is about that control. */
export function invalidIf(field: FormField, error: FormError | null) {
  return error?.field === field
    ? { 'aria-invalid': 'true' as const, 'aria-describedby': errorId(field) }
    : {};
}

export function FieldError({ field, error }: { field: FormField; error: FormError | null }) {
  if (error?.field !== field) return null;
  return (
    <p class="field-error" id={errorId(field)}>
      {error.message}
    </p>
  );
}

/** The form's selects: each offers "the default" (an empty value) before its choices. */
export type SelectField = 'layout' | 'tileSet' | 'challenge' | 'timeoutAction' | 'robot';

export function OptionSelect({
  id,
  label,
  choices,
  values,
  error,
  defaultText = 'The game’s default',
}: {
  id: SelectField;
  label: string;
  choices: [string, string][];
  values: NewGameValues;
  error: FormError | null;
  defaultText?: string;
}) {
  return (
    <>
      <label for={id}>{label}</label>
      <select id={id} name={id} {...invalidIf(id, error)}>
        <option value="">{defaultText}</option>
        {choices.map(([v, text]) => (
          <option value={v} selected={v === values[id]}>
            {text}
          </option>
        ))}
      </select>
      <FieldError field={id} error={error} />
    </>
  );
}

const SEAT_INPUTS = [
  { key: 'name', label: 'Name', type: 'text', maxlength: 60 },
  { key: 'email', label: 'Email', type: 'email', maxlength: 254 },
] as const;

/** One seat: a name and an email; player 1 is the person filling in the form. */
export function SeatRow({
  seat,
  values,
  error,
}: {
  seat: number;
  values: NewGameValues;
  error: FormError | null;
}) {
  const player = values.players[seat];
  return (
    <fieldset class="seat">
      <legend>
        {seat === 0 ? 'Player 1: you (we email you a link to confirm)' : `Player ${seat + 1}`}
      </legend>
      {SEAT_INPUTS.map(({ key, label, type, maxlength }) => {
        const field: FormField = `${key}${seat}`;
        return (
          <div>
            <label for={field}>{label}</label>
            <input
              id={field}
              name={field}
              type={type}
              maxlength={maxlength}
              value={player?.[key] ?? ''}
              required={seat === 0}
              {...invalidIf(field, error)}
            />
            <FieldError field={field} error={error} />
          </div>
        );
      })}
    </fieldset>
  );
}

/** A yes-or-no choice of the form, ticked as it was sent. */
export function CheckBox({
  field,
  values,
  error,
  children,
}: {
  field: 'hints' | 'smallGroup';
  values: NewGameValues;
  error: FormError | null;
  children: string;
}) {
  return (
    <>
      <label class="choice">
        <input
          id={field}
          type="checkbox"
          name={field}
          value="yes"
          checked={values[field]}
          {...invalidIf(field, error)}
        />
        {children}
      </label>
      <FieldError field={field} error={error} />
    </>
  );
}
