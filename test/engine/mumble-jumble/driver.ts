// Plays Mumble-Jumble through the public GameKind API, failing loudly on any refused command.
import { expect } from 'vitest';
import type { Lexicon } from '../../../dictionaries/lexicon';
import type { GameEvent } from '../../../engine/kind';
import {
  type MumbleJumbleConfig,
  type MumbleJumbleState,
  mumbleJumble,
} from '../../../engine/mumble-jumble';
import { tinyLexicon } from './tiny-lexicon';

/** Hand-picked English words: anagram families (CRANE/NACRE, SCARE/RACES/CARES) and filler. */
export const lexicon: Lexicon = tinyLexicon([
  ...['CRANE', 'NACRE', 'PLUMB', 'STORM', 'SCARE', 'RACES', 'CARES', 'SLATE', 'LEAST', 'STEAL'],
  ...['GHOST', 'BLIMP', 'CHAIR', 'PLANET', 'PLATEN', 'CASTLE', 'CLEATS', 'GARDEN', 'DANGER'],
  ...['WORD', 'DRAW', 'WARD', 'LOOP', 'POOL', 'POLO'],
]);

export interface Table {
  config: MumbleJumbleConfig;
  state: MumbleJumbleState;
  now: number;
  events: GameEvent[];
}

export function newTable(
  names: string[],
  options: Record<string, unknown> = {},
  seed = 's1',
): Table {
  const config = mumbleJumble.configure(options, 'tiny');
  if (!config.ok) throw new Error(config.error.message);
  const seats = names.map((name) => ({ name }));
  return {
    config: config.value,
    state: mumbleJumble.setup(config.value, seats, seed),
    now: 0,
    events: [],
  };
}

/** Sends one email's text from `seat`; the table moves on one minute per email. */
export function send(table: Table, seat: number, text: string): Table {
  const command = mumbleJumble.parse(text, table.config);
  if (!command.ok) throw new Error(`${text}: ${command.error.message}`);
  const now = table.now + 60_000;
  const applied = mumbleJumble.apply(table.config, table.state, seat, command.value, {
    now,
    lexicon,
  });
  if (!applied.ok) throw new Error(`${text}: ${applied.error.code} ${applied.error.message}`);
  return { ...table, state: applied.value.state, now, events: applied.value.events };
}

/** The error code a command is refused with. */
export function refusal(table: Table, seat: number, text: string): string {
  const command = mumbleJumble.parse(text, table.config);
  if (!command.ok) return command.error.code;
  const ctx = { now: table.now, lexicon };
  const applied = mumbleJumble.apply(table.config, table.state, seat, command.value, ctx);
  expect(applied.ok).toBe(false);
  return applied.ok ? 'accepted' : applied.error.code;
}

export function expire(table: Table, at = table.now + 86_400_000): Table {
  const applied = mumbleJumble.expire!(table.config, table.state, { now: at, lexicon });
  if (!applied.ok) throw new Error(applied.error.message);
  return { ...table, state: applied.value.state, now: at, events: applied.value.events };
}

/** Plays one whole round from a list of [seat, text] emails. */
export function round(table: Table, emails: [number, string][]): Table {
  return emails.reduce((t, [seat, text]) => send(t, seat, text), table);
}
