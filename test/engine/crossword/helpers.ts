// Test helpers: a tiny in-memory lexicon, games set up with chosen racks, ASCII boards, and moves by text.
import type { Lexicon } from '../../../dictionaries/lexicon';
import { placeTiles } from '../../../engine/crossword/board';
import type { CrosswordCommand } from '../../../engine/crossword/command';
import type { CrosswordKind } from '../../../engine/crossword/kind';
import type { CrosswordConfig, CrosswordState } from '../../../engine/crossword/rules';
import type { Placement } from '../../../engine/crossword/types';
import type { CrosswordView } from '../../../engine/crossword/view';
import { getGameKind } from '../../../engine/registry';
import type { RuleError } from '../../../engine/result';

/** A Lexicon over a Set of words, standing in for the compiled word lists. */
export function lexiconOf(words: readonly string[], id = 'test-words'): Lexicon {
  const set = new Set(words.map((w) => w.toUpperCase()));
  return { id, size: set.size, has: (w) => set.has(w) };
}

/** A handful of words, made up for these tests (all real English). */
export const words = lexiconOf([
  'PLANE',
  'PLAN',
  'LANE',
  'AN',
  'NA',
  'PLANES',
  'PLANS',
  'CAT',
  'CATS',
  'AT',
  'TA',
  'QI',
  'ZA',
  'QUIZ',
  'ZAX',
  'AX',
  'XI',
  'OX',
  'EXAM',
  'EAT',
  'TEA',
  'ATE',
  'TEN',
  'NET',
  'ANT',
  'TAN',
  'RAT',
  'ART',
  'TAR',
  'STAR',
  'RATS',
  'ARTS',
  'TARS',
  'RETAINS',
  'RETINAS',
  'STAINER',
  'NASTIER',
  'MAP',
  'MAPS',
  'MAPPING',
  'PAINT',
  'AIM',
  'SHIP',
  'MOUNTAIN',
  'MOUNTAINS',
  'SASSY',
  'HE',
  'HEN',
  'CHICO',
  'CHILE',
  'LE',
  'EL',
  'ES',
  'SE',
  'IN',
  'IT',
  'TI',
  'TIN',
  'TINE',
  'TINES',
  'ON',
  'NO',
  'ZAP',
  'ZAPS',
  'ASP',
  'SPA',
  'SAP',
  'PA',
  'PE',
  'RE',
  'ER',
  'ED',
  'DE',
  'AD',
  'DA',
  'ARE',
  'ERA',
  'EAR',
  'ERAS',
  'EARS',
  'SEAR',
  'SERA',
  'RASE',
  'ARES',
  'AE',
  'EA',
  'OE',
]);

export function kindOf(id: string): CrosswordKind {
  const kind = getGameKind(id);
  if (!kind) throw new Error(`no game kind ${id}`);
  return kind as unknown as CrosswordKind;
}

export interface TestGame {
  kind: CrosswordKind;
  config: CrosswordConfig;
  state: CrosswordState;
}

export function newGame(
  id: string,
  options: Record<string, unknown> = {},
  players = ['Ann', 'Bob'],
  seed = 'test-seed',
): TestGame {
  const kind = kindOf(id);
  const config = kind.configure(options, 'test-words');
  if (!config.ok) throw new Error(config.error.message);
  return {
    kind,
    config: config.value,
    state: kind.setup(
      config.value,
      players.map((name) => ({ name })),
      seed,
    ),
  };
}

/**
 * Give a seat a chosen rack, swapping tiles with the bag so the tile count stays right.
 * `?` is a blank. Throws if the bag and racks together lack a tile.
 */
export function giveRack(game: TestGame, seat: number, rack: string | string[]): void {
  const { state } = game;
  const wanted = typeof rack === 'string' ? [...rack] : rack;
  const current = state.racks[seat] as string[];
  state.bag.push(...current);
  current.length = 0;
  for (const t of wanted) {
    const i = state.bag.indexOf(t);
    if (i < 0) throw new Error(`no ${t} left in the bag for the rack`);
    state.bag.splice(i, 1);
    current.push(t);
  }
}

/** Give seat 0 the first rack, seat 1 the second, and so on (see giveRack). */
export function giveRacks(game: TestGame, ...racks: string[]): void {
  racks.forEach((rack, seat) => {
    giveRack(game, seat, rack);
  });
}

/** Each command in order, by the player to move when it comes; throws on a refusal, as `move` does. */
export function takeTurns(game: TestGame, ...commands: string[]): TestGame {
  for (const command of commands) move(game, game.state.toMove, command);
  return game;
}

/** Put a word on the board directly (a fixture, not a move): its tiles leave the bag when present. */
export function putWord(
  game: TestGame,
  at: string,
  direction: 'across' | 'down',
  word: string,
): void {
  const col = at.toUpperCase().charCodeAt(0) - 65;
  const row = Number(at.slice(1)) - 1;
  const placements: Placement[] = [...word].map((ch, i) => {
    const blank = ch !== ch.toUpperCase();
    const letter = ch.toUpperCase();
    const tile = blank ? '?' : letter;
    const j = game.state.bag.indexOf(tile);
    if (j >= 0) game.state.bag.splice(j, 1);
    return {
      row: direction === 'down' ? row + i : row,
      col: direction === 'across' ? col + i : col,
      letter,
      blank,
    };
  });
  game.state.board = placeTiles(game.state.board, placements);
}

/** Parse and apply; the game's state moves on. Throws with the player's message on refusal. */
export function move(
  game: TestGame,
  seat: number,
  text: string,
  lexicon: Lexicon = words,
): TestGame {
  const error = refusal(game, seat, text, lexicon);
  if (error) throw new Error(`${text}: ${error.code}: ${error.message}`);
  return game;
}

/** Parse and apply; returns the refusal (and leaves the game as it was) or null after applying. */
export function refusal(
  game: TestGame,
  seat: number,
  text: string,
  lexicon: Lexicon = words,
): RuleError | null {
  const command = game.kind.parse(text, game.config);
  if (!command.ok) return command.error;
  const applied = game.kind.apply(
    game.config,
    game.state,
    seat,
    command.value as CrosswordCommand,
    {
      now: 0,
      lexicon,
    },
  );
  if (!applied.ok) return applied.error;
  game.state = applied.value.state;
  return null;
}

export function viewOf(game: TestGame, seat: number | null = 0): CrosswordView {
  return game.kind.view(game.config, game.state, seat);
}

export function lastMove(game: TestGame) {
  const m = game.state.moves.at(-1);
  if (!m) throw new Error('no moves yet');
  return m;
}

/** The tiles the last move put down, in order, a blank as its letter in lowercase: "PLAnE". */
export const placedTiles = (game: TestGame) =>
  lastMove(game)
    .placements.map((p) => (p.blank ? p.letter.toLowerCase() : p.letter))
    .join('');

/** Every tile of the game: bag, racks, board (blanks as `?`) and Open Jamble's exchanged tiles, sorted. */
export function allTilesIn(state: CrosswordState): string[] {
  const board = state.board.squares.flatMap((s) => (s ? [s.blank ? '?' : s.letter] : []));
  return [...state.bag, ...state.racks.flat(), ...board, ...(state.refill?.returning ?? [])].sort();
}

/** Open Jamble: finish a pending refill by taking every tile from the front of the bag. */
export function refillFromFront(game: TestGame): TestGame {
  const { phase, refill, toMove } = game.state;
  if (phase === 'refill' && refill)
    move(game, toMove, `DRAW ${'F'.repeat(Math.min(refill.count, game.state.bag.length))}`);
  return game;
}
