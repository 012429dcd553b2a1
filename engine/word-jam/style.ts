// Word Jam's Style cards: which decide by word list, by the lexicon alone, or by the players' votes.

import type { Lexicon } from '../../dictionaries/lexicon';
import { categoryWords, type ListCategory } from '../../dictionaries/style-cards';

export const styleCards = [
  'free',
  'sports-and-games',
  'fictional-characters',
  'objects',
  'verbs-and-adjectives',
  'body',
  'things-you-see',
  'animals',
  'singers',
  'cinema',
  'flora',
  'food',
  'eight-letters',
] as const;
export type StyleCard = (typeof styleCards)[number];

export const styleTitles: Record<StyleCard, string> = {
  free: 'Free: any word in the dictionary',
  'sports-and-games': 'Sports and Games: names of games, toys and sports',
  'fictional-characters': 'Fictional characters: characters of films, books, comics…',
  objects: 'Objects: non-living things you can touch',
  'verbs-and-adjectives': 'Verbs and Adjectives: verbs in the infinitive, and adjectives',
  body: 'The Body: parts of the human body',
  'things-you-see': 'Things you see from where you are: visible non-living things',
  animals: 'Animals: kinds of animal ("ant" yes, "insect" no)',
  singers: 'Singers: last names of singers or names of bands',
  cinema: 'Cinema: surnames of actors, actresses and directors',
  flora: 'Flora: plants, flowers, fruits and related words',
  food: 'Food: stuff to eat and drink',
  'eight-letters': '8 Letters: dictionary words of exactly 8 letters',
};

/** Cards whose words no list can judge (names, the players' surroundings): the other players vote. */
const voted = new Set<StyleCard>(['fictional-characters', 'things-you-see', 'singers', 'cinema']);

const lists: Partial<Record<StyleCard, ListCategory>> = {
  'sports-and-games': 'sports-and-games',
  objects: 'objects',
  'verbs-and-adjectives': 'verbs-and-adjectives',
  body: 'body',
  animals: 'animals',
  flora: 'flora',
  food: 'food',
};

export const needsVote = (card: StyleCard) => voted.has(card);

/** Whether a word list or the lexicon accepts `word` under `card` (vote cards: never decided here). */
export function fitsStyle(card: StyleCard, word: string, lexicon: Lexicon): boolean {
  if (voted.has(card)) return false;
  if (!lexicon.has(word)) return false;
  if (card === 'eight-letters') return word.length === 8;
  const list = lists[card];
  return list === undefined || categoryWords(list).has(word);
}
