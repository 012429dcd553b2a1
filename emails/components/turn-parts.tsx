// The pieces every game's turn email shares: what happened, a relayed note, the game-page
// button and the reply instructions, in HTML and in plain text. Each game adds its own position
// between them.
import { Button, Section, Text } from '@react-email/components';
import { theme } from '../theme';
import { type RatingLine, ratingLinesText } from './rating-lines';

type Note = { from: string; text: string } | null;

/** Sentences one to a paragraph, in the given type. */
function Sentences({
  lines,
  fontSize,
  margin,
}: {
  lines: string[];
  fontSize: number;
  margin: string;
}) {
  return (
    <>
      {lines.map((line) => (
        <Text key={line} style={{ fontSize, margin }}>
          {line}
        </Text>
      ))}
    </>
  );
}

export function Happened({ lines }: { lines: string[] }) {
  return <Sentences lines={lines} fontSize={15} margin="0 0 6px" />;
}

export function RelayedNote({ note }: { note: Note }) {
  if (!note) return null;
  return (
    <Text style={{ fontSize: 14, borderLeft: `3px solid ${theme.accent}`, paddingLeft: 8 }}>
      {note.from} says: {note.text}
    </Text>
  );
}

export function GamePageButton({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <Section style={{ textAlign: 'center', margin: '12px 0' }}>
      <Button
        href={href}
        style={{
          background: theme.accent,
          color: '#fff',
          padding: '10px 18px',
          borderRadius: 6,
          fontSize: 15,
        }}
      >
        Open the game page
      </Button>
    </Section>
  );
}

export function ReplyLines({ lines }: { lines: string[] }) {
  return <Sentences lines={lines} fontSize={13} margin="0 0 4px" />;
}

/** The plain text's opening: the game, the headline and what happened. */
export function turnTextOpening(props: {
  gameTitle: string;
  headline: string;
  happened: string[];
}): string[] {
  return [props.gameTitle, '', props.headline, '', ...props.happened];
}

/** The relayed note in plain text, after a blank line (nothing without a note). */
export function relayedNoteText(note: Note): string[] {
  return note ? ['', `${note.from} says: ${note.text}`] : [];
}

/** The plain text's close: ratings at a rated game's end, the deadline, the page, how to reply. */
export function turnTextClose(props: {
  ratings?: RatingLine[] | null;
  deadline?: string | null;
  playUrl: string | null;
  howToReply: string[];
}): string[] {
  const lines: string[] = [];
  const ratings = ratingLinesText(props.ratings);
  if (ratings.length) lines.push('', ...ratings);
  if (props.deadline) lines.push('', `Reply by ${props.deadline}`);
  if (props.playUrl) lines.push('', `Game page: ${props.playUrl}`);
  lines.push('', ...props.howToReply);
  return lines;
}
