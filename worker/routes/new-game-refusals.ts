// A refusal of the shared game-request checks, pointed at the new-game form's field to fix and
// worded for the form where the API's words name a JSON field the form does not show.
import type { HttpError } from '../http-error';
import { normaliseEmail } from '../mail/addresses';
import type { FormError, FormField, NewGameValues } from '../pages/new-game-fields';

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
