// How a Word Jam reply is read, and what its sender is told about the lines that were not read.
// A bare word is a move in Word Jam, so "Thanks!" or a signature "Bob" must never be played:
// only the reply's command lines count (see readCommandArea), a bare word only as the first line.
import { createElement } from 'react';
import { HelpEmail, helpEmailText } from '../../../emails/help-email';
import { renderHtml } from '../../../emails/render';
import { format, isBare, isPlainBare, parse } from '../../../engine/word-jam/command';
import {
  type CommandArea,
  readCommandArea,
  type UnreadLine,
} from '../../mail/inbound/command-area';
import { envelope, gameTitle } from '../envelope';
import type { RoomCore } from '../room';

/** The rules as the player reads them in HELP and in every answer about unread lines. */
export const READING_RULES = [
  'Only the first lines of your reply are read, up to the first blank line.',
  'A word on its own (CHARM), or YES / NO, counts only as the very first line and in plain letters: "Charm!", "Thanks", "Hi" or your own name are taken for chatter (WORD CHEERS plays one).',
  'Lines that start with PASS, WORD, BET, VOTE, ALI BABA, THIEVES or HELP count on any of them.',
  'NOTE <text> sends the others a note; everything after it is the note.',
  'Anything else is not played, and you are told what was not read.',
];

export const UNREAD_TITLE = 'Lines of your reply that were not read';

// Enough to recognise the lines; a pasted essay need not come back whole.
const MOST_LINES_LISTED = 8;
const LONGEST_LINE_LISTED = 80;

/** The command written out in full ("Charm" → "WORD CHARM"), or null when it is no command. */
function explicitForm(line: string): string | null {
  const parsed = parse(line);
  return parsed.ok ? format(parsed.value) : null;
}

/**
 * The commands of a Word Jam reply. A line with its keyword (PASS, WORD CHARM, VOTE YES, THIEVES)
 * counts anywhere among the command lines; a bare one (CHARM, YES, T) only as the first line,
 * written plainly, and not a greeting or the writer's own name.
 */
export function readWordJamReply(
  text: string,
  writer: string,
  isService: (line: string) => boolean,
): CommandArea {
  return readCommandArea(text, (line, first) => {
    if (isService(line)) return true;
    if (!parse(line).ok) return false;
    return !isBare(line) || (first && isPlainBare(line, writer));
  });
}

function quoted(line: string): string {
  const short =
    line.length > LONGEST_LINE_LISTED ? `${line.slice(0, LONGEST_LINE_LISTED - 1)}…` : line;
  return `"${short}"`;
}

/** One line per unread line, saying why a line that looks like a command was not played. */
export function describeUnread(unread: UnreadLine[]): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { line, belowCommands } of unread) {
    if (seen.has(line)) continue;
    seen.add(line);
    const command = explicitForm(line);
    let why = '';
    // A signature "Bob" below the reply needs no advice; "VOTE YES" down there, or "Charm!" or
    // "CHARM" among the command lines, probably meant something.
    if (command && belowCommands && !isBare(line))
      why = ' (below a blank line, so not read as a command)';
    else if (command && !belowCommands) why = ` (to send it, write ${command} on the first line)`;
    lines.push(`${quoted(line)}${why}`);
  }
  if (lines.length <= MOST_LINES_LISTED) return lines;
  const more = lines.length - MOST_LINES_LISTED + 1;
  return [...lines.slice(0, MOST_LINES_LISTED - 1), `… and ${more} more lines`];
}

/** The refusal of a reply whose command lines hold no command: nothing changed, and why. */
export function noCommandReason(unread: UnreadLine[], examples: string): string {
  const listed = describeUnread(unread);
  return (
    `I found no command at the top of your reply, so nothing was played. Put it on the first ` +
    `line, e.g. ${examples}. Not read: ${listed.join('; ')}. Reply HELP for every command.`
  );
}

/** After the reply's commands ran: tells its sender, and only them, which lines were not read. */
export async function reportUnread(
  room: RoomCore,
  seat: number,
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
      { title: UNREAD_TITLE, lines: describeUnread(reading.unread) },
      { title: 'How a Word Jam reply is read', lines: READING_RULES },
    ],
  };
  const base = envelope(room.context(record, room.state(), now), seat, `unread:${requestId}`);
  const html = await renderHtml(createElement(HelpEmail, props));
  await room.mail([{ seat, message: { ...base, html, text: helpEmailText(props) } }], now);
}
