// Mumble-Jumble email commands: a forgiving parser and its formatter (text ⇄ Command).
import { fail, ok, type Result } from '../result';
import type { MumbleJumbleConfig } from './config';

export interface WordChoice {
  word: string;
  /** The player's own jumble; absent = the game jumbles the word. */
  jumble?: string;
}

export interface AnswerEntry {
  /** Tray number when the player named it; absent = matched by its letters. */
  tray?: number;
  word: string;
}

export type MumbleJumbleCommand =
  | { type: 'choose'; words: WordChoice[]; bet: boolean }
  | { type: 'bet' }
  | { type: 'answer'; answers: AnswerEntry[]; stop: boolean }
  | { type: 'words'; words: string[] }
  | { type: 'vote-end' }
  | { type: 'challenge'; target: string; word: string }
  | { type: 'done' };

// Letters of any alphabet: the game's dictionary may be another language's (PIÑA, ÇA).
const isWord = (token: string) => /^\p{L}+$/u.test(token);
const isNumber = (token: string) => /^[0-9]+$/.test(token);

/** Upper-case words and numbers; a pasted n + U+0303 is composed into Ñ first. */
function tokens(text: string): string[] {
  return text
    .normalize('NFC')
    .toUpperCase()
    .replace(/[^\p{L}0-9]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((t) => t !== '');
}

const syntax = fail(
  'bad-command',
  'I could not read that. Write for example WORD CRANE (choose), WORD CRANE JUMBLE ENRAC, BET, ' +
    'ANSWER RACES or 2 RACES (solve), STOP, VOTE END, CHALLENGE ALICE RACES, or DONE. Send HELP for more.',
);

function parseChoose(rest: string[], bet: boolean): Result<MumbleJumbleCommand> {
  const words: WordChoice[] = [];
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i]!;
    if (token === 'BET') {
      bet = true;
    } else if (token === 'JUMBLE' && words.length > 0 && isWord(rest[i + 1] ?? '')) {
      words[words.length - 1]!.jumble = rest[++i]!;
    } else if (token === 'WORD' || token === 'WORDS') {
      // repeated keyword: WORD CRANE WORD SLATE
    } else if (isWord(token)) {
      words.push({ word: token });
    } else return syntax;
  }
  if (words.length === 0)
    return fail('no-word', 'Write the secret word after WORD, e.g. WORD CRANE.');
  return ok({ type: 'choose', words, bet });
}

function parseAnswers(rest: string[], stop: boolean): Result<MumbleJumbleCommand> {
  const answers: AnswerEntry[] = [];
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i]!;
    if (token === 'STOP') stop = true;
    else if (token === 'ANSWER' || token === 'ANSWERS' || token === 'TRAY') continue;
    else if (isNumber(token) && isWord(rest[i + 1] ?? '')) {
      answers.push({ tray: Number(token), word: rest[++i]! });
    } else if (isWord(token)) answers.push({ word: token });
    else return syntax;
  }
  return ok({ type: 'answer', answers, stop });
}

/** Reads one email command. Plain words mean a choice in the choose phase, answers in solve. */
export function parse(text: string, config?: MumbleJumbleConfig): Result<MumbleJumbleCommand> {
  const all = tokens(text);
  const [first, second] = all;
  if (first === undefined) return syntax;
  const rest = all.slice(1);
  if (first === 'WORD' || first === 'WORDS') return parseChoose(rest, false);
  if (first === 'BET') {
    if (rest.length === 0 || rest.join(' ') === 'FOR THE WIN') return ok({ type: 'bet' });
    return parseChoose(rest, true);
  }
  if (first === 'ANSWER' || first === 'ANSWERS') return parseAnswers(rest, false);
  if (first === 'STOP') return parseAnswers(rest, true);
  if (isNumber(first)) return parseAnswers(all, false);
  if (
    (first === 'VOTE' && (second === 'END' || second === 'TO')) ||
    all.join(' ') === 'END ROUND'
  ) {
    return ok({ type: 'vote-end' });
  }
  if (first === 'CHALLENGE') {
    const word = all.at(-1)!;
    if (all.length < 3 || !isWord(word)) {
      return fail(
        'bad-challenge',
        'Write CHALLENGE, the player, then the word, e.g. CHALLENGE ALICE RACES.',
      );
    }
    return ok({ type: 'challenge', target: all.slice(1, -1).join(' '), word });
  }
  if (['DONE', 'PASS', 'NO CHALLENGE', 'NO CHALLENGES', 'ACCEPT'].includes(all.join(' '))) {
    return ok({ type: 'done' });
  }
  if (all.includes('STOP') || all.includes('TRAY')) return parseAnswers(all, false);
  if (all.includes('JUMBLE')) return parseChoose(all, false);
  if (looksLikeWords(all, config)) return ok({ type: 'words', words: all });
  return syntax;
}

/**
 * Plain words without a keyword count only when each has a length this game plays, so that a
 * chatty line ("good luck all") stays a note for the other players instead of a command.
 */
function looksLikeWords(all: string[], config: MumbleJumbleConfig | undefined): boolean {
  const lengths = config?.wordLengths ?? [4, 5, 6, 7, 8];
  return all.length <= 6 && all.every((w) => isWord(w) && lengths.includes(w.length));
}

// Lines that start with one of these (or with a tray number: 2 RACES) name their command.
const KEYWORDS = new Set([
  'WORD',
  'WORDS',
  'BET',
  'ANSWER',
  'ANSWERS',
  'TRAY',
  'STOP',
  'VOTE',
  'END',
  'CHALLENGE',
  'DONE',
  'PASS',
  'NO',
  'ACCEPT',
]);

/**
 * Whether a line reads as a command only by its shape, not by a leading keyword: plain words
 * (CRANE, RACES PLUMB), also with STOP or JUMBLE among them (RACES PLUMB STOP). "Thanks!" or a
 * signature "River" has the same shape, so a reply counts such a line only as its plain first
 * line; WORD CRANE, ANSWER RACES, 2 RACES, STOP, VOTE END, CHALLENGE ANN RACES and DONE count
 * on any line of the reply's command lines.
 */
export function isBare(text: string): boolean {
  const first = tokens(text)[0] ?? '';
  return !KEYWORDS.has(first) && !isNumber(first);
}

/** The canonical text of a command; parse(format(c)) gives c back. */
export function format(command: MumbleJumbleCommand): string {
  switch (command.type) {
    case 'choose': {
      const words = command.words.map(
        (w) => `WORD ${w.word}${w.jumble ? ` JUMBLE ${w.jumble}` : ''}`,
      );
      return `${command.bet ? 'BET ' : ''}${words.join(' ')}`;
    }
    case 'bet':
      return 'BET';
    case 'answer': {
      const answers = command.answers.map((a) => (a.tray ? `${a.tray} ${a.word}` : a.word));
      if (!command.stop) return ['ANSWER', ...answers].join(' ');
      return answers.length > 0 ? `STOP ANSWER ${answers.join(' ')}` : 'STOP';
    }
    case 'words':
      return command.words.join(' ');
    case 'vote-end':
      return 'VOTE END';
    case 'challenge':
      return `CHALLENGE ${command.target} ${command.word}`;
    case 'done':
      return 'DONE';
  }
}
