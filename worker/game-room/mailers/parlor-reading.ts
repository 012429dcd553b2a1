// How the parlor games read a reply, and what its sender is told about the lines that were not
// read. A bare word is a move in Word Jam and Mumble-Jumble, so "Thanks!" or a signature "Bob"
// must never be played: only the reply's command lines count (see readCommandArea), a bare line
// only as the first line and written plainly. Each game brings its grammar; the rules are shared.
import { createElement } from 'react';
import { HelpEmail, helpEmailText } from '../../../emails/help-email';
import { renderHtml } from '../../../emails/render';
import {
  type CommandArea,
  readCommandArea,
  type UnreadLine,
} from '../../mail/inbound/command-area';
import { readAsCommand, yesOrNo } from '../../mail/inbound/lenient';
import { envelope, gameTitle } from '../envelope';
import type { RoomPort } from '../port';
import { isPlainBare } from './chatter';

/** What a game tells the shared reading about its commands. */
export interface ReplyGrammar {
  /** The game's name, as in "How a Word Jam reply is read". */
  game: string;
  /** Whether the line is one of the game's commands at all. */
  parses(line: string): boolean;
  /**
   * Whether the line is a command only by its shape, not by a keyword: CHARM, RACES PLUMB.
   * Chatter has that shape too, so such a line counts only as the plain first line.
   */
  isBare(line: string): boolean;
  /** A bare line may hold several words (Mumble-Jumble's RACES PLUMB), not only one. */
  severalWords: boolean;
  /** The line written with its keyword ("Charm" → "WORD CHARM"), or null when it is no command. */
  explicitForm(line: string): string | null;
  /** How a reply is read, for HELP and every answer about unread lines (see readingRules). */
  rules: string[];
  /** A yes or no is asked now (a Word Jam vote): "Yes!" and "No." count as the first line. */
  yesNo?: boolean;
}

/** The rules as the player reads them: the game says which lines are bare and which keyworded. */
export function readingRules(bare: string, keyworded: string): string[] {
  return [
    'Only the first lines of your reply are read, up to the first blank line.',
    bare,
    keyworded,
    'NOTE <text> sends the others a note; everything after it is the note.',
    'Anything else is not played, and you are told what was not read.',
  ];
}

export const UNREAD_TITLE = 'Lines of your reply that were not read';

// Enough to recognise the lines; a pasted essay need not come back whole.
const MOST_LINES_LISTED = 8;
const LONGEST_LINE_LISTED = 80;

/**
 * The commands of a reply. A line with its keyword (PASS, WORD CHARM, ANSWER RACES) counts
 * anywhere among the command lines; a bare one (CHARM, RACES PLUMB) only as the first line,
 * written plainly, and not a greeting or the writer's own name. Service commands count anywhere.
 */
export function readStrictly(
  grammar: ReplyGrammar,
  text: string,
  writer: string,
  isService: (line: string) => boolean,
): CommandArea {
  return readCommandArea(text, (line, first) => {
    // A keyword command may end in the marks a person adds ("PASS.", "WORD PLUMB!"); a bare
    // word may not ("Charm!" is prose), except a yes or no where one is asked ("Yes!").
    if (first && grammar.yesNo && yesOrNo(line) !== null) return true;
    const form = readAsCommand(line, (text) => isService(text) || grammar.parses(text));
    if (form === null) return false;
    if (isService(form) || !grammar.isBare(form)) return true;
    return first && isPlainBare(line, writer, grammar.severalWords);
  });
}

function quoted(line: string): string {
  const short =
    line.length > LONGEST_LINE_LISTED ? `${line.slice(0, LONGEST_LINE_LISTED - 1)}…` : line;
  return `"${short}"`;
}

/** One line per unread line, saying why a line that looks like a command was not played. */
export function describeUnread(grammar: ReplyGrammar, unread: UnreadLine[]): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { line, belowCommands } of unread) {
    if (seen.has(line)) continue;
    seen.add(line);
    const command = grammar.explicitForm(line);
    let why = '';
    // A signature "Bob" below the reply needs no advice; "VOTE YES" down there, or "Charm!" or
    // "CHARM" among the command lines, probably meant something.
    if (command && belowCommands && !grammar.isBare(line))
      why = ' (below a blank line, so not read as a command)';
    else if (command && !belowCommands) why = ` (to send it, write ${command} on the first line)`;
    lines.push(`${quoted(line)}${why}`);
  }
  if (lines.length <= MOST_LINES_LISTED) return lines;
  const more = lines.length - MOST_LINES_LISTED + 1;
  return [...lines.slice(0, MOST_LINES_LISTED - 1), `… and ${more} more lines`];
}

/** The refusal of a reply whose command lines hold no command: nothing changed, and why. */
export function noCommandReason(
  grammar: ReplyGrammar,
  unread: UnreadLine[],
  examples: string,
): string {
  const listed = describeUnread(grammar, unread);
  return (
    `I found no command at the top of your reply, so nothing was played. Put it on the first ` +
    `line, e.g. ${examples}. Not read: ${listed.join('; ')}. Reply HELP for every command.`
  );
}

/** After the reply's commands ran: tells its sender, and only them, which lines were not read. */
export async function reportUnread(
  room: RoomPort,
  seat: number,
  grammar: ReplyGrammar,
  reading: Pick<CommandArea, 'commands' | 'unread'>,
  requestId: string,
  now: number,
): Promise<void> {
  const record = room.record()!;
  const read = reading.commands.length
    ? [{ title: 'Read from your reply (each answered by its own email)', lines: reading.commands }]
    : [];
  const props = {
    gameTitle: gameTitle(record, room.kindOf(record)),
    sections: [
      ...read,
      { title: UNREAD_TITLE, lines: describeUnread(grammar, reading.unread) },
      { title: `How a ${grammar.game} reply is read`, lines: grammar.rules },
    ],
  };
  const base = envelope(room.context(record, room.state(), now), seat, `unread:${requestId}`);
  const html = await renderHtml(createElement(HelpEmail, props));
  await room.mail([{ seat, message: { ...base, html, text: helpEmailText(props) } }], now);
}
