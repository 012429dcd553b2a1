// Mumble-Jumble game options: validated once into an immutable config with the rule book's defaults.
import { fail, ok, type Result } from '../result';

export interface MumbleJumbleConfig {
  lexicon: string;
  /** Word length per round, cycling: [5] = always 5; [5, 6] = odd rounds 5, even rounds 6. 4–8. */
  wordLengths: number[];
  /** Trays (words) each seat chooses per round when 2–3 seats play; with 4+ seats always 1. */
  wordsPerSeat: number;
  /** Chips each seat takes from the bank before the first round (rule book: 2). */
  startingChips: number;
  /** Whether a Bet-for-the-Win can be declared (and so win the game). */
  betForTheWin: boolean;
  /** Chips a seat needs before it may declare a Bet-for-the-Win (rule book: 15). */
  betThreshold: number;
  /** Chips staked by the declaration (rule book: 5; 0 allowed). */
  betStake: number;
  /** Our choice for email: answers covering every opponent tray call "stop" at once. */
  autoStop: boolean;
  /** Alternative ends (null = off): first to N chips, most chips after N rounds, at a date. */
  targetChips: number | null;
  maxRounds: number | null;
  /** Epoch ms: the game ends when the first round closes at or after this time. */
  endsAt: number | null;
  /** How long each phase stays open, in ms (null = the worker's default move deadline). */
  chooseMs: number | null;
  solveMs: number | null;
  challengeMs: number | null;
}

export const defaultOptions = {
  wordLengths: [5],
  wordsPerSeat: 1,
  startingChips: 2,
  betForTheWin: true,
  betThreshold: 15,
  betStake: 5,
  autoStop: true,
  targetChips: null,
  maxRounds: null,
  endsAt: null,
  chooseMs: null,
  solveMs: null,
  challengeMs: null,
} as const;

const known = new Set(Object.keys(defaultOptions));

function int(
  options: Record<string, unknown>,
  key: string,
  min: number,
  max: number,
): Result<number | null> {
  const value = options[key];
  if (value === undefined || value === null) return ok(null);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    return fail('bad-option', `Option ${key} must be a whole number from ${min} to ${max}.`);
  }
  return ok(value);
}

function lengths(value: unknown): Result<number[]> {
  if (value === undefined) return ok([...defaultOptions.wordLengths]);
  const list = typeof value === 'number' ? [value] : value;
  const valid =
    Array.isArray(list) &&
    list.length > 0 &&
    list.length <= 20 &&
    list.every((n) => Number.isInteger(n) && n >= 4 && n <= 8);
  if (!valid) {
    return fail(
      'bad-option',
      'Option wordLengths must be a length from 4 to 8, or a list of them used round after round (e.g. [5, 6]).',
    );
  }
  return ok(list as number[]);
}

function flag(options: Record<string, unknown>, key: string, fallback: boolean): Result<boolean> {
  const value = options[key];
  if (value === undefined) return ok(fallback);
  if (typeof value !== 'boolean') return fail('bad-option', `Option ${key} must be true or false.`);
  return ok(value);
}

function date(value: unknown): Result<number | null> {
  if (value === undefined || value === null) return ok(null);
  const ms = typeof value === 'string' ? Date.parse(value) : value;
  if (typeof ms !== 'number' || !Number.isFinite(ms)) {
    return fail('bad-option', 'Option endsAt must be a date (ISO text such as 2027-01-31T18:00Z).');
  }
  return ok(ms);
}

/** Checks every option; unknown options are refused so typos do not pass silently. */
export function configure(
  options: Record<string, unknown>,
  lexiconId: string,
): Result<MumbleJumbleConfig> {
  for (const key of Object.keys(options)) {
    if (!known.has(key)) return fail('unknown-option', `Mumble-Jumble has no option ${key}.`);
  }
  const wordLengths = lengths(options.wordLengths);
  if (!wordLengths.ok) return wordLengths;
  const numbers = {
    wordsPerSeat: int(options, 'wordsPerSeat', 1, 3),
    startingChips: int(options, 'startingChips', 0, 50),
    betThreshold: int(options, 'betThreshold', 0, 100),
    betStake: int(options, 'betStake', 0, 50),
    targetChips: int(options, 'targetChips', 1, 1000),
    maxRounds: int(options, 'maxRounds', 1, 1000),
    chooseMs: int(options, 'chooseMs', 60_000, 90 * 86_400_000),
    solveMs: int(options, 'solveMs', 60_000, 90 * 86_400_000),
    challengeMs: int(options, 'challengeMs', 60_000, 90 * 86_400_000),
  };
  for (const result of Object.values(numbers)) if (!result.ok) return result;
  const get = (key: keyof typeof numbers) => (numbers[key] as { value: number | null }).value;
  const betForTheWin = flag(options, 'betForTheWin', true);
  if (!betForTheWin.ok) return betForTheWin;
  const autoStop = flag(options, 'autoStop', true);
  if (!autoStop.ok) return autoStop;
  const endsAt = date(options.endsAt);
  if (!endsAt.ok) return endsAt;
  return ok({
    lexicon: lexiconId,
    wordLengths: wordLengths.value,
    wordsPerSeat: get('wordsPerSeat') ?? defaultOptions.wordsPerSeat,
    startingChips: get('startingChips') ?? defaultOptions.startingChips,
    betForTheWin: betForTheWin.value,
    betThreshold: get('betThreshold') ?? defaultOptions.betThreshold,
    betStake: get('betStake') ?? defaultOptions.betStake,
    autoStop: autoStop.value,
    targetChips: get('targetChips'),
    maxRounds: get('maxRounds'),
    endsAt: endsAt.value,
    chooseMs: get('chooseMs'),
    solveMs: get('solveMs'),
    challengeMs: get('challengeMs'),
  });
}

/** The word length of round `round` (1-based) by the schedule. */
export function roundLength(config: MumbleJumbleConfig, round: number): number {
  return config.wordLengths[(round - 1) % config.wordLengths.length]!;
}

/** Trays per seat: several only with 2–3 seats, as the rule book allows. */
export function traysPerSeat(config: MumbleJumbleConfig, seats: number): number {
  return seats <= 3 ? config.wordsPerSeat : 1;
}
