// Plays a parlor game (Mumble-Jumble, Word Jam) through the public GameKind API: a table, emails
// one minute apart that fail loudly when refused, refusals by code, deadlines that pass.
import { expect, it } from 'vitest';
import type { Lexicon } from '../../dictionaries/lexicon';
import type { GameEvent, GameKind } from '../../engine/kind';

export interface Table<Config, State> {
  config: Config;
  state: State;
  now: number;
  events: GameEvent[];
}

/** One email a seat sends: [seat, text]. */
export type Email = [seat: number, text: string];

/** Emails from seat 0, 1, 2… in that order; null where a seat sends nothing. */
export const bySeat = (...texts: (string | null)[]): Email[] =>
  texts.flatMap((text, seat): Email[] => (text === null ? [] : [[seat, text]]));

export function parlorDriver<Config, State, Command>(
  kind: GameKind<Config, State, Command, unknown>,
  lexicon: Lexicon,
) {
  type T = Table<Config, State>;

  function newTable(names: string[], options: Record<string, unknown>, seed: string): T {
    const config = kind.configure(options, 'tiny');
    if (!config.ok) throw new Error(config.error.message);
    const seats = names.map((name) => ({ name }));
    return {
      config: config.value,
      state: kind.setup(config.value, seats, seed),
      now: 0,
      events: [],
    };
  }

  /** Sends one email's text from `seat`; the table moves on one minute per email. */
  function send(table: T, seat: number, text: string): T {
    const command = kind.parse(text, table.config);
    if (!command.ok) throw new Error(`${text}: ${command.error.message}`);
    const now = table.now + 60_000;
    const applied = kind.apply(table.config, table.state, seat, command.value, { now, lexicon });
    if (!applied.ok) throw new Error(`${text}: ${applied.error.code} ${applied.error.message}`);
    return { ...table, state: applied.value.state, now, events: applied.value.events };
  }

  /** The error code a command is refused with (the test fails if it is accepted). */
  function refusal(table: T, seat: number, text: string): string {
    const command = kind.parse(text, table.config);
    if (!command.ok) return command.error.code;
    const ctx = { now: table.now, lexicon };
    const applied = kind.apply(table.config, table.state, seat, command.value, ctx);
    expect(applied.ok).toBe(false);
    return applied.ok ? 'accepted' : applied.error.code;
  }

  /** The phase's deadline passes (a day later, unless `at` says when). */
  function expire(table: T, at = table.now + 86_400_000): T {
    const applied = kind.expire!(table.config, table.state, { now: at, lexicon });
    if (!applied.ok) throw new Error(applied.error.message);
    return { ...table, state: applied.value.state, now: at, events: applied.value.events };
  }

  /** Sends a list of emails in order. */
  function emails(table: T, list: Email[]): T {
    return list.reduce((t, [seat, text]) => send(t, seat, text), table);
  }

  return { newTable, send, refusal, expire, emails };
}

/** The notation both ways: each text, parsed, formats back to itself. */
export function formatsWhatItParses(
  kind: GameKind<unknown, unknown, unknown, unknown>,
  texts: readonly string[],
): void {
  it.each(texts)('formats what it parses: %s', (text) => {
    const parsed = kind.parse(text, {} as never);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(kind.format(parsed.value, {} as never)).toBe(text);
  });
}
