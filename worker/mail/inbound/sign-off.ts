// Drops a closing "Regards,\nCarol" from the end of a note. Done on the note, after commands
// were taken out, so a command written after a sign-off is never lost with it.
import { SIGN_OFF } from './footer-patterns';

// A sign-off is followed by at most a name and a line or two (a title, a phone number).
const LINES_AFTER_SIGN_OFF = 3;
const LONGEST_SIGNATURE_LINE = 60;

export function dropSignOff(lines: string[]): string[] {
  const from = Math.max(0, lines.length - 1 - LINES_AFTER_SIGN_OFF);
  for (let at = from; at < lines.length; at++) {
    const line = (lines[at] ?? '').trim();
    if (line.length > LONGEST_SIGNATURE_LINE || !SIGN_OFF.test(line)) continue;
    const rest = lines.slice(at + 1);
    // A lone "Thanks!" is the whole note, not a sign-off.
    if (at === 0 && rest.every((next) => next.trim() === '')) continue;
    if (rest.every((next) => next.length <= LONGEST_SIGNATURE_LINE)) return lines.slice(0, at);
  }
  return lines;
}
