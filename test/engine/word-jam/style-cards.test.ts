// Word Jam's Style cards as the rule book words them: what each card lets through, and accents.
import { describe, expect, it } from 'vitest';
import { wordJam } from '../../../engine/word-jam';
import type { StyleCard } from '../../../engine/word-jam/style';
import { arrange, newTable, refusal, send } from './driver';

// Q lies on the crossed swords: none of the words below uses it.
const deal = ['D', 'B', 'M', 'G', 'Q'];
const on = (card: StyleCard) => arrange(newTable(), deal, card);
const aliBabaWord = (card: StyleCard, word: string) =>
  send(on(card), 0, `WORD ${word}`).state.turn.aliBaba?.word;

describe('Free: any dictionary word but names and conjugated verbs', () => {
  it.each(['WALKED', 'RUNNING', 'WALKS', 'TALKING'])('refuses the verb form %s', (word) => {
    expect(refusal(on('free'), 0, word)).toBe('not-in-style');
  });

  it.each(['WALK', 'CATS', 'BOOKS', 'CEILING', 'EVENING'])(
    'accepts %s (an infinitive, or a plural or noun no verb owns)',
    (word) => {
      expect(aliBabaWord('free', word)).toBe(word);
    },
  );

  it('says why a verb form is refused', () => {
    const command = wordJam.parse('WALKED', {} as never);
    if (!command.ok) throw new Error(command.error.message);
    const table = on('free');
    const applied = wordJam.apply(table.config, table.state, 0, command.value, {
      now: 0,
      lexicon: { id: 'x', size: 1, has: () => true },
    });
    expect(applied.ok ? '' : applied.error.message).toBe(
      "WALKED is a conjugated verb, and the Free card takes none (nor names): try the infinitive. This turn's Style card: Free: any word in the dictionary but names and conjugated verbs.",
    );
  });
});

describe('Animals: kinds of animal, not generic words', () => {
  it.each(['INSECT', 'MAMMAL', 'BIRD', 'FISH'])('refuses the generic %s', (word) => {
    expect(refusal(on('animals'), 0, word)).toBe('not-in-style');
  });

  it.each(['ANT', 'DOG', 'WHALE', 'SPIDER', 'ZEBRA'])('accepts the kind %s', (word) => {
    expect(aliBabaWord('animals', word)).toBe(word);
  });
});

describe('Sports and Games: no asterisk, so the players decide', () => {
  it.each(['KARATE', 'FENCING', 'JIGSAW', 'MONOPOLY', 'SCRABBLE', 'TABLE TENNIS'])(
    'puts %s to the vote instead of refusing it by a list',
    (word) => {
      const table = send(on('sports-and-games'), 0, `WORD ${word}`);
      expect(table.state.phase).toBe('vote');
      expect(table.state.turn.vote?.word.word).toBe(word);
    },
  );

  it('tells the players the card is decided by their vote', () => {
    expect(
      wordJam.view(on('sports-and-games').config, on('sports-and-games').state, 0).style,
    ).toMatchObject({ decidedBy: 'vote' });
  });
});

describe('Verbs and Adjectives: infinitives, and adjectives in every degree', () => {
  it.each(['WALK', 'HAPPY', 'HAPPIER', 'HAPPIEST'])('accepts %s', (word) => {
    expect(aliBabaWord('verbs-and-adjectives', word)).toBe(word);
  });

  it.each(['WALKED', 'WALKS', 'WALKER'])('refuses %s', (word) => {
    expect(refusal(on('verbs-and-adjectives'), 0, word)).toBe('not-in-style');
  });
});

describe('accented words', () => {
  it.each([
    ['free', 'NAÏVE'],
    ['free', 'naïve'],
    ['food', 'PURÉE'],
    // e + U+0301, as pasted text often has it: read as the one letter É.
    ['food', 'PURE\u0301E'],
  ] as const)('accepts %s %s, kept with its accent', (card, word) => {
    expect(aliBabaWord(card, word)).toBe(word.normalize('NFC').toUpperCase());
  });

  it('scores the rule book’s ARSÈNE LUPIN at 9 (K H N S on 1 2 3 3) and remembers it as used', () => {
    const cards = ['K', 'H', 'N', 'S', 'G'];
    const table = send(
      arrange(newTable(), cards, 'fictional-characters'),
      0,
      'WORD ARSE\u0300NE LUPIN',
    );
    expect(table.state.turn.vote?.word).toMatchObject({ word: 'ARSÈNE LUPIN', value: 9 });
    const accepted = [1, 2, 3].reduce((t, seat) => send(t, seat, 'VOTE YES'), table);
    expect(accepted.state.turn.aliBaba).toMatchObject({ word: 'ARSÈNE LUPIN', value: 9 });
    const later = arrange(accepted, cards, 'fictional-characters');
    expect(
      refusal({ ...later, state: { ...later.state, phase: 'play' } }, 1, 'WORD ARSENE LUPIN'),
    ).toBe('word-already-used');
  });
});
