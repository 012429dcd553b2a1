// Word Jam game options, validated once into an immutable config with documented defaults.
import { fail, ok, type Result } from '../result';
import { type StyleCard, styleCards } from './style';

/** Red (the turn's winner) and yellow (each follower on the winning side) points of a cave column. */
export type CaveColumn = [red: number, yellow: number];

export interface WordJamConfig {
  lexicon: string;
  /** Fewest seats: the box says 5; 3 or 4 by option for small groups. At most 12 (betting cards). */
  minPlayers: number;
  /** Turns in the game, the last being the special final turn (rule book: 8). */
  turns: number;
  /**
   * The cave: one column per ordinary turn. The rule book shows only turn 1 (2/1) and turn 6
   * (5/3); our default fills the rest evenly: 2/1 3/1 3/2 4/2 4/3 5/3 5/4.
   */
  cave: CaveColumn[];
  /** The final turn's points: best Ali Baba-side word, best Thieves-side word (rule book: 6 and 4). */
  finalPoints: CaveColumn;
  /** The Style-card deck, shuffled by the game's seed (default: all thirteen categories). */
  styleCards: StyleCard[];
  /** Favourable votes that accept a voted word (rule book: 3), capped at the number of voters. */
  votesToAccept: number;
  /** Extra rounds played at most to break a tie for first place. */
  maxTieRounds: number;
  /** Phase windows in ms (null = the worker's default); thievesMs replaces the 20-second sand timer. */
  playMs: number | null;
  betMs: number | null;
  thievesMs: number | null;
  voteMs: number | null;
}

export const defaultCave: CaveColumn[] = [
  [2, 1],
  [3, 1],
  [3, 2],
  [4, 2],
  [4, 3],
  [5, 3],
  [5, 4],
];

const known = new Set([
  'minPlayers',
  'turns',
  'cave',
  'finalPoints',
  'styleCards',
  'votesToAccept',
  'maxTieRounds',
  'playMs',
  'betMs',
  'thievesMs',
  'voteMs',
]);

function int(
  options: Record<string, unknown>,
  key: string,
  min: number,
  max: number,
  fallback: number | null,
) {
  const value = options[key];
  if (value === undefined || value === null) return ok(fallback);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    return fail('bad-option', `Option ${key} must be a whole number from ${min} to ${max}.`);
  }
  return ok(value);
}

const isColumn = (c: unknown): c is CaveColumn =>
  Array.isArray(c) && c.length === 2 && c.every((n) => Number.isInteger(n) && n >= 0 && n <= 100);

function cards(value: unknown): Result<StyleCard[]> {
  if (value === undefined) return ok([...styleCards]);
  const known = new Set<string>(styleCards);
  if (!Array.isArray(value) || value.length === 0 || !value.every((c) => known.has(c))) {
    return fail('bad-option', `Option styleCards must list cards among: ${styleCards.join(', ')}.`);
  }
  return ok(value as StyleCard[]);
}

export function configure(
  options: Record<string, unknown>,
  lexiconId: string,
): Result<WordJamConfig> {
  for (const key of Object.keys(options)) {
    if (!known.has(key)) return fail('unknown-option', `Word Jam has no option ${key}.`);
  }
  const numbers = {
    minPlayers: int(options, 'minPlayers', 3, 5, 5),
    turns: int(options, 'turns', 1, 8, 8),
    votesToAccept: int(options, 'votesToAccept', 1, 11, 3),
    maxTieRounds: int(options, 'maxTieRounds', 0, 10, 3),
    playMs: int(options, 'playMs', 60_000, 90 * 86_400_000, null),
    betMs: int(options, 'betMs', 60_000, 90 * 86_400_000, null),
    thievesMs: int(options, 'thievesMs', 60_000, 90 * 86_400_000, null),
    voteMs: int(options, 'voteMs', 60_000, 90 * 86_400_000, null),
  };
  for (const result of Object.values(numbers)) if (!result.ok) return result;
  const get = (key: keyof typeof numbers) => (numbers[key] as { value: number | null }).value;
  const turns = get('turns')!;
  const cave = options.cave ?? defaultCave;
  if (!Array.isArray(cave) || cave.length < turns - 1 || !cave.every(isColumn)) {
    return fail(
      'bad-option',
      `Option cave must list [red, yellow] points for each of the ${turns - 1} ordinary turns.`,
    );
  }
  const finalPoints = options.finalPoints ?? [6, 4];
  if (!isColumn(finalPoints)) {
    return fail(
      'bad-option',
      'Option finalPoints must be [Ali Baba side, Thieves side], e.g. [6, 4].',
    );
  }
  const deck = cards(options.styleCards);
  if (!deck.ok) return deck;
  return ok({
    lexicon: lexiconId,
    minPlayers: get('minPlayers')!,
    turns,
    cave: cave as CaveColumn[],
    finalPoints,
    styleCards: deck.value,
    votesToAccept: get('votesToAccept')!,
    maxTieRounds: get('maxTieRounds')!,
    playMs: get('playMs'),
    betMs: get('betMs'),
    thievesMs: get('thievesMs'),
    voteMs: get('voteMs'),
  });
}
