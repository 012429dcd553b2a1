// How a Mumble-Jumble reply's text becomes commands: the command lines at the top, plain words only
// as the plain first line, everything else kept to be told back to the player.
import { describe, expect, it } from 'vitest';
import { mumbleJumble } from '../../../engine/mumble-jumble';
import { mumbleJumbleGrammar } from '../../../worker/game-room/mailers/mumble-jumble-reading';
import { describeUnread, readStrictly } from '../../../worker/game-room/mailers/parlor-reading';

const configured = mumbleJumble.configure({}, 'english');
if (!configured.ok) throw new Error(configured.error.message);
const config = configured.value;
const HELP_LIKE = new Set(['HELP', 'BOARD']);
const isService = (line: string) => HELP_LIKE.has(line.trim().toUpperCase());
const grammar = (phase = 'choose') => mumbleJumbleGrammar(config, phase);
const read = (text: string, phase = 'choose') =>
  readStrictly(grammar(phase), text, 'River Phoenix', isService);

// Every form the help text and the HELP email show, and the looser spellings the parser accepts.
const KEYWORDED = [
  'WORD CRANE',
  'WORD CRANE JUMBLE ENRAC',
  'WORD CRANE WORD SLATE',
  'Word: crane, jumble: enrac',
  'BET',
  'BET WORD CRANE',
  'bet for the win',
  'ANSWER RACES PLUMB',
  'answer races, plumb',
  '2 RACES',
  '2: races',
  'STOP',
  'STOP ANSWER RACES',
  'VOTE END',
  'end round',
  'CHALLENGE ANN RACES',
  'DONE',
  'No challenge',
];
const BARE = ['crane', 'RACES PLUMB', 'races, plumb', 'RACES PLUMB STOP', 'crane jumble enrac'];

describe('the command lines of a Mumble-Jumble reply', () => {
  it.each([...KEYWORDED, ...BARE])('reads %j as the first line', (line) => {
    expect(read(`${line}\n\nThanks!\nRiver`)).toEqual({
      commands: [line],
      note: null,
      unread: [
        { line: 'Thanks!', belowCommands: true },
        { line: 'River', belowCommands: true },
      ],
    });
  });

  it.each(KEYWORDED)('reads %j under a greeting: its keyword names it', (line) => {
    expect(read(`Hi all,\n${line}`)).toMatchObject({
      commands: [line],
      unread: [{ line: 'Hi all,', belowCommands: false }],
    });
  });

  it.each(BARE)('does not read %j under a greeting: chatter has its shape', (line) => {
    expect(read(`Hi all,\n${line}`).commands).toEqual([]);
  });

  it('never reads thanks, a greeting or the writer’s name as a word, whatever line it is on', () => {
    for (const text of ['Thanks!', 'Hello', 'Cheers, River', 'River', 'Phoenix', 'Later!'])
      expect(read(text).commands, text).toEqual([]);
    expect(read('Later').commands).toEqual(['Later']);
  });

  it('reads a second plain line not at all, even without a blank line', () => {
    expect(read('STARE\nQUOTE')).toMatchObject({
      commands: ['STARE'],
      unread: [{ line: 'QUOTE', belowCommands: false }],
    });
  });

  it('reads nothing below the first blank line, keyword or not', () => {
    expect(read('WORD STARE\n\nANSWER RACES\nDONE')).toMatchObject({
      commands: ['WORD STARE'],
      unread: [
        { line: 'ANSWER RACES', belowCommands: true },
        { line: 'DONE', belowCommands: true },
      ],
    });
  });

  it('reads keyword lines and service commands together, and relays a NOTE', () => {
    expect(read('WORD STARE\nBET\nHELP\nNOTE good luck all\n\nRegards,\nRiver')).toEqual({
      commands: ['WORD STARE', 'BET', 'HELP'],
      note: 'good luck all',
      unread: [],
    });
  });
});

describe('what a Mumble-Jumble player is told about unread lines', () => {
  it('says how to send a plain line: as a choice while choosing, as answers while solving', () => {
    const text = 'Hi all,\nStare!\nraces plumb\n\n2 RACES\n\nRiver';
    expect(describeUnread(grammar('choose'), read(text).unread)).toEqual([
      '"Hi all,"',
      '"Stare!" (to send it, write WORD STARE on the first line)',
      '"races plumb" (to send it, write WORD RACES WORD PLUMB on the first line)',
      '"2 RACES" (below a blank line, so not read as a command)',
      '"River"',
    ]);
    expect(describeUnread(grammar('solve'), read(text, 'solve').unread)[2]).toBe(
      '"races plumb" (to send it, write ANSWER RACES PLUMB on the first line)',
    );
  });
});
