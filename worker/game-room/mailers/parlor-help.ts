// HELP for the parlor games: what to reply in the current phase (the engine's own help text), the
// commands of every phase, the rules in short, and the service commands.
import type { HelpSection } from '../../../emails/help-email';

export interface ParlorCommands {
  /** Section title, e.g. "Choose your secret word". */
  title: string;
  lines: string[];
}

/** `helpText` is the engine's help for the current phase: its paragraph, a blank line, the intro. */
export function parlorHelp(helpText: string, commands: ParlorCommands[]): HelpSection[] {
  const [now, rules] = helpText.split('\n\n');
  const sections: HelpSection[] = [{ title: 'What to reply now', lines: [now!] }, ...commands];
  if (rules) sections.push({ title: 'The rules in short', lines: [rules] });
  sections.push({
    title: 'About the game',
    lines: ['BOARD               this phase again', 'HELP                this message'],
  });
  return sections;
}
