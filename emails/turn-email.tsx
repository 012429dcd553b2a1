// The email every player gets after every turn (and at the start): what happened, the board,
// the scores, your rack, the unseen tiles, whose turn it is, and how to answer.
import { Section, Text } from '@react-email/components';
import type { CrosswordView } from '../engine/crossword/view';
import { BoardTable } from './components/board-table';
import { Layout } from './components/layout';
import { RackTiles } from './components/rack-tiles';
import { type RatingLine, RatingLines, ratingLinesText } from './components/rating-lines';
import { ScoreTable } from './components/score-table';
import { GamePageButton, Happened, RelayedNote, ReplyLines } from './components/turn-parts';
import { type Prerendered, PrerenderedSlot } from './prerendered';
import {
  boardLines,
  endOfGameLines,
  happenedLines,
  playerLines,
  rackLine,
  unseenLine,
  wordsOnBoardLines,
} from './text/crossword-text';
import { theme } from './theme';

export interface TurnEmailProps {
  gameTitle: string;
  headline: string;
  /** Plain sentences: what happened since the last email. */
  happened: string[];
  view: CrosswordView;
  viewerSeat: number | null;
  note: { from: string; text: string } | null;
  playUrl: string | null;
  /** How to reply, with an example from the reader's own rack. */
  howToReply: string[];
  /** When the reader must move by, already worded (e.g. "Thu 3 Dec 2026, 14:00 UTC"), or null. */
  deadline?: string | null;
  /** Game over in a rated game: how it moved each player's rating. */
  ratings?: RatingLine[] | null;
  /** turnBoard(view) rendered once for every seat's email of the turn (prerender); else rendered here. */
  board?: Prerendered;
}

/** The board as the turn email shows it: the same for every seat. */
export function turnBoard(view: CrosswordView) {
  return <BoardTable view={view} caption={boardCaption(view.moves.length)} />;
}

/** "The board after 2 moves": moves made so far (moveNumber is the next move's number). */
export function boardCaption(played: number): string {
  return played === 0
    ? 'The board, before the first move'
    : `The board after ${played} move${played === 1 ? '' : 's'}`;
}

/**
 * The last move's score lines, with its sentence when this email's news does not already say it
 * (a reply to GAMES, BOARD or UNDO): score lines are never shown without the move they belong to.
 */
export function lastMoveLines(props: TurnEmailProps): {
  sentence: string | null;
  breakdown: string[];
} {
  const last = props.view.lastMove;
  if (!last || last.breakdown.length === 0) return { sentence: null, breakdown: [] };
  const told = props.happened.includes(last.text);
  const sentence = told
    ? null
    : last.seat === props.viewerSeat
      ? `Your last move: ${last.text}`
      : `The last move: ${last.text}`;
  return { sentence, breakdown: last.breakdown };
}

export function TurnEmail(props: TurnEmailProps) {
  const { view, viewerSeat } = props;
  const last = lastMoveLines(props);
  const happened = happenedLines(props.happened, view, viewerSeat);
  return (
    <Layout
      preview={props.happened[0] ?? props.headline}
      gameTitle={props.gameTitle}
      headline={props.headline}
    >
      <Happened lines={last.sentence ? [...happened, last.sentence] : happened} />
      {last.breakdown.length > 0 ? (
        <Text
          style={{ fontSize: 13, color: theme.muted, margin: '0 0 8px', fontFamily: theme.mono }}
        >
          {last.breakdown.join(' · ')}
        </Text>
      ) : null}
      <RelayedNote note={props.note} />
      <Section style={{ margin: '8px 0' }}>
        {props.board ? <PrerenderedSlot part={props.board} /> : turnBoard(view)}
      </Section>
      <ScoreTable
        bagCount={view.bag === undefined && view.rack === null ? null : view.bagCount}
        rows={view.players.map((p) => ({
          name: p.name,
          score: p.score,
          toMove: view.toMove === p.seat,
          you: p.seat === viewerSeat,
        }))}
      />
      <RatingLines lines={props.ratings} />
      {endOfGameLines(view).map((line) => (
        <Text key={line} style={{ fontSize: 13, margin: '0 0 4px', wordBreak: 'break-word' }}>
          {line}
        </Text>
      ))}
      {view.rack && view.rack.length > 0 ? (
        <Section style={{ margin: '8px 0' }}>
          <Text style={{ textAlign: 'center', fontSize: 13, color: theme.muted, margin: 0 }}>
            Your rack
          </Text>
          <RackTiles tiles={view.rack} label="Your rack" />
        </Section>
      ) : null}
      {unseenLine(view) ? (
        <Text
          style={{ fontSize: 12, color: theme.muted, margin: '0 0 8px', wordBreak: 'break-word' }}
        >
          {unseenLine(view)}
        </Text>
      ) : null}
      {props.deadline ? (
        <Text style={{ fontSize: 14, fontWeight: 700, textAlign: 'center' }}>
          Reply by {props.deadline}
        </Text>
      ) : null}
      <GamePageButton href={props.playUrl} />
      <ReplyLines lines={props.howToReply} />
    </Layout>
  );
}

export function turnEmailText(props: TurnEmailProps): string {
  const { view } = props;
  const lines = [
    props.gameTitle,
    '',
    props.headline,
    '',
    ...happenedLines(props.happened, view, props.viewerSeat),
  ];
  const last = lastMoveLines(props);
  if (last.sentence) lines.push(last.sentence);
  lines.push(...last.breakdown.map((b) => `  ${b}`));
  if (props.note) lines.push('', `${props.note.from} says: ${props.note.text}`);
  lines.push('', ...boardLines(view));
  const words = wordsOnBoardLines(view);
  if (words.length) lines.push('', ...words);
  lines.push('', ...playerLines(view, props.viewerSeat));
  const rack = rackLine(view);
  if (rack) lines.push(rack);
  const unseen = unseenLine(view);
  if (unseen) lines.push(unseen);
  const ending = endOfGameLines(view);
  if (ending.length) lines.push('', ...ending);
  const ratings = ratingLinesText(props.ratings);
  if (ratings.length) lines.push('', ...ratings);
  if (props.deadline) lines.push('', `Reply by ${props.deadline}`);
  if (props.playUrl) lines.push('', `Game page: ${props.playUrl}`);
  lines.push('', ...props.howToReply);
  return `${lines.join('\n')}\n`;
}

export default TurnEmail;
