// Word Jam email commands: a forgiving parser and its formatter (text ⇄ Command).
import { fail, ok, type Result } from '../result';
import type { Side } from './state';

export type WordJamCommand =
  | { type: 'word'; word: string }
  | { type: 'pass' }
  | { type: 'bet'; side: Side; word?: string }
  | { type: 'vote'; accept: boolean };

const aliBaba = ['ALI BABA', 'ALIBABA', 'ALI', 'A'];
const thieves = ['THIEVES', 'THIEF', 'T'];

function side(words: string[]): { side: Side; rest: string[] } | null {
  const two = words.slice(0, 2).join(' ');
  if (two === 'ALI BABA') return { side: 'ali-baba', rest: words.slice(2) };
  const first = words[0] ?? '';
  if (aliBaba.includes(first)) return { side: 'ali-baba', rest: words.slice(1) };
  if (thieves.includes(first)) return { side: 'thieves', rest: words.slice(1) };
  return null;
}

const help =
  'Write a word on the first line of your reply (WORD CHARM, or just CHARM), ALI BABA or THIEVES to bet (THIEVES CHARM bets and ' +
  'sends your word), PASS, or VOTE YES / VOTE NO. Send HELP for more.';

/**
 * Upper case, letters (accented ones too, composed: e + U+0301 becomes É) and hyphens only,
 * single spaces: "Thieves, charm!" → "THIEVES CHARM", "naïve" → "NAÏVE".
 */
function normalise(text: string): string {
  return text
    .normalize('NFC')
    .toUpperCase()
    .replace(/[^\p{L}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Lines that start with one of these name their command, so they cannot be chatter.
const KEYWORDS = new Set(['WORD', 'BET', 'VOTE', 'PASS', 'THIEVES']);
const KEY_PAIRS = new Set(['ALI BABA', 'OPEN SESAME']);

/**
 * Whether a line reads as a command only by its shape, not by a keyword: a bare word (CHARM), a
 * bare answer (YES, NO) or a short bet (A, T, ALI, THIEF). "Thanks!" or a signature "Bob" has the
 * same shape, so a reply counts such a line only as its plain first line (see the parlor reading in
 * worker/game-room/mailers); PASS, WORD CHARM, VOTE YES, ALI BABA and THIEVES CHARM count on any
 * line of the reply's command lines.
 */
export function isBare(text: string): boolean {
  const words = normalise(text).split(' ');
  return !KEYWORDS.has(words[0] ?? '') && !KEY_PAIRS.has(words.slice(0, 2).join(' '));
}

/** Reads one email command: the first line that says something. */
export function parse(text: string): Result<WordJamCommand> {
  const line = normalise(text);
  if (line === '') return fail('bad-command', `I could not read that. ${help}`);
  let words = line.split(' ');
  const opened = words[0] === 'OPEN' && words[1] === 'SESAME';
  if (opened) words = words.slice(2);
  if (words[0] === 'BET') {
    const bet = side(words.slice(1));
    if (!bet) return fail('bad-bet', 'Bet ALI BABA or THIEVES, e.g. BET THIEVES.');
    return ok(betCommand(bet.side, bet.rest));
  }
  const bet = side(words);
  if (bet && (bet.side === 'thieves' || bet.rest.length === 0))
    return ok(betCommand(bet.side, bet.rest));
  if (words[0] === 'VOTE' || words.length === 1) {
    const answer = words[0] === 'VOTE' ? words[1] : words[0];
    if (answer === 'YES' || answer === 'ACCEPT') return ok({ type: 'vote', accept: true });
    if (answer === 'NO' || answer === 'REFUSE') return ok({ type: 'vote', accept: false });
    if (words[0] === 'VOTE') return fail('bad-vote', 'Vote YES or NO, e.g. VOTE YES.');
  }
  if (words.length === 1 && words[0] === 'PASS') return ok({ type: 'pass' });
  if (words[0] === 'WORD' || opened) {
    words = words[0] === 'WORD' ? words.slice(1) : words;
    if (words.length === 0) return fail('no-word', `Write the word after WORD. ${help}`);
    return ok({ type: 'word', word: words.join(' ') });
  }
  // A bare line is a word only when it is one word: chatty lines stay notes to the others.
  if (words.length === 1) return ok({ type: 'word', word: words[0]! });
  return fail(
    'bad-command',
    `I could not read that. Names of several words go after WORD (WORD SHERLOCK HOLMES). ${help}`,
  );
}

function betCommand(side: Side, rest: string[]): WordJamCommand {
  const word = rest[0] === 'WORD' ? rest.slice(1) : rest;
  return word.length > 0 ? { type: 'bet', side, word: word.join(' ') } : { type: 'bet', side };
}

export function format(command: WordJamCommand): string {
  switch (command.type) {
    case 'word':
      return `WORD ${command.word}`;
    case 'pass':
      return 'PASS';
    case 'bet':
      return `BET ${command.side === 'ali-baba' ? 'ALI BABA' : 'THIEVES'}${command.word ? ` ${command.word}` : ''}`;
    case 'vote':
      return `VOTE ${command.accept ? 'YES' : 'NO'}`;
  }
}
