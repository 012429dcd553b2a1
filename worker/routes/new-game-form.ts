// The new-game form's edge: its fields read as typed, and turned into the very body POST /api/games
// takes, so game-request.ts checks both the same way (new-game-refusals.ts points its refusals at
// the form's fields).
import { rulesets } from '../../engine/crossword/rulesets/index';
import type { FormError, NewGameValues } from '../pages/new-game-fields';
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
