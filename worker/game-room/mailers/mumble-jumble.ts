// Phase and refusal emails for Mumble-Jumble. Every new phase mails every seat at once; a command
// that changes nothing for the others (a secret word, answers) is acknowledged to its sender only.
import { createElement } from 'react';
import {
  MumbleJumbleRefusalEmail,
  mumbleJumbleRefusalEmailText,
} from '../../../emails/mumble-jumble/refusal-email';
import {
  MumbleJumbleTurnEmail,
  mumbleJumbleTurnEmailText,
} from '../../../emails/mumble-jumble/turn-email';
import { renderHtml } from '../../../emails/render';
import type { MumbleJumbleView } from '../../../engine/mumble-jumble/view';
import { gameTitle, playUrl, type TurnContext } from '../envelope';
import type { FamilyMailer, RenderedMail } from './mailer';
import { READING_RULES } from './mumble-jumble-reading';
import { type ParlorCommands, parlorHelp, sealedRecipients } from './parlor-help';
import { type ParlorPhaseParts, parlorTurnProps } from './parlor-turn';

/** Events only their sender needs to hear about: the others learn of them with the next phase. */
const PRIVATE = new Set(['chosen', 'answered']);

function viewOf(ctx: TurnContext, seat: number): MumbleJumbleView {
  return ctx.kind.view(ctx.record.config, ctx.state, seat) as MumbleJumbleView;
}

const names = (view: MumbleJumbleView, seats: number[]) =>
  seats.map((s) => view.seats[s]!.name).join(', ');

function headlineFor(view: MumbleJumbleView, seat: number, waitingFor: number[]): string {
  const round = `Round ${view.round}`;
  if (view.phase === 'over') {
    if (view.winners.includes(seat))
      return view.winners.length > 1 ? 'Game over — a shared win' : 'Game over — you won!';
    return `Game over — ${names(view, view.winners)} won`;
  }
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
  if (view.phase === 'over') return ['The game is over. Thank you for playing!'];
  const [phaseHelp, intro] = view.help.split('\n\n');
  const lines = waitingFor.includes(seat)
    ? [phaseHelp!]
    : [
        'Nothing more is needed from you in this phase; you will get an email when the next begins.',
      ];
  if (view.canBet)
    lines.push(
      `You have enough chips for a Bet-for-the-Win: reply BET (stake ${view.rules.betStake}).`,
    );
  if (first && intro) lines.push(intro);
  lines.push('Reply HELP for every command.');
  return lines;
}

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
  { title: 'How your reply is read', lines: READING_RULES },
];

const PHASE: ParlorPhaseParts<MumbleJumbleView> = { headline: headlineFor, howToReply };

export const mumbleJumbleMailer: FamilyMailer = {
  help(ctx, seat) {
    return parlorHelp(viewOf(ctx, seat).help, COMMANDS);
  },

  recipients: sealedRecipients(PRIVATE),

  async turn(ctx, seat, happened, moverSeat, note): Promise<RenderedMail> {
    const view = viewOf(ctx, seat);
    const props = await parlorTurnProps(ctx, seat, view, PHASE, happened, moverSeat, note);
    return {
      html: await renderHtml(createElement(MumbleJumbleTurnEmail, props)),
      text: mumbleJumbleTurnEmailText(props),
    };
  },

  async refusal(ctx, seat, command, reason): Promise<RenderedMail> {
    const view = viewOf(ctx, seat);
    const props = {
      gameTitle: gameTitle(ctx.record, ctx.kind),
      command,
      reason,
      view,
      playUrl: view.phase === 'over' ? null : await playUrl(ctx.env, ctx.record.id, seat, ctx.now),
      mustAct: ctx.kind.pending(ctx.record.config, ctx.state).seats.includes(seat),
    };
    return {
      html: await renderHtml(createElement(MumbleJumbleRefusalEmail, props)),
      text: mumbleJumbleRefusalEmailText(props),
    };
  },
};
