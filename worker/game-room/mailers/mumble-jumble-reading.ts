// How a Mumble-Jumble reply is read: the shared strict reading (parlor-reading) with Mumble-Jumble's
// grammar. Plain words are a secret word while choosing and answers while solving, so "Thanks!"
// or a signature "River" (five letters, a word) counts only when written plainly as the first line.
import {
  format,
  isBare,
  type MumbleJumbleCommand,
  parse,
} from '../../../engine/mumble-jumble/command';
import type { MumbleJumbleConfig } from '../../../engine/mumble-jumble/config';
import { type ReplyGrammar, readingRules } from './parlor-reading';

/** The rules as the player reads them in HELP and in every answer about unread lines. */
export const READING_RULES = readingRules(
  'Words on their own (CRANE, or RACES PLUMB) count only as the very first line and in plain letters: "Crane!", "Thanks", "Hi" or your own name are taken for chatter (WORD CHEERS chooses one, ANSWER CHEERS answers with one).',
  'Lines that start with WORD, BET, ANSWER, a tray number (2 RACES), STOP, VOTE END, CHALLENGE, DONE or HELP count on any of them.',
);

/** The command with its keyword: plain words are a choice, or answers while solving. */
function explicit(command: MumbleJumbleCommand, phase: string): string {
  if (command.type !== 'words') return format(command);
  if (phase === 'solve') return `ANSWER ${command.words.join(' ')}`;
  return command.words.map((word) => `WORD ${word}`).join(' ');
}

/** Mumble-Jumble's grammar for a reply in `phase` (choose, solve, challenge, over). */
export function mumbleJumbleGrammar(config: MumbleJumbleConfig, phase: string): ReplyGrammar {
  return {
    game: 'Mumble-Jumble',
    parses: (line) => parse(line, config).ok,
    isBare,
    severalWords: true,
    explicitForm(line) {
      const parsed = parse(line, config);
      return parsed.ok ? explicit(parsed.value, phase) : null;
    },
    rules: READING_RULES,
  };
}
