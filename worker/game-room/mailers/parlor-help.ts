// What the parlor games' mailers share: HELP (the engine's help for the current phase, the
// commands of every phase, the rules in short, the service commands) and who hears of a command.
import type { HelpSection } from '../../../emails/help-email';
import type { FamilyMailer } from './mailer';

export interface ParlorCommands {
  /** Section title, e.g. "Choose your secret word". */
  title: string;
  lines: string[];
}

/** The service's own commands, which every parlor game accepts as well. */
const SERVICE_LINES = [
  'GAMES               your games, and whose move it is',
  'VACATION <from> <to>  clocks stopped while you are away; BACK ends it',
  'TIMEZONE <zone>     the zone deadlines are shown in (e.g. Europe/Berlin)',
  'NOTIFY DIGEST       one email a day instead of one per move; NOTIFY EVERY undoes it',
  'NOTIFY CONFIRMATIONS OFF  no email confirming your own moves; ON again',
  'SUBSCRIBE           this game’s emails again after unsubscribing',
  'NAME <your name>    the name other players and the leaderboard see',
  'ALIAS <address>     let your other address play for you in this game',
];

/**
 * `helpText` is the engine's help for the current phase: its paragraph, a blank line, the intro.
 * `readingRules` say how the game reads a reply; they follow the game's commands.
 */
export function parlorHelp(
  helpText: string,
  commands: ParlorCommands[],
  readingRules: string[],
): HelpSection[] {
  const [now, rules] = helpText.split('\n\n');
  const sections: HelpSection[] = [
    { title: 'What to reply now', lines: [now!] },
    ...commands,
    { title: 'How your reply is read', lines: readingRules },
  ];
  if (rules) sections.push({ title: 'The rules in short', lines: [rules] });
  sections.push(
    {
      title: 'About the game',
      lines: [
        'BOARD               this phase again',
        'HISTORY             every move so far',
        'NOTE <text>         a note to the other players',
        'UNDO                take back your last move, if every other player agrees',
        'HELP                this message',
      ],
    },
    { title: 'Your games and emails', lines: SERVICE_LINES },
  );
  return sections;
}

/**
 * Who gets the email after a command: a sealed command (a secret word, answers, a bet) is
 * acknowledged to its sender only; anything public, a deadline, or a command with a note (the note
 * is for the others) goes to everyone.
 */
export function sealedRecipients(
  sealedEvents: ReadonlySet<string>,
): NonNullable<FamilyMailer['recipients']> {
  return (ctx, happened, moverSeat, note) => {
    const all = ctx.record.seats.map((_, s) => s);
    if (moverSeat === null || moverSeat < 0 || note) return all;
    return happened.every((e) => sealedEvents.has(e.type)) ? [moverSeat] : all;
  };
}
