// Plain-text pieces of Word Jam emails: the deal, the Style card, Ali Baba, the vote, the cave and
// the scores, with the same facts as the HTML.
import type { WordJamView } from '../../engine/word-jam/view';
import { type ScoreRow, scoreTableText } from '../components/score-table';
import { seatRows } from '../parlor/seat-rows';

type Seat = WordJamView['seats'][number];

export function turnTitle(view: WordJamView): string {
  if (view.turnKind === 'tie') return `Tie round (after turn ${view.turns})`;
  if (view.turnKind === 'final') return `Turn ${view.turn} of ${view.turns} — the final turn`;
  return `Turn ${view.turn} of ${view.turns}`;
}

/** What a seat has done in this phase, without giving away a sealed bet or word. */
export function seatStatus(view: WordJamView, seat: Seat): string {
  if (view.phase === 'over') return view.winners.includes(seat.seat) ? 'winner' : '';
  if (!seat.playing) return 'sits out this tie round';
  const side =
    seat.side === 'ali-baba' ? 'Ali Baba side' : seat.side === 'thieves' ? 'Thief' : null;
  switch (view.phase) {
    case 'play':
      return '';
    case 'vote':
      return view.vote?.voters.includes(seat.seat) ? 'votes' : '';
    case 'bet':
      if (view.aliBaba?.seat === seat.seat) return 'Ali Baba';
      return [seat.hasBet ? 'has bet' : 'betting', side].filter(Boolean).join(', ');
    case 'thieves':
      if (view.aliBaba?.seat === seat.seat) return 'Ali Baba';
      return [side, seat.side === 'thieves' && seat.hasWord ? 'word in' : null]
        .filter(Boolean)
        .join(', ');
    case 'final-bet':
      return [seat.hasBet ? 'has bet' : 'betting', side].filter(Boolean).join(', ');
    case 'final-play':
      return [side, seat.hasBet ? (seat.hasWord ? 'ready' : 'choosing a word') : 'did not bet']
        .filter(Boolean)
        .join(', ');
  }
}

export function dealLine(view: WordJamView): string {
  const cards = view.deal.map((c) =>
    c.coins === null ? `${c.letter}=banned` : `${c.letter}=${c.coins}`,
  );
  return `Deal: ${cards.join('  ')}`;
}

export function turnLines(view: WordJamView): string[] {
  const lines = [turnTitle(view), dealLine(view), `Style card: ${view.style.title}`];
  if (view.style.decidedBy === 'vote') lines.push('  (the other players vote on each word)');
  const final = view.turnKind !== 'ordinary';
  lines.push(
    final
      ? `At stake: best Ali Baba-side word ${view.cave.red}, best Thieves word ${view.cave.yellow}`
      : `The cave: ${view.cave.red} for the winner (red), ${view.cave.yellow} for each follower (yellow)`,
  );
  if (view.aliBaba) {
    const who = view.seats[view.aliBaba.seat]!.name;
    lines.push(`Ali Baba: ${who} with ${view.aliBaba.word}, worth ${view.aliBaba.value} coins`);
  }
  if (view.vote) {
    const who = view.seats[view.vote.seat]!.name;
    lines.push(
      `Vote: ${who}'s ${view.vote.word} (${view.vote.value} coins): ${view.vote.yes} yes, ${view.vote.no} no so far`,
    );
  }
  if (view.yourWord) lines.push(`Your word: ${view.yourWord.word} (${view.yourWord.value} coins)`);
  if (view.words?.length) {
    lines.push(
      `Words: ${view.words.map((w) => `${view.seats[w.seat]!.name} ${w.word} (${w.value})`).join(', ')}`,
    );
  }
  return lines;
}

/** Every seat's score and what it is doing, for the HTML table and the text alike. */
export function scoreRows(view: WordJamView): ScoreRow[] {
  return seatRows(
    view,
    (s) => s.score,
    (s) => seatStatus(view, s),
  );
}

/** The turn in plain text, paragraph by paragraph (at the end only the scores). */
export function turnText(view: WordJamView): string[][] {
  return [view.phase === 'over' ? [] : turnLines(view), scoreTableText('Scores', scoreRows(view))];
}

/** The last finished turn: who said what and the points, for the email that follows it. */
export function lastTurnLines(view: WordJamView): string[] {
  const last = view.history.at(-1);
  if (!last) return [];
  const name = (s: number) => view.seats[s]!.name;
  const said = [last.aliBaba, ...last.words]
    .filter((w) => w !== null)
    .map((w) => `${name(w.seat)} ${w.word} (${w.value})`);
  const points = last.points.flatMap((p, s) => (p > 0 ? [`${name(s)} +${p}`] : []));
  return [
    `Last turn (${last.number}): ${said.join(', ') || 'no word'}; ${points.join(', ') || 'nobody scored'}.`,
  ];
}
