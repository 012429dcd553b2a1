// Phase and refusal emails for Mumble-Jumble. Every new phase mails every seat at once; a command
// that changes nothing for the others (a secret word, answers) is acknowledged to its sender only.
import { mumbleJumbleEmails } from '../../../emails/mumble-jumble/emails';
import type { MumbleJumbleView } from '../../../engine/mumble-jumble/view';
import { READING_RULES } from './mumble-jumble-reading';
import type { ParlorCommands } from './parlor-help';
import { parlorMailer } from './parlor-mailer';
import { gameOverHeadline, phaseReplyLines } from './parlor-turn';

/** Events only their sender needs to hear about: the others learn of them with the next phase. */
const PRIVATE: ReadonlySet<string> = new Set(['chosen', 'answered']);

const names = (view: MumbleJumbleView, seats: number[]) =>
  seats.map((s) => view.seats[s]!.name).join(', ');

function headlineFor(view: MumbleJumbleView, seat: number, waitingFor: number[]): string {
  const round = `Round ${view.round}`;
  if (view.phase === 'over') return gameOverHeadline(view.winners, seat, names(view, view.winners));
  const mine = waitingFor.includes(seat);
  switch (view.phase) {
    case 'choose':
      return mine
        ? `${round}: choose your secret ${view.wordLength}-letter word`
        : `${round}: your word is in — waiting for ${names(view, waitingFor)}`;
    case 'solve':
      return mine
        ? `${round}: un-jumble the trays`
        : `${round}: all your answers are in — waiting for the round to end`;
    case 'challenge':
      return mine
        ? `${round}: answers revealed — challenge or reply DONE`
        : `${round}: waiting for ${names(view, waitingFor)} to finish challenging`;
  }
}

function howToReply(view: MumbleJumbleView, seat: number, waitingFor: number[], first: boolean) {
  const bet = `You have enough chips for a Bet-for-the-Win: reply BET (stake ${view.rules.betStake}).`;
  return phaseReplyLines(view, seat, waitingFor, first, IDLE, view.canBet ? [bet] : []);
}

const IDLE =
  'Nothing more is needed from you in this phase; you will get an email when the next begins.';

const COMMANDS: ParlorCommands[] = [
  {
    title: 'Choose (your word on the first line of the reply)',
    lines: [
      'WORD CRANE                 your secret word',
      'WORD CRANE JUMBLE ENRAC    ... jumbled your way',
      'WORD CRANE WORD SLATE      when the round asks for two',
      'BET                        declare a Bet-for-the-Win',
    ],
  },
  {
    title: 'Solve',
    lines: [
      'ANSWER RACES PLUMB         un-jumblings, matched by their letters',
      '2 RACES                    the answer for tray 2',
      'STOP                       end the round (every tray answered)',
      'VOTE END                   ask to end the round; a majority ends it',
    ],
  },
  {
    title: 'Challenge',
    lines: [
      'CHALLENGE ANN RACES        stake a chip: is it a word?',
      'DONE                       no (more) challenges',
    ],
  },
];

export const mumbleJumbleMailer = parlorMailer<MumbleJumbleView>({
  headline: headlineFor,
  howToReply,
  commands: COMMANDS,
  readingRules: READING_RULES,
  sealed: PRIVATE,
  emails: mumbleJumbleEmails,
});
