// Mumble-Jumble options and the email grammar.
import { describe, expect, it } from 'vitest';
import { mumbleJumble } from '../../../engine/mumble-jumble';
import { formatsWhatItParses } from '../parlor-driver';

describe('Mumble-Jumble options', () => {
  it('defaults to the rule book: five letters, 2 starting chips, bet at 15 staking 5', () => {
    const config = mumbleJumble.configure({}, 'english');
    expect(config).toMatchObject({
      ok: true,
      value: {
        wordLengths: [5],
        startingChips: 2,
        betThreshold: 15,
        betStake: 5,
        lexicon: 'english',
      },
    });
  });

  it.each([
    [{ wordLengths: 3 }, 'bad-option'],
    [{ wordLengths: [5, 9] }, 'bad-option'],
    [{ wordsPerSeat: 4 }, 'bad-option'],
    [{ betStake: -1 }, 'bad-option'],
    [{ betForTheWin: 'yes' }, 'bad-option'],
    [{ endsAt: 'someday' }, 'bad-option'],
    [{ wordLenghts: [5] }, 'unknown-option'],
  ])('refuses %j with %s', (options, code) => {
    const config = mumbleJumble.configure(options, 'english');
    expect(config.ok ? 'accepted' : config.error.code).toBe(code);
  });

  it('accepts a per-round schedule, alternative ends and an ISO end date', () => {
    const config = mumbleJumble.configure(
      { wordLengths: [5, 6], maxRounds: 4, targetChips: 20, endsAt: '2027-01-31T18:00:00Z' },
      'english',
    );
    expect(config).toMatchObject({
      ok: true,
      value: {
        wordLengths: [5, 6],
        maxRounds: 4,
        targetChips: 20,
        endsAt: Date.UTC(2027, 0, 31, 18),
      },
    });
  });
});

describe('Mumble-Jumble commands', () => {
  it.each([
    ['word crane', { type: 'choose', words: [{ word: 'CRANE' }], bet: false }],
    [
      'Word: crane, jumble: enrac',
      { type: 'choose', words: [{ word: 'CRANE', jumble: 'ENRAC' }], bet: false },
    ],
    ['BET WORD CRANE', { type: 'choose', words: [{ word: 'CRANE' }], bet: true }],
    ['WORD CRANE\nBET', { type: 'choose', words: [{ word: 'CRANE' }], bet: true }],
    ['bet for the win', { type: 'bet' }],
    [
      'answer races, plumb',
      { type: 'answer', answers: [{ word: 'RACES' }, { word: 'PLUMB' }], stop: false },
    ],
    ['2: races', { type: 'answer', answers: [{ tray: 2, word: 'RACES' }], stop: false }],
    [
      'RACES PLUMB STOP',
      { type: 'answer', answers: [{ word: 'RACES' }, { word: 'PLUMB' }], stop: true },
    ],
    ['stop', { type: 'answer', answers: [], stop: true }],
    ['races plumb', { type: 'words', words: ['RACES', 'PLUMB'] }],
    ['Vote end', { type: 'vote-end' }],
    ['challenge Mary Ann races', { type: 'challenge', target: 'MARY ANN', word: 'RACES' }],
    ['No challenge', { type: 'done' }],
    // Another language's dictionary: accented letters are letters, pasted accents composed.
    ['word pin\u0303a', { type: 'choose', words: [{ word: 'PIÑA' }], bet: false }],
    ['answer ÇEVRE', { type: 'answer', answers: [{ word: 'ÇEVRE' }], stop: false }],
  ])('reads %j', (text, command) => {
    expect(mumbleJumble.parse(text, {} as never)).toEqual({ ok: true, value: command });
  });

  it('leaves chatty lines alone: bare words count only when every one has a length the game plays', () => {
    const config = mumbleJumble.configure({}, 'english');
    if (!config.ok) throw new Error(config.error.message);
    expect(mumbleJumble.parse('good luck', config.value).ok).toBe(false);
    expect(mumbleJumble.parse('races plumb', config.value).ok).toBe(true);
  });

  it.each(['', 'word', 'challenge races', '???'])('refuses %j with a hint', (text) => {
    const parsed = mumbleJumble.parse(text, {} as never);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toMatch(/e\.g\.|for example/);
  });

  formatsWhatItParses(mumbleJumble, [
    'WORD CRANE',
    'BET WORD CRANE JUMBLE ENRAC WORD SLATE',
    'BET',
    'ANSWER 2 RACES PLUMB',
    'STOP ANSWER RACES',
    'STOP',
    'RACES',
    'VOTE END',
    'CHALLENGE BOB RACES',
    'DONE',
  ]);
});
