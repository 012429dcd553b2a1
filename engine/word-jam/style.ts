// Word Jam's Style cards: which decide by word list, by the lexicon alone, or by the players' votes.

import type { Lexicon } from '../../dictionaries/lexicon';
import { categoryWords, type ListCategory } from '../../dictionaries/style-cards';
import { letters } from './letters';

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
  free: 'Free: any word in the dictionary but names and conjugated verbs',
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

/**
 * Cards without the rule book's asterisk, whose words no dictionary settles (names, the players'
 * surroundings, games and sports, whose names are often brands: MONOPOLY, SCRABBLE): the other
 * players vote.
 */
const voted = new Set<StyleCard>([
  'sports-and-games',
  'fictional-characters',
  'things-you-see',
  'singers',
  'cinema',
]);

const lists: Partial<Record<StyleCard, ListCategory>> = {
  objects: 'objects',
  'verbs-and-adjectives': 'verbs-and-adjectives',
  body: 'body',
  animals: 'animals',
  flora: 'flora',
  food: 'food',
};

export const needsVote = (card: StyleCard) => voted.has(card);

/**
 * Why a word list or the lexicon refuses `word` under `card`, or null when the word fits (vote
 * cards: never decided here). `word` is one word as written, accents and all (NAÏVE); the lexicon
 * may list it so or without its accents (NAIVE), and the lists (plain A–Z) are read without them.
 */
export function styleRefusal(card: StyleCard, word: string, lexicon: Lexicon): string | null {
  if (voted.has(card)) return `${word} is for the players to judge`;
  const plain = letters(word);
  if (!lexicon.has(word) && !lexicon.has(plain)) return `${word} is not in the game's dictionary`;
  if (card === 'eight-letters') {
    return plain.length === 8 ? null : `${word} has ${plain.length} letters, not 8`;
  }
  // "Names and conjugated verbs are not valid": the lexicon has no names; verb forms are listed.
  if (card === 'free') {
    return categoryWords('conjugated-verbs').has(plain)
      ? `${word} is a conjugated verb, and the Free card takes none (nor names): try the infinitive`
      : null;
  }
  const list = lists[card];
  if (list === undefined || categoryWords(list).has(plain)) return null;
  return `${word} is not ${notIn[card] ?? 'in the list for this card'}`;
}

/** What a refused word is not, per list card. */
const notIn: Partial<Record<StyleCard, string>> = {
  animals: 'a kind of animal (generic words such as INSECT, BIRD or FISH do not count)',
  'verbs-and-adjectives': 'a verb in the infinitive (WALK, not WALKED) or an adjective',
  objects: 'a thing you can touch in our list of objects',
  body: 'a part of the human body in our list',
  flora: 'a plant, flower or fruit in our list',
  food: 'something to eat or drink in our list',
};
