// The deal: 21 consonant cards, five laid on the coins 1, 2, 3, 3 and the crossed swords, and word values.
import { type RngState, shuffle } from '../rng';
import type { WordJamConfig } from './config';
import { letters } from './letters';
import type { Turn, WordJamState } from './state';
import type { StyleCard } from './style';

export const consonants = [...'BCDFGHJKLMNPQRSTVWXYZ'];
/** Coin values under the first four cards; the fifth lies on the crossed swords. */
export const coins = [1, 2, 3, 3] as const;

export const banned = (deal: string[], word: string) => letters(word).includes(deal[4]!);

/** Each dealt consonant scores its coins every time it occurs; other letters score nothing. */
export function wordValue(deal: string[], word: string): number {
  let value = 0;
  for (const letter of letters(word)) {
    const at = deal.indexOf(letter);
    if (at >= 0 && at < coins.length) value += coins[at]!;
  }
  return value;
}

/** Shuffles the consonants and draws the next Style card (reshuffling the discards when out). */
export function newTurn(
  config: WordJamConfig,
  state: Pick<WordJamState, 'rng' | 'styleDeck' | 'seats'>,
  number: number,
  kind: Turn['kind'],
  players: number[],
): { turn: Turn; rng: RngState; styleDeck: StyleCard[] } {
  const rng: RngState = [...state.rng];
  const deal = shuffle(rng, [...consonants]).slice(0, 5);
  let deck = state.styleDeck;
  if (deck.length === 0) deck = shuffle(rng, [...config.styleCards]);
  const [style, ...rest] = deck as [StyleCard, ...StyleCard[]];
  const seats = state.seats.length;
  const turn: Turn = {
    number,
    kind,
    style,
    deal,
    players,
    aliBaba: null,
    queue: [],
    bets: Array.from({ length: seats }, () => null),
    words: Array.from({ length: seats }, () => null),
    passed: [],
    vote: null,
    accepted: [],
    refused: [],
    received: 0,
  };
  return { turn, rng, styleDeck: rest };
}

/** The phase a new turn opens in. */
export const openingPhase = (turn: Turn) => (turn.kind === 'ordinary' ? 'play' : 'final-bet');
