// Splits the player's new text into commands, in order, and a note for their opponents.

// "NOTE Good game!" (also "Note: …") starts a note explicitly.
const NOTE_LINE = /^note\b\s*:?\s*/i;

/**
 * Commands are the lines `isCommand` accepts (trimmed, in order). Everything else the player
 * wrote is the note: an explicit `NOTE …` line's text and all later non-command lines, plus any
 * stray text; blank lines inside it are collapsed to one.
 */
export function splitReply(
  text: string,
  isCommand: (line: string) => boolean,
): { commands: string[]; note: string | null } {
  const commands: string[] = [];
  const noteLines: string[] = [];
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      if (noteLines.length > 0 && noteLines[noteLines.length - 1] !== '') noteLines.push('');
      continue;
    }
    const explicitNote = NOTE_LINE.exec(line);
    if (explicitNote) {
      const rest = line.slice(explicitNote[0].length).trim();
      if (rest !== '') noteLines.push(rest);
      continue;
    }
    if (isCommand(line)) commands.push(line);
    else noteLines.push(line);
  }
  const note = noteLines.join('\n').trim();
  return { commands, note: note === '' ? null : note };
}

/**
 * The commands and note of a parsed reply. A subject is far more often our own ("Re: [Wordmail
 * #k7q2] Your turn…") than a note, so from the subject only commands count.
 */
export function readCommands(
  reply: { text: string; source: 'text' | 'html' | 'subject' | 'none' },
  isCommand: (line: string) => boolean,
): { commands: string[]; note: string | null } {
  const split = splitReply(reply.text, isCommand);
  return reply.source === 'subject' ? { commands: split.commands, note: null } : split;
}
