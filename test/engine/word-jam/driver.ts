// Plays Word Jam through the public GameKind API; turns can be arranged with a chosen deal and card.
import { expect } from 'vitest';
import type { GameEvent } from '../../../engine/kind';
import { type WordJamConfig, type WordJamState, wordJam } from '../../../engine/word-jam';
import type { StyleCard } from '../../../engine/word-jam/style';
import { tinyLexicon } from '../mumble-jumble/tiny-lexicon';

/**
 * Hand-picked words scored against the rule book's example deal D B M G on 1 2 3 3, F banned:
 * ARMAGEDDON 8, STREET 0, FACTORY banned; the rest are ours.
 */
export const lexicon = tinyLexicon([
  ...['ARMAGEDDON', 'STREET', 'FACTORY', 'BOMB', 'DUMB', 'MAGMA', 'GAMBLED', 'BIGGER', 'GOOD'],
  ...['DOOM', 'MADAM', 'MEMBER', 'GIMMICK', 'BAGGED', 'DAMAGED', 'MUGGED', 'BOOM', 'GLOOM'],
  ...['ZEBRA', 'HORSE', 'CAMEL', 'CHAIR', 'BUMBLING', 'GAMBLING', 'TOMB', 'MIMED', 'ADMIT'],
  // Style-card checks (style-cards.test.ts): verb forms, generic animals, accents, comparatives.
  ...['WALK', 'WALKED', 'WALKS', 'RUNNING', 'TALKING', 'CATS', 'BOOKS', 'CEILING', 'EVENING'],
  ...['INSECT', 'MAMMAL', 'BIRD', 'FISH', 'ANT', 'DOG', 'WHALE', 'SPIDER', 'NAIVE', 'PUREE'],
  ...['HAPPY', 'HAPPIER', 'HAPPIEST', 'WALKER', 'KARATE', 'FENCING', 'JIGSAW', 'MONOPOLY'],
  ...['SCRABBLE', 'CHESS', 'GAMMA', 'MAGGOT', 'DOGMA'],
]);

/** The rule book's example deal: D, B, M, G on the coins 1, 2, 3, 3 and F on the crossed swords. */
export const ruleBookDeal = ['D', 'B', 'M', 'G', 'F'];

export interface Table {
  config: WordJamConfig;
  state: WordJamState;
  now: number;
  events: GameEvent[];
}

export const five = ['Alice', 'Bob', 'Cleo', 'Dan', 'Eve'];

export function newTable(names = five, options: Record<string, unknown> = {}, seed = 'jam'): Table {
  const config = wordJam.configure({ styleCards: ['free'], ...options }, 'tiny');
  if (!config.ok) throw new Error(config.error.message);
  const seats = names.map((name) => ({ name }));
  return {
    config: config.value,
    state: wordJam.setup(config.value, seats, seed),
    now: 0,
    events: [],
  };
}

/** Lays the dealer's cards for the current turn (a fixture: the seeded deal is replaced). */
export function arrange(table: Table, deal = ruleBookDeal, style: StyleCard = 'free'): Table {
  return { ...table, state: { ...table.state, turn: { ...table.state.turn, deal, style } } };
}

export function send(table: Table, seat: number, text: string): Table {
  const command = wordJam.parse(text, table.config);
  if (!command.ok) throw new Error(`${text}: ${command.error.message}`);
  const now = table.now + 60_000;
  const applied = wordJam.apply(table.config, table.state, seat, command.value, { now, lexicon });
  if (!applied.ok) throw new Error(`${text}: ${applied.error.code} ${applied.error.message}`);
  return { ...table, state: applied.value.state, now, events: applied.value.events };
}

export function refusal(table: Table, seat: number, text: string): string {
  const command = wordJam.parse(text, table.config);
  if (!command.ok) return command.error.code;
  const applied = wordJam.apply(table.config, table.state, seat, command.value, {
    now: table.now,
    lexicon,
  });
  expect(applied.ok).toBe(false);
  return applied.ok ? 'accepted' : applied.error.code;
}

export function expire(table: Table): Table {
  const now = table.now + 86_400_000;
  const applied = wordJam.expire!(table.config, table.state, { now, lexicon });
  if (!applied.ok) throw new Error(applied.error.message);
  return { ...table, state: applied.value.state, now, events: applied.value.events };
}

export function emails(table: Table, list: [number, string][]): Table {
  return list.reduce((t, [seat, text]) => send(t, seat, text), table);
}

/** The points each seat made in the last finished turn. */
export const lastPoints = (table: Table) => table.state.history.at(-1)?.points;

/**
 * On the rule book's Cinema deal (D R G N on 1 2 3 3, V banned): the players accept Alice's
 * GODARD, then Bob (THIEVES DANGERFIELD) and Cleo (THIEVES GRANGER) bet Thieves, Dan and Eve Ali
 * Baba, so the vote on the would-be Head Thief's word opens.
 */
export function cinemaThieves(): Table {
  return emails(arrange(newTable(), ['D', 'R', 'G', 'N', 'V'], 'cinema'), [
    [0, 'GODARD'],
    [1, 'VOTE YES'],
    [2, 'VOTE YES'],
    [3, 'VOTE YES'],
    [1, 'THIEVES DANGERFIELD'],
    [2, 'THIEVES GRANGER'],
    [3, 'ALI BABA'],
    [4, 'ALI BABA'],
  ]);
}
