// Strict reading of a reply, for games where one bare word is a move (Word Jam): only the command
// lines at the top of the reply count, and every other line is kept so the player can be told
// what was not read. (Crossword games use splitReply, which picks commands from anywhere.)
import { NOTE_LINE } from './commands';
import { isGreeting } from './lenient';
import { dropSignOff } from './sign-off';

export interface UnreadLine {
  /** The line as written, trimmed. */
  line: string;
  /** It came after the first blank line, below the command lines. */
  belowCommands: boolean;
}

export interface CommandArea {
  /** The command lines, trimmed, in order. */
  commands: string[];
  /** A note for the others: what follows a NOTE line, to the end of the reply. */
  note: string | null;
  /** Every other line the player wrote, in order: not played, not relayed. */
  unread: UnreadLine[];
}

/**
 * The command lines are the reply's first lines, up to its first blank line (quoted history and
 * signatures were already cut by readReply); a blank line right below a greeting does not end them. `isCommand(line, first)` decides each of them;
 * `first` is true for the reply's first line only, the one place a game may accept a bare word.
 * A NOTE line, wherever it stands, starts a note that runs to the end of the reply: the lines
 * after it that are not commands are its text (a closing "Regards,\nBob" is dropped). Any other
 * line, and every line below the blank line before a NOTE, is returned as unread.
 */
export function readCommandArea(
  text: string,
  isCommand: (line: string, first: boolean) => boolean,
): CommandArea {
  const commands: string[] = [];
  const unread: UnreadLine[] = [];
  let noteLines: string[] | null = null;
  let greeted = false;
  let started = false;
  let belowCommands = false;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      belowCommands ||= started;
      if (noteLines && noteLines.at(-1) !== '') noteLines.push('');
      continue;
    }
    // "Hi everyone," above the command is chatter: the command lines start below it.
    // "Hi everyone," + a blank line above the command: the blank line does not close the command
    // lines. The greeting is still no command, and a bare word below it is still no first line.
    if (!started && noteLines === null && isGreeting(line)) {
      unread.push({ line, belowCommands: false });
      greeted = true;
      continue;
    }
    const first = !started && !greeted;
    started = true;
    const explicitNote = NOTE_LINE.exec(line);
    if (explicitNote) {
      noteLines ??= [];
      const rest = line.slice(explicitNote[0].length).trim();
      if (rest !== '') noteLines.push(rest);
    } else if (!belowCommands && isCommand(line, first)) commands.push(line);
    else if (noteLines) noteLines.push(line);
    else unread.push({ line, belowCommands });
  }
  const note = noteLines ? dropSignOff(noteLines).join('\n').trim() : '';
  return { commands, note: note === '' ? null : note, unread };
}
