// Splits the player's new text into commands, in order, and a note for their opponents.
import type { InboundReply } from './read-reply';
import { dropSignOff } from './sign-off';
import { subjectCommand } from './subject';

// "NOTE Good game!" or "Note: good game!" starts a note explicitly; "Note that…" is just prose.
export const NOTE_LINE = /^(?:NOTE\b\s*:?|[Nn][Oo][Tt][Ee]\s*:)\s*/;

/**
 * Commands are the lines `isCommand` accepts (trimmed, in order). Everything else the player
 * wrote is the note: an explicit `NOTE …` line's text and all later non-command lines, plus any
 * stray text; blank lines inside it are collapsed to one, and a closing sign-off and name
 * ("Regards,\nCarol") are dropped.
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
  const note = dropSignOff(noteLines).join('\n').trim();
  return { commands, note: note === '' ? null : note };
}

/**
 * The commands and note of a parsed reply, for callers that want the subject rules too: a
 * subject is far more often our own ("Re: [Wordmail #k7q2] Your turn…") than a note, so from
 * the subject only commands count; and when the body holds no command but the subject is one
 * ("PASS" typed over the subject, "sorry, nothing to play" in the body), the subject is it.
 */
export function readCommands(
  reply: Pick<InboundReply, 'text' | 'source' | 'subject'>,
  isCommand: (line: string) => boolean,
): { commands: string[]; note: string | null } {
  const split = splitReply(reply.text, isCommand);
  if (reply.source === 'subject') return { commands: split.commands, note: null };
  if (split.commands.length > 0) return split;
  const command = subjectCommand(reply.subject);
  return isCommand(command) ? { commands: [command], note: split.note } : split;
}
