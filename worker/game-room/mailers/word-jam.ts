// Phase and refusal emails for Word Jam. Every new phase (Open Sesame, bets revealed, the Thieves'
// window, a vote, a new turn) mails every seat at once; a sealed bet or word is acknowledged to its
// sender only, so nobody learns it early.
import { createElement } from 'react';
import { renderHtml } from '../../../emails/render';
import {
  WordJamRefusalEmail,
  wordJamRefusalEmailText,
} from '../../../emails/word-jam/refusal-email';
import { turnTitle } from '../../../emails/word-jam/text';
import { WordJamTurnEmail, wordJamTurnEmailText } from '../../../emails/word-jam/turn-email';
import type { WordJamView } from '../../../engine/word-jam/view';
import { gameTitle, playUrl, type TurnContext } from '../envelope';
import type { FamilyMailer, RenderedMail } from './mailer';
import { type ParlorCommands, parlorHelp, sealedRecipients } from './parlor-help';
import { type ParlorPhaseParts, parlorTurnProps } from './parlor-turn';
import { READING_RULES } from './word-jam-reading';

/** Events only their sender needs to hear about: sealed bets and words, a word waiting its vote. */
const PRIVATE = new Set(['bet-placed', 'final-word', 'word-queued']);

function viewOf(ctx: TurnContext, seat: number): WordJamView {
  return ctx.kind.view(ctx.record.config, ctx.state, seat) as WordJamView;
}

const names = (view: WordJamView, seats: number[]) =>
  seats.map((s) => view.seats[s]!.name).join(', ') || 'the others';

function phaseHeadline(view: WordJamView, seat: number, waitingFor: number[]): string {
  const mine = waitingFor.includes(seat);
  const others = names(view, waitingFor);
  switch (view.phase) {
    case 'play':
      return mine ? 'Open Sesame! Send a word' : `waiting for ${others}`;
    case 'vote':
      return mine ? `vote on ${view.vote!.word}` : `waiting for the vote on ${view.vote!.word}`;
    case 'bet':
      if (view.aliBaba?.seat === seat) return 'you are Ali Baba — waiting for the bets';
      return mine ? 'Ali Baba or Thieves?' : `your bet is in — waiting for ${others}`;
    case 'thieves':
      return mine
        ? `Thieves' window: beat ${view.aliBaba!.value} coins`
        : `waiting for the Thieves (${others})`;
    case 'final-bet':
      return mine ? 'place your bet' : `your bet is in — waiting for ${others}`;
    case 'final-play':
      if (mine) return 'send your best word';
      return view.seats[seat]!.hasBet
        ? `your word is in — waiting for ${others}`
        : `no bet, so you sit this one out — waiting for ${others}`;
    case 'over':
      return '';
  }
}

function headlineFor(view: WordJamView, seat: number, waitingFor: number[]): string {
  if (view.phase === 'over') {
    if (view.winners.includes(seat))
      return view.winners.length > 1 ? 'Game over — a shared win' : 'Game over — you won!';
    return `Game over — ${names(view, view.winners)} won`;
  }
  // Out of a tie round, a player still votes on the words the Style card leaves to the table.
  if (!view.seats[seat]!.playing && !waitingFor.includes(seat))
    return `${turnTitle(view)}: you sit out — waiting for ${names(view, waitingFor)}`;
  return `${turnTitle(view)}: ${phaseHeadline(view, seat, waitingFor)}`;
}

function howToReply(view: WordJamView, seat: number, waitingFor: number[], first: boolean) {
  if (view.phase === 'over') return ['The game is over. Thank you for playing!'];
  const [phaseHelp, intro] = view.help.split('\n\n');
  const lines = waitingFor.includes(seat)
    ? [phaseHelp!]
    : ['Nothing is needed from you now; you will get an email when the next phase begins.'];
  if (first && intro) lines.push(intro);
  lines.push('Reply HELP for every command.');
  return lines;
}

const COMMANDS: ParlorCommands[] = [
  {
    title: 'Open Sesame (your word on the first line of the reply)',
    lines: [
      'CHARM                      your word (or WORD CHARM)',
      'WORD ALI BABA              a name of several words',
    ],
  },
  {
    title: 'Bets and the Thieves',
    lines: [
      'ALI BABA                   nobody will beat the word',
      'THIEVES                    you will send a better word',
      'THIEVES CHARM              bet and send your word at once',
      "CHARM  or  PASS            in the Thieves' window",
    ],
  },
  {
    title: 'Votes and the final turn',
    lines: [
      'VOTE YES  /  VOTE NO       does the word fit the Style card?',
      'ALI BABA  /  THIEVES       the final bet, then your word or PASS',
    ],
  },
  { title: 'How your reply is read', lines: READING_RULES },
];

const PHASE: ParlorPhaseParts<WordJamView> = { headline: headlineFor, howToReply };

export const wordJamMailer: FamilyMailer = {
  help(ctx, seat) {
    return parlorHelp(viewOf(ctx, seat).help, COMMANDS);
  },

  recipients: sealedRecipients(PRIVATE),

  async turn(ctx, seat, happened, moverSeat, note): Promise<RenderedMail> {
    const view = viewOf(ctx, seat);
    const props = await parlorTurnProps(ctx, seat, view, PHASE, happened, moverSeat, note);
    return {
      html: await renderHtml(createElement(WordJamTurnEmail, props)),
      text: wordJamTurnEmailText(props),
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
      html: await renderHtml(createElement(WordJamRefusalEmail, props)),
      text: wordJamRefusalEmailText(props),
    };
  },
};
