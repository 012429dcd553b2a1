// How a Word Jam reply is read: the shared strict reading (parlor-reading) with Word Jam's grammar.
// A bare word (CHARM), a bare vote (YES) or a short bet (T) counts only as the plain first line.
import { format, isBare, parse } from '../../../engine/word-jam/command';
import type { CommandArea } from '../../mail/inbound/command-area';
import { type ReplyGrammar, readingRules, readStrictly } from './parlor-reading';

/** The rules as the player reads them in HELP and in every answer about unread lines. */
export const READING_RULES = readingRules(
  'A word on its own (CHARM), or YES / NO, counts only as the very first line and in plain letters: "Charm!", "Thanks", "Hi" or your own name are taken for chatter (WORD CHEERS plays one).',
  'Lines that start with PASS, WORD, BET, VOTE, ALI BABA, THIEVES or HELP count on any of them.',
);

export const WORD_JAM_GRAMMAR: ReplyGrammar = {
  game: 'Word Jam',
  parses: (line) => parse(line).ok,
  isBare,
  severalWords: false,
  explicitForm(line) {
    const parsed = parse(line);
    return parsed.ok ? format(parsed.value) : null;
  },
  rules: READING_RULES,
};

/** The commands of a Word Jam reply (see readStrictly). */
export function readWordJamReply(
  text: string,
  writer: string,
  isService: (line: string) => boolean,
): CommandArea {
  return readStrictly(WORD_JAM_GRAMMAR, text, writer, isService);
}
