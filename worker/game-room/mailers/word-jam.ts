// Phase and refusal emails for Word Jam. Every new phase (Open Sesame, bets revealed, the Thieves'
// window, a vote, a new turn) mails every seat at once; a sealed bet or word is acknowledged to its
// sender only, so nobody learns it early.

import { wordJamEmails } from '../../../emails/word-jam/emails';
import { turnTitle } from '../../../emails/word-jam/text';
import type { WordJamView } from '../../../engine/word-jam/view';
import type { ParlorCommands } from './parlor-help';
import { parlorMailer } from './parlor-mailer';
import { gameOverHeadline, phaseReplyLines } from './parlor-turn';
import { READING_RULES } from './word-jam-reading';

/** Events only their sender needs to hear about: sealed bets and words, a word waiting its vote. */
const PRIVATE: ReadonlySet<string> = new Set(['bet-placed', 'final-word', 'word-queued']);

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
  if (view.phase === 'over') return gameOverHeadline(view.winners, seat, names(view, view.winners));
  // Out of a tie round, a player still votes on the words the Style card leaves to the table.
  if (!view.seats[seat]!.playing && !waitingFor.includes(seat))
    return `${turnTitle(view)}: you sit out — waiting for ${names(view, waitingFor)}`;
  return `${turnTitle(view)}: ${phaseHeadline(view, seat, waitingFor)}`;
}

function howToReply(view: WordJamView, seat: number, waitingFor: number[], first: boolean) {
  return phaseReplyLines(view, seat, waitingFor, first, IDLE);
}

const IDLE = 'Nothing is needed from you now; you will get an email when the next phase begins.';

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
];

export const wordJamMailer = parlorMailer<WordJamView>({
  headline: headlineFor,
  howToReply,
  commands: COMMANDS,
  readingRules: READING_RULES,
  sealed: PRIVATE,
  emails: wordJamEmails,
});
