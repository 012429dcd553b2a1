// The new-game form's edge: its fields read as typed, turned into the very body POST /api/games
// takes (so game-request.ts checks both the same way), and a refusal pointed at the field to fix.
import { rulesets } from '../../engine/crossword/rulesets/index';
import type { HttpError } from '../http-error';
import { normaliseEmail } from '../mail/addresses';
import type { FormError, FormField, NewGameValues } from '../pages/new-game-fields';
import { ROBOT_EMAIL, wantsRobot } from '../robot/seat';

/** Word Jam's small-group variant: its minPlayers option at the lowest it allows. */
const WORD_JAM = 'word-jam';
const SMALL_GROUP = 3;

/** The name the robot's seat gets on the form (the API lets its caller choose). */
const ROBOT_NAME = 'Robot';

export function blankForm(ruleset: string, lexicon: string): NewGameValues {
  return {
    ruleset,
    lexicon,
    players: [],
    layout: '',
    tileSet: '',
    challenge: '',
    timeControl: '',
    timeoutAction: '',
    rated: true,
    hints: false,
    robot: '',
    smallGroup: false,
  };
}

/** The posted form as typed (trimmed), with every seat row, empty ones too. */
export function readForm(
  body: Record<string, unknown>,
  seats: number,
  defaultLexicon: string,
): NewGameValues {
  const text = (name: string) =>
    typeof body[name] === 'string' ? (body[name] as string).trim() : '';
  return {
    ruleset: text('ruleset'),
    lexicon: text('lexicon') || defaultLexicon,
    players: Array.from({ length: seats }, (_, i) => ({
      name: text(`name${i}`),
      email: text(`email${i}`),
    })),
    layout: text('layout'),
    tileSet: text('tileSet'),
    challenge: text('challenge'),
    timeControl: text('timeControl'),
    timeoutAction: text('timeoutAction'),
    // Radio buttons: only an explicit "no" makes a casual game (the API's default is rated).
    rated: text('rated') !== 'no',
    hints: text('hints') === 'yes',
    robot: text('robot'),
    smallGroup: text('smallGroup') === 'yes',
  };
}

/**
 * The body for checkGameRequest, or what the seats alone already get wrong: a half-filled row, or
 * "robot" typed as a person's address (the robot is chosen by its own field).
 */
export function gameRequest(
  values: NewGameValues,
): { input: unknown; rows: number[] } | { error: FormError } {
  for (const [i, row] of values.players.entries()) {
    if ((row.name === '') !== (row.email === ''))
      return {
        error: {
          field: row.name === '' ? `name${i}` : `email${i}`,
          message: `Give each player both a name and an email address (${row.name || row.email}).`,
        },
      };
    if (wantsRobot(row.email))
      return {
        error: {
          field: `email${i}`,
          message: 'To play the robot, choose its level under “Robot opponent”.',
        },
      };
  }
  // rows[k]: the form row of the request's k-th player (empty rows are left out).
  const rows = values.players.flatMap((r, i) => (r.name === '' ? [] : [i]));
  const people = rows.map((i) => values.players[i]!);
  const robot = values.robot ? [{ name: ROBOT_NAME, email: ROBOT_EMAIL, level: values.robot }] : [];
  const options: Record<string, unknown> = {
    ...crosswordOptions(values),
    ...(values.smallGroup && values.ruleset === WORD_JAM ? { minPlayers: SMALL_GROUP } : {}),
    rated: values.rated,
  };
  if (values.timeoutAction) options.timeoutAction = values.timeoutAction;
  if (values.hints) options.hints = true;
  return {
    input: {
      ruleset: values.ruleset,
      lexicon: values.lexicon,
      players: [...people, ...robot],
      ...(values.timeControl ? { timeControl: values.timeControl } : {}),
      options,
    },
    rows,
  };
}

/** The options the form set, for crossword games only (parlor games have their own options). */
function crosswordOptions(values: NewGameValues): Record<string, string> {
  if (!Object.hasOwn(rulesets, values.ruleset)) return {};
  const options: Record<string, string> = {};
  for (const key of ['layout', 'tileSet', 'challenge'] as const)
    if (values[key]) options[key] = values[key];
  return options;
}

/** Which field each refusal of the shared checks is about. */
const FIELD_OF_CODE: Record<string, FormField> = {
  'unknown-ruleset': 'ruleset',
  'unknown-lexicon': 'lexicon',
  'wrong-player-count': 'players',
  'too-many-seats': 'players',
  'duplicate-email': 'players',
  'no-human-player': 'players',
  'bad-time-control': 'timeControl',
  'clock-too-short': 'timeControl',
  'bad-timeout-action': 'timeoutAction',
  'bad-rated': 'rated',
  'bad-hints': 'hints',
  'hints-need-casual-game': 'hints',
  'unknown-robot-level': 'robot',
  'robot-not-available': 'robot',
  'bad-option': 'options',
  'unknown-option': 'options',
  'confirmation-unanswered': 'email0',
};

/** Where the API's words name a JSON field, the form says which box to change. */
const FORM_WORDS: Record<string, string> = {
  'hints-need-casual-game': 'Hints are only for casual games: choose “Casual” to allow them.',
};

/** Words of the engine's that name an option, and the form's box for it. */
const OPTION_WORDS: [string, string][] = [
  ['set the option minPlayers', 'tick “Word Jam with 3 or 4 players”'],
];

/** The crossword option a bad-option message names (engine/crossword/setup.ts). */
const OPTION_NAMES: [string, FormField][] = [
  ['board layout', 'layout'],
  ['tile set', 'tileSet'],
  ['challenge rule', 'challenge'],
];

/** Zod's and the name cleaner's messages start with the request's path: players.2.email: … */
const SEAT_PATH = /^players\.(\d+)\.(name|email)\b/;

/** A refusal of checkGameRequest or proposeByMail, pointed at the field it is about. */
export function formErrorOf(err: HttpError, values: NewGameValues, rows: number[]): FormError {
  const worded = OPTION_WORDS.reduce(
    (text, [api, form]) => text.replace(api, form),
    FORM_WORDS[err.code] ?? err.message,
  );
  const message = worded.replace(
    SEAT_PATH,
    (_, k: string, key: string) => `Player ${(rows[Number(k)] ?? Number(k)) + 1}’s ${key}`,
  );
  return { field: fieldOf(err, values, rows), message };
}

function fieldOf(err: HttpError, values: NewGameValues, rows: number[]): FormField | null {
  const path = SEAT_PATH.exec(err.message);
  const row = path ? rows[Number(path[1])] : undefined;
  if (path && row !== undefined) return `${path[2] as 'name' | 'email'}${row}`;
  if (err.code === 'invalid-email' || err.code === 'service-address') {
    const address = /"([^"]*)"/.exec(err.message)?.[1];
    const seat = values.players.findIndex(
      (p) => p.email !== '' && normaliseEmail(p.email) === address,
    );
    if (seat >= 0) return `email${seat}`;
  }
  if (err.code === 'bad-option') {
    const named = OPTION_NAMES.find(([words]) => err.message.includes(words));
    if (named) return named[1];
  }
  return FIELD_OF_CODE[err.code] ?? null;
}
