// Plain-text pieces of Mumble-Jumble emails: the same facts as the HTML, readable anywhere.
import type { MumbleJumbleView } from '../../engine/mumble-jumble/view';
import { type ScoreRow, scoreTableText } from '../components/score-table';
import { seatRows } from '../parlor/seat-rows';
import { jumbleText } from './jumble-tiles';

type Seat = MumbleJumbleView['seats'][number];

/** What a seat has done in the current phase, in a few words (never an answer itself). */
export function seatStatus(view: MumbleJumbleView, seat: Seat): string {
  const bet = seat.betForTheWin ? ', Bet-for-the-Win' : '';
  const opponentTrays = view.trays.filter((t) => t.owner !== seat.seat).length;
  switch (view.phase) {
    case 'choose':
      return (seat.chosen ? 'has chosen' : 'choosing') + bet;
    case 'solve':
      return `answered ${seat.answered} of ${opponentTrays}${seat.votedToEnd ? ', votes to end' : ''}${bet}`;
    case 'challenge':
      return (seat.done ? 'done' : 'may challenge') + bet;
    case 'over':
      return view.winners.includes(seat.seat) ? 'winner' : '';
  }
}

/** Every seat's chips and what it is doing, for the HTML table and the text alike. */
export function chipRows(view: MumbleJumbleView): ScoreRow[] {
  return seatRows(
    view,
    (s) => s.chips,
    (s) => seatStatus(view, s),
  );
}

/** The trays of the round: jumbles, and once the round has ended the words and every answer. */
export function trayLines(view: MumbleJumbleView): string[] {
  if (view.trays.length === 0) return [];
  const lines = [`Round ${view.round} trays (${view.wordLength} letters):`];
  for (const tray of view.trays) {
    const mine = tray.owner === view.you;
    const word = tray.word ? ` = ${tray.word}` : '';
    lines.push(
      `  ${tray.id}. ${jumbleText(tray.jumble)}  ${mine ? 'yours' : tray.ownerName}${word}`,
    );
    if (view.answers) {
      view.answers.forEach((answers, seat) => {
        const a = answers.find((x) => x.tray === tray.id);
        if (a)
          lines.push(`       ${view.seats[seat]!.name}: ${a.word}${a.upheld ? '' : ' (struck)'}`);
      });
    } else {
      const a = view.yourAnswers.find((x) => x.tray === tray.id);
      if (a) lines.push(`       your answer: ${a.word}`);
    }
  }
  return lines;
}

export function yourWordLines(view: MumbleJumbleView): string[] {
  if (view.phase !== 'choose' || view.yourWords.length === 0) return [];
  return view.yourWords.map((w) => `Your secret word: ${w.word}, shown as ${jumbleText(w.jumble)}`);
}

export function challengeLines(view: MumbleJumbleView): string[] {
  return view.challenges.map((c) => {
    const who = view.seats[c.challenger]!.name;
    const whose = view.seats[c.target]!.name;
    return `  ${who} challenged ${whose}'s ${c.word}: ${c.acceptable ? 'acceptable, the chip goes to the bank' : 'not a word, struck'}`;
  });
}

/** The last closed round: each tray's word, what everyone earned, and bets settled. */
export function lastRoundLines(view: MumbleJumbleView): string[] {
  const last = view.history.at(-1);
  if (!last || (view.phase !== 'choose' && view.phase !== 'over')) return [];
  const words = last.trays.map((t) => `${t.jumble} = ${t.word} (${view.seats[t.owner]!.name})`);
  const earned = last.earned.map((e, s) => `${view.seats[s]!.name} +${e}`).join(', ');
  return [`Round ${last.number}: ${words.join('; ') || 'no trays'}`, `Earned: ${earned}`];
}

/** The round in the phase email's plain text, paragraph by paragraph. */
export function roundText(view: MumbleJumbleView): string[][] {
  const challenges = challengeLines(view);
  return [
    yourWordLines(view),
    trayLines(view),
    challenges.length ? ['Challenges:', ...challenges] : [],
    lastRoundLines(view),
    scoreTableText('Chips', chipRows(view)),
  ];
}

/** The round as a refusal shows it in plain text: your word, the trays and the chips. */
export function refusalRoundText(view: MumbleJumbleView): string[][] {
  return [yourWordLines(view), trayLines(view), scoreTableText('Chips', chipRows(view))];
}
