// Plays Word Jam through the public GameKind API; turns can be arranged with a chosen deal and card.
import { type WordJamConfig, type WordJamState, wordJam } from '../../../engine/word-jam';
import type { StyleCard } from '../../../engine/word-jam/style';
import { tinyLexicon } from '../mumble-jumble/tiny-lexicon';
import { bySeat, type Table as ParlorTable, parlorDriver } from '../parlor-driver';

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

export type Table = ParlorTable<WordJamConfig, WordJamState>;

const driver = parlorDriver(wordJam, lexicon);
export const { send, refusal, expire, emails } = driver;

export const five = ['Alice', 'Bob', 'Cleo', 'Dan', 'Eve'];

/** A table with the Free card only, unless `options` choose the cards. */
export function newTable(names = five, options: Record<string, unknown> = {}, seed = 'jam'): Table {
  return driver.newTable(names, { styleCards: ['free'], ...options }, seed);
}

/** Lays the dealer's cards for the current turn (a fixture: the seeded deal is replaced). */
export function arrange(table: Table, deal = ruleBookDeal, style: StyleCard = 'free'): Table {
  return { ...table, state: { ...table.state, turn: { ...table.state.turn, deal, style } } };
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
    ...bySeat('GODARD', 'VOTE YES', 'VOTE YES', 'VOTE YES'),
    ...bySeat(null, 'THIEVES DANGERFIELD', 'THIEVES GRANGER', 'ALI BABA', 'ALI BABA'),
  ]);
}
