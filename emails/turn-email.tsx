// The email every player gets after every turn (and at the start): what happened, the board,
// the scores, your rack, the unseen tiles, whose turn it is, and how to answer.
import { Section } from '@react-email/components';
import type { CrosswordView } from '../engine/crossword/view';
import { BoardTable } from './components/board-table';
import { Paragraph, textStyle } from './components/paragraph';
import { RackTiles } from './components/rack-tiles';
import { ScoreTable, scoresCaption } from './components/score-table';
import { TurnFrame, type TurnFrameProps, turnFrameText } from './components/turn-parts';
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

/** `howToReply` gives an example from the reader's own rack; `deadline` is the reader's own. */
export interface TurnEmailProps extends TurnFrameProps {
  view: CrosswordView;
  viewerSeat: number | null;
  /** turnBoard(view) rendered once for every seat's email of the turn (prerender); else rendered here. */
  board?: Prerendered;
  /** wordsOnBoardLines(view), made once for every seat's email of the turn; else made here. */
  wordsOnBoard?: string[];
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

// Made once, not in every email: each render of a style literal is one more object to collect,
// and a paragraph's is worked out as React Email's Text would (components/paragraph.tsx).
const BOARD_ROW = Object.freeze({ margin: '8px 0' });
const END_LINE = textStyle({
  fontSize: 13,
  margin: '0 0 4px',
  wordBreak: 'break-word',
});
const RACK_CAPTION = textStyle({
  textAlign: 'center',
  fontSize: 13,
  color: theme.muted,
  margin: 0,
});
const UNSEEN = textStyle({
  fontSize: 12,
  color: theme.muted,
  margin: '0 0 8px',
  wordBreak: 'break-word',
});
const DEADLINE = textStyle({ fontSize: 14, fontWeight: 700, textAlign: 'center' });
const BREAKDOWN = textStyle({
  fontSize: 13,
  color: theme.muted,
  margin: '0 0 8px',
  fontFamily: theme.mono,
});

/** The board and the scores: the crossword position. */
function Position({ view, viewerSeat, board }: TurnEmailProps) {
  return (
    <>
      <Section style={BOARD_ROW}>
        {board ? <PrerenderedSlot part={board} /> : turnBoard(view)}
      </Section>
      <ScoreTable
        caption={scoresCaption(view.bag === undefined && view.rack === null ? null : view.bagCount)}
        rows={Array.from(view.players, (p) => ({
          seat: p.seat,
          name: p.name,
          score: p.score,
          toMove: view.toMove === p.seat,
          you: p.seat === viewerSeat,
        }))}
      />
    </>
  );
}

/** After the ratings: how the game ended, your rack, the unseen tiles and the deadline. */
function Closing({
  view,
  viewerSeat,
  deadline,
}: Pick<TurnEmailProps, 'view' | 'viewerSeat' | 'deadline'>) {
  const unseen = unseenLine(view, viewerSeat);
  return (
    <>
      {Array.from(endOfGameLines(view), (line) => (
        <Paragraph key={line} style={END_LINE}>
          {line}
        </Paragraph>
      ))}
      {view.rack && view.rack.length > 0 ? (
        <Section style={BOARD_ROW}>
          <Paragraph style={RACK_CAPTION}>Your rack</Paragraph>
          <RackTiles tiles={view.rack} label="Your rack" />
        </Section>
      ) : null}
      {unseen ? <Paragraph style={UNSEEN}>{unseen}</Paragraph> : null}
      {deadline ? <Paragraph style={DEADLINE}>Reply by {deadline}</Paragraph> : null}
    </>
  );
}

export function TurnEmail(props: TurnEmailProps) {
  const last = lastMoveLines(props);
  // The reader's own exchange gains which tiles went back and came (happenedLines).
  const happened = happenedLines(props.happened, props.view, props.viewerSeat);
  return (
    <TurnFrame
      {...props}
      preview={props.happened[0] ?? props.headline}
      happened={last.sentence ? [...happened, last.sentence] : happened}
      aside={
        last.breakdown.length > 0 ? (
          <Paragraph style={BREAKDOWN}>{last.breakdown.join(' · ')}</Paragraph>
        ) : null
      }
      position={<Position {...props} />}
      closing={
        <Closing view={props.view} viewerSeat={props.viewerSeat} deadline={props.deadline} />
      }
    />
  );
}

export function turnEmailText(props: TurnEmailProps): string {
  const { view } = props;
  const last = lastMoveLines(props);
  const aside = [
    ...(last.sentence ? [last.sentence] : []),
    ...Array.from(last.breakdown, (b) => `  ${b}`),
  ];
  const rack = rackLine(view);
  const unseen = unseenLine(view, props.viewerSeat);
  const players = [
    ...playerLines(view, props.viewerSeat),
    ...(rack ? [rack] : []),
    ...(unseen ? [unseen] : []),
  ];
  const happened = happenedLines(props.happened, view, props.viewerSeat);
  return turnFrameText({ ...props, happened }, aside, [
    boardLines(view),
    props.wordsOnBoard ?? wordsOnBoardLines(view),
    players,
    endOfGameLines(view),
  ]);
}

export default TurnEmail;
