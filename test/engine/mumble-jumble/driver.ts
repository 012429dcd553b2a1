// Plays Mumble-Jumble through the public GameKind API, failing loudly on any refused command.
import type { Lexicon } from '../../../dictionaries/lexicon';
import {
  type MumbleJumbleConfig,
  type MumbleJumbleState,
  mumbleJumble,
} from '../../../engine/mumble-jumble';
import { type Email, type Table as ParlorTable, parlorDriver } from '../parlor-driver';
import { tinyLexicon } from './tiny-lexicon';

/** Hand-picked English words: anagram families (CRANE/NACRE, SCARE/RACES/CARES) and filler. */
export const lexicon: Lexicon = tinyLexicon([
  ...['CRANE', 'NACRE', 'PLUMB', 'STORM', 'SCARE', 'RACES', 'CARES', 'SLATE', 'LEAST', 'STEAL'],
  ...['GHOST', 'BLIMP', 'CHAIR', 'PLANET', 'PLATEN', 'CASTLE', 'CLEATS', 'GARDEN', 'DANGER'],
  ...['WORD', 'DRAW', 'WARD', 'LOOP', 'POOL', 'POLO'],
]);

export type Table = ParlorTable<MumbleJumbleConfig, MumbleJumbleState>;

const driver = parlorDriver(mumbleJumble, lexicon);
export const { send, refusal, expire } = driver;

export function newTable(
  names: string[],
  options: Record<string, unknown> = {},
  seed = 's1',
): Table {
  return driver.newTable(names, options, seed);
}

/** Plays one whole round from a list of [seat, text] emails. */
export const round = (table: Table, emails: Email[]): Table => driver.emails(table, emails);
