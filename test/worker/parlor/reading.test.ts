// How a Word Jam reply's text becomes commands: the command lines at the top, a bare word only as
// the plain first line, everything else kept to be told back to the player.
import { describe, expect, it } from 'vitest';
import { describeUnread, noCommandReason } from '../../../worker/game-room/mailers/parlor-reading';
import {
  readWordJamReply,
  WORD_JAM_GRAMMAR,
} from '../../../worker/game-room/mailers/word-jam-reading';
import { readCommandArea } from '../../../worker/mail/inbound/command-area';
import { subjectCommand } from '../../../worker/mail/inbound/subject';

const HELP_LIKE = new Set(['HELP', 'BOARD']);
const isService = (line: string) => HELP_LIKE.has(line.trim().toUpperCase());
const read = (text: string) => readWordJamReply(text, 'Bob Smith', isService);
const lines = (text: string) => read(text).unread.map((u) => u.line);

describe('the command lines of a Word Jam reply', () => {
  it('plays a bare word on the first line and leaves "Thanks!" below it unread', () => {
    expect(read('charm\n\nThanks!')).toEqual({
      commands: ['charm'],
      note: null,
      unread: [{ line: 'Thanks!', belowCommands: true }],
    });
  });

  it('does not play a second bare word, even without a blank line', () => {
    expect(read('CHARM\nThanks')).toMatchObject({
      commands: ['CHARM'],
      unread: [{ line: 'Thanks', belowCommands: false }],
    });
    expect(read('CHARM\nmagma').commands).toEqual(['CHARM']);
  });

  it('never plays a signature, a greeting or prose, whatever line it is on', () => {
    expect(read('Bob').commands).toEqual([]);
    expect(read('Thanks!').commands).toEqual([]);
    expect(read('cheers').commands).toEqual([]);
    expect(read('Hi all,\ncharm').commands).toEqual([]);
    expect(lines('Hi all,\ncharm')).toEqual(['Hi all,', 'charm']);
    expect(read('Thanks, see you all next turn!\n\nBob').unread).toHaveLength(2);
  });

  it('counts keyword lines on any command line, but nothing below the first blank line', () => {
    expect(read('Hi all\nTHIEVES charm\nvote yes\nHELP').commands).toEqual([
      'THIEVES charm',
      'vote yes',
      'HELP',
    ]);
    expect(read('CHARM\n\nVOTE YES\nPASS')).toMatchObject({
      commands: ['CHARM'],
      unread: [
        { line: 'VOTE YES', belowCommands: true },
        { line: 'PASS', belowCommands: true },
      ],
    });
  });

  it('skips blank lines above the reply and reads the subject text like a body', () => {
    expect(read('\n\n  charm  \n').commands).toEqual(['charm']);
  });

  it('relays a NOTE, wherever it stands, to the end of the reply, and drops its sign-off', () => {
    expect(read('PASS\n\nNOTE good luck all\n\nsee you Friday\n\nRegards,\nBob')).toEqual({
      commands: ['PASS'],
      note: 'good luck all\n\nsee you Friday',
      unread: [],
    });
    expect(read('Hi\nNOTE charm is mine\nTHIEVES')).toEqual({
      commands: ['THIEVES'],
      note: 'charm is mine',
      unread: [{ line: 'Hi', belowCommands: false }],
    });
  });

  it('reads nothing from an empty reply', () => {
    expect(readCommandArea('', () => true)).toEqual({ commands: [], note: null, unread: [] });
  });
});

describe('what the player is told about unread lines', () => {
  it('quotes each line once, and says how to send the ones that look like commands', () => {
    const { unread } = read('Charm!\nCHARM\nCHARM\n\nVOTE YES\n\nBob');
    expect(describeUnread(WORD_JAM_GRAMMAR, unread)).toEqual([
      '"Charm!" (to send it, write WORD CHARM on the first line)',
      '"CHARM" (to send it, write WORD CHARM on the first line)',
      '"VOTE YES" (below a blank line, so not read as a command)',
      '"Bob"',
    ]);
  });

  it('lists at most eight lines and shortens long ones', () => {
    const essay = Array.from({ length: 20 }, (_, i) => `Line ${i} ${'blah '.repeat(30)}`);
    const listed = describeUnread(WORD_JAM_GRAMMAR, read(essay.join('\n')).unread);
    expect(listed).toHaveLength(8);
    expect(listed[0]!.length).toBeLessThanOrEqual(82);
    expect(listed[7]).toBe('… and 13 more lines');
  });

  it('refuses a reply of chatter with an example and the lines it did not read', () => {
    const reason = noCommandReason(
      WORD_JAM_GRAMMAR,
      read('Thanks!\n\nBob').unread,
      'CHARM (a word), or PASS',
    );
    expect(reason).toBe(
      'I found no command at the top of your reply, so nothing was played. Put it on the first ' +
        'line, e.g. CHARM (a word), or PASS. Not read: "Thanks!" (to send it, write WORD THANKS on ' +
        'the first line); "Bob". Reply HELP for every command.',
    );
  });
});

describe('the subject of a reply with an empty body', () => {
  it.each([
    ['Re: Word Jam: Ann v Bob v Cleo [game djdvzkbzx6]', ''],
    ['AW: Re: Word Jam: Ann v Bob v Cleo [game djdvzkbzx6]', ''],
    ['Re: Word Jam: Ann v Bob v Cleo [game djdvzkbzx6] THIEVES', 'THIEVES'],
    ['Re: Jamble: Ann v Bob [game k3x9abcdef] Re: PASS', 'PASS'],
    ['VOTE YES', 'VOTE YES'],
  ])('reads %j as %j: our own subject is never a command', (subject, command) => {
    expect(subjectCommand(subject)).toBe(command);
  });
});
