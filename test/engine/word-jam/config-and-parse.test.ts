// Word Jam options, coin values and the email grammar.
import { describe, expect, it } from 'vitest';
import { wordJam } from '../../../engine/word-jam';
import { isBare } from '../../../engine/word-jam/command';
import { wordValue } from '../../../engine/word-jam/deal';
import { formatsWhatItParses } from '../parlor-driver';
import { ruleBookDeal } from './driver';

describe('Word Jam options', () => {
  it('defaults to eight turns, five players, the documented cave and 6/4 for the final', () => {
    const config = wordJam.configure({}, 'english');
    expect(config).toMatchObject({
      ok: true,
      value: { turns: 8, minPlayers: 5, finalPoints: [6, 4], votesToAccept: 3 },
    });
    if (!config.ok) return;
    // The rule book's two known columns: turn 1 is 2/1, turn 6 is 5/3.
    expect(config.value.cave[0]).toEqual([2, 1]);
    expect(config.value.cave[5]).toEqual([5, 3]);
    expect(config.value.styleCards).toHaveLength(13);
  });

  it.each([
    [{ minPlayers: 2 }, 'bad-option'],
    [{ turns: 9 }, 'bad-option'],
    [{ cave: [[2, 1]] }, 'bad-option'],
    [{ finalPoints: [6] }, 'bad-option'],
    [{ styleCards: ['poetry'] }, 'bad-option'],
    [{ sandTimer: 20 }, 'unknown-option'],
  ])('refuses %j with %s', (options, code) => {
    const config = wordJam.configure(options, 'english');
    expect(config.ok ? 'accepted' : config.error.code).toBe(code);
  });
});

describe('coin values', () => {
  it.each([
    ['ARMAGEDDON', 8],
    ['STREET', 0],
    ['MAGMA', 9],
    ['BOMB', 7],
    ['armageddon', 8],
  ])('scores %s as %i with D B M G on 1 2 3 3', (word, value) => {
    expect(wordValue(ruleBookDeal, word)).toBe(value);
  });
});

describe('Word Jam commands', () => {
  it.each([
    ['armageddon', { type: 'word', word: 'ARMAGEDDON' }],
    ['Word: Armageddon', { type: 'word', word: 'ARMAGEDDON' }],
    ['Open Sesame! ARMAGEDDON', { type: 'word', word: 'ARMAGEDDON' }],
    ['word sherlock holmes', { type: 'word', word: 'SHERLOCK HOLMES' }],
    ['open sesame: sherlock holmes', { type: 'word', word: 'SHERLOCK HOLMES' }],
    ['Ali Baba', { type: 'bet', side: 'ali-baba' }],
    ['bet alibaba', { type: 'bet', side: 'ali-baba' }],
    ['thieves', { type: 'bet', side: 'thieves' }],
    ['Thieves: magma', { type: 'bet', side: 'thieves', word: 'MAGMA' }],
    ['pass', { type: 'pass' }],
    ['vote yes', { type: 'vote', accept: true }],
    ['No', { type: 'vote', accept: false }],
  ])('reads %j', (text, command) => {
    expect(wordJam.parse(text, {} as never)).toEqual({ ok: true, value: command });
  });

  it.each(['', 'bet maybe', 'vote perhaps', 'word', 'good luck everyone'])('refuses %j', (text) => {
    expect(wordJam.parse(text, {} as never).ok).toBe(false);
  });

  formatsWhatItParses(wordJam, [
    'WORD ARMAGEDDON',
    'WORD SHERLOCK HOLMES',
    'BET ALI BABA',
    'BET THIEVES MAGMA',
    'PASS',
    'VOTE NO',
  ]);
});

describe('bare and keyword commands', () => {
  it.each(['armageddon', 'No', 'yes', 'T', 'thief magma', 'alibaba', 'Thanks!'])(
    'reads %j as bare: only a first line may be it',
    (text) => {
      expect(isBare(text)).toBe(true);
    },
  );

  it.each([
    'PASS',
    'Word: Armageddon',
    'vote yes',
    'bet alibaba',
    'Ali Baba',
    'Thieves: magma',
    'open sesame charm',
  ])('reads %j as naming its command: any command line may be it', (text) => {
    expect(isBare(text)).toBe(false);
  });
});
