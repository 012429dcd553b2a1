// splitReply: which lines are commands, in order, and what becomes the note.
import { describe, expect, it } from 'vitest';
import { readCommands, splitReply } from '../../../worker/mail/inbound/commands';
import { isMove } from './move-recogniser';

describe('splitReply', () => {
  it.each([
    ['nothing at all', '', [], null],
    ['only blank lines', '\n \n\t\n', [], null],
    ['one command', 'PASS', ['PASS'], null],
    ['a command padded with spaces', '   PASS   ', ['PASS'], null],
    ['commands in the order written', 'BOARD\nH8 across PLANE', ['BOARD', 'H8 across PLANE'], null],
    ['a NOTE line', 'H8 across PLANE\nNOTE Nice game', ['H8 across PLANE'], 'Nice game'],
    [
      'a NOTE and the lines after it',
      'PASS\nNOTE Sorry,\nbusy week.',
      ['PASS'],
      'Sorry,\nbusy week.',
    ],
    ['a lowercase note with a colon', 'PASS\nnote: see you', ['PASS'], 'see you'],
    [
      'a sentence that starts with "Note"',
      'PASS\nNote that EXAM was lucky',
      ['PASS'],
      'Note that EXAM was lucky',
    ],
    ['a bare NOTE line', 'PASS\nNOTE', ['PASS'], null],
    ['a command after the note began', 'NOTE first\nPASS\nthen this', ['PASS'], 'first\nthen this'],
    [
      'stray text around a command',
      'Hi Bob,\n\n\n\nPASS\n\nsee you',
      ['PASS'],
      'Hi Bob,\n\nsee you',
    ],
    ['a word that starts with NOTE', 'NOTES are fun', [], 'NOTES are fun'],
    ['Windows line endings', 'EXCHANGE QI\r\nNOTE bad luck\r\n', ['EXCHANGE QI'], 'bad luck'],
    ['a sign-off and a name', 'PASS\n\nBest regards,\nCarol Evans', ['PASS'], null],
    ['a note, a sign-off and a name', 'PASS\nGood game!\nCheers,\nAl', ['PASS'], 'Good game!'],
    ['a command after a sign-off', 'Thanks!\nPASS', ['PASS'], 'Thanks!'],
    ['a German sign-off', 'PASS\nViele Grüße\nJürgen', ['PASS'], null],
    [
      'thanks inside a sentence',
      'PASS\nThanks, Bob, for a great game!',
      ['PASS'],
      'Thanks, Bob, for a great game!',
    ],
    [
      'a sign-off before a long paragraph',
      `Cheers\n${'I enjoyed this one. '.repeat(4)}`,
      [],
      `Cheers\n${'I enjoyed this one. '.repeat(4).trim()}`,
    ],
    [
      'prose that mentions a move',
      'I could PASS but I will not',
      [],
      'I could PASS but I will not',
    ],
  ])('reads %s', (_case, text, commands, note) => {
    expect(splitReply(text, isMove)).toEqual({ commands, note });
  });

  it('asks isCommand about each trimmed, non-blank line once', () => {
    const asked: string[] = [];
    splitReply('  PASS \n\nNOTE hi\nhello\n', (line) => {
      asked.push(line);
      return false;
    });
    expect(asked).toEqual(['PASS', 'hello']);
  });
});

describe('readCommands', () => {
  const TURN = 'Re: [Wordmail #k7q2] Your turn against Bob, round 7';
  it.each([
    ['text', 'PASS\nthanks', TURN, { commands: ['PASS'], note: 'thanks' }],
    ['html', 'PASS\nthanks', TURN, { commands: ['PASS'], note: 'thanks' }],
    [
      'text',
      'sorry, nothing to play',
      'Re: [Wordmail #k7q2] PASS',
      { commands: ['PASS'], note: 'sorry, nothing to play' },
    ],
    ['text', 'PASS', 'Re: [Wordmail #k7q2] RESIGN', { commands: ['PASS'], note: null }],
    ['text', 'thanks!', TURN, { commands: [], note: 'thanks!' }],
    ['subject', 'Your turn against Bob, round 7', TURN, { commands: [], note: null }],
    ['subject', 'PASS', 'Re: [Wordmail #k7q2] PASS', { commands: ['PASS'], note: null }],
    ['none', '', TURN, { commands: [], note: null }],
  ] as const)('reads a reply from its %s %j (subject %j)', (source, text, subject, expected) => {
    expect(readCommands({ text, source, subject }, isMove)).toEqual(expected);
  });
});
