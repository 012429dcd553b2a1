// The one rules signature every game kind implements (crossword rulesets and parlor games alike).
// The worker stores `config` and `state` as plain JSON and only ever changes state through apply().
import type { Lexicon } from '../dictionaries/lexicon';
import type { Result } from './result';

export type Family = 'crossword' | 'mumble-jumble' | 'word-jam';

/** A seat at the table, in join order. The engine knows names, never email addresses. */
export interface Seat {
  name: string;
}

/** What apply() may consult besides config and state. Time is always an argument. */
export interface ApplyContext {
  /** Epoch milliseconds. */
  now: number;
  /** The game's lexicon (config.lexicon names it; the caller resolves it). */
  lexicon: Lexicon;
}

/** Something that happened, for emails and the move list. `text` is a plain sentence. */
export interface GameEvent {
  type: string;
  seat?: number;
  text: string;
  [detail: string]: unknown;
}

export interface Applied<S> {
  state: S;
  events: GameEvent[];
}

/** Who must act now, and whether the game is over. Deadlines belong to the worker's clocks. */
export interface Pending {
  over: boolean;
  /** Seats that must act now (one for turn-based games, several for simultaneous phases). */
  seats: number[];
  /** A short name of the phase, e.g. `turn`, `choose`, `solve`, `bet`. */
  phase: string;
}

export interface GameKind<Config = unknown, State = unknown, Command = unknown, View = unknown> {
  id: string;
  family: Family;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** Validate user options into an immutable config (ruleset, layout, tile set, lexicon id, …). */
  configure(options: Record<string, unknown>, lexiconId: string): Result<Config>;
  /** A new game. `seed` drives the seeded RNG stored in the state. */
  setup(config: Config, seats: Seat[], seed: string): State;
  /** The notation, text → command; errors say how to write it properly. */
  parse(text: string, config: Config): Result<Command>;
  format(command: Command, config: Config): string;
  /** The only way state changes. Pure: same inputs, same output. */
  apply(
    config: Config,
    state: State,
    seat: number,
    command: Command,
    ctx: ApplyContext,
  ): Result<Applied<State>>;
  /** What one seat may see (null = a spectator); secrets stripped. JSON-safe. */
  view(config: Config, state: State, seat: number | null): View;
  pending(config: Config, state: State): Pending;
  /** The current phase's deadline passed: close it as the rules say (missing moves score nothing). */
  expire?(config: Config, state: State, ctx: ApplyContext): Result<Applied<State>>;
  /** Milliseconds the current phase should stay open by the game's options; null = the worker's default. */
  phaseDuration?(config: Config, state: State): number | null;
  /** Whether `seats` players suit this config when options narrow minPlayers–maxPlayers (call before setup). */
  checkSeats?(config: Config, seats: number): Result<void>;
}
