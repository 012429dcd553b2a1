// The frame every game's turn email shares, in HTML and in plain text: what happened, a relayed
// note, the game's own position, the ratings at a rated game's end, the game page and how to
// reply. Each game gives its position and whatever else is its own.
import { Button, Section } from '@react-email/components';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import { type ClockEntry, ClocksLine, clocksLine } from './clocks-line';
import { Layout } from './layout';
import { Paragraph, type TextStyle, textStyle } from './paragraph';
import { type RatingLine, RatingLines, ratingLinesText } from './rating-lines';

type Note = { from: string; text: string } | null;

export interface TurnFrameProps {
  gameTitle: string;
  headline: string;
  /** Plain sentences: what happened since the last email. */
  happened: string[];
  note: Note;
  playUrl: string | null;
  /** What to reply now. */
  howToReply: string[];
  /** Game over in a rated game: how it moved each player's rating. */
  ratings?: RatingLine[] | null;
  /** When the reader must move by, already worded (e.g. "Thu 3 Dec 2026, 14:00 UTC"), or null. */
  deadline?: string | null;
  /** Everyone's clock, in a timed game (absent or null: no line). */
  clocks?: ClockEntry[] | null;
}

// Made once, not in every email: each render of a style literal is one more object to collect.
const HAPPENED = textStyle({ fontSize: 15, margin: '0 0 6px' });
const HOW_TO_REPLY = textStyle({ fontSize: 13, margin: '0 0 4px' });
const NOTE = textStyle({
  fontSize: 14,
  borderLeft: `3px solid ${theme.accent}`,
  paddingLeft: 8,
});
const BUTTON_ROW = Object.freeze({ textAlign: 'center', margin: '12px 0' } as const);
const BUTTON = Object.freeze({
  background: theme.accent,
  color: '#fff',
  padding: '10px 18px',
  borderRadius: 6,
  fontSize: 15,
});

/** Sentences one to a paragraph, in the given type. */
function Sentences({ lines, style }: { lines: string[]; style: TextStyle }) {
  return (
    <>
      {Array.from(lines, (line) => (
        <Paragraph key={line} style={style}>
          {line}
        </Paragraph>
      ))}
    </>
  );
}

function RelayedNote({ note }: { note: Note }) {
  if (!note) return null;
  return (
    <Paragraph style={NOTE}>
      {note.from} says: {note.text}
    </Paragraph>
  );
}

function GamePageButton({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <Section style={BUTTON_ROW}>
      <Button href={href} style={BUTTON}>
        Open the game page
      </Button>
    </Section>
  );
}

/**
 * The frame in HTML. `preview` is the inbox's one line; `happened` may carry the game's own
 * sentences; `aside` stands between what happened and the note (the last move's score lines),
 * `closing` between the ratings and the game page (the rack, the unseen tiles, the deadline).
 */
export function TurnFrame(
  props: Omit<TurnFrameProps, 'deadline'> & {
    preview: string;
    aside?: ReactNode;
    position: ReactNode;
    closing?: ReactNode;
  },
) {
  return (
    <Layout preview={props.preview} gameTitle={props.gameTitle} headline={props.headline}>
      <Sentences lines={props.happened} style={HAPPENED} />
      {props.aside}
      <RelayedNote note={props.note} />
      {props.position}
      <RatingLines lines={props.ratings} />
      {props.closing}
      <ClocksLine clocks={props.clocks} />
      <GamePageButton href={props.playUrl} />
      <Sentences lines={props.howToReply} style={HOW_TO_REPLY} />
    </Layout>
  );
}

/**
 * The frame in plain text: `aside` follows what happened, `position` is the position's
 * paragraphs (an empty one left out), then ratings, clocks, deadline, game page and how to reply.
 */
export function turnFrameText(
  props: TurnFrameProps,
  aside: string[],
  position: string[][],
): string {
  const lines = [props.gameTitle, '', props.headline, '', ...props.happened, ...aside];
  if (props.note) lines.push('', `${props.note.from} says: ${props.note.text}`);
  for (const block of position) if (block.length > 0) lines.push('', ...block);
  const ratings = ratingLinesText(props.ratings);
  if (ratings.length) lines.push('', ...ratings);
  const clocks = clocksLine(props.clocks);
  if (clocks) lines.push('', clocks);
  if (props.deadline) lines.push('', `Reply by ${props.deadline}`);
  if (props.playUrl) lines.push('', `Game page: ${props.playUrl}`);
  lines.push('', ...props.howToReply);
  return `${lines.join('\n')}\n`;
}
