// How a finished rated game moved each player's rating, one line a player, the reader's first:
// "Your rating (crossword): 1500 → 1562 (+62)". Shown in every family's game-over email.
import { Section, Text } from '@react-email/components';

export interface RatingLine {
  name: string;
  you: boolean;
  /** The game family the rating belongs to (crossword, mumble-jumble, word-jam). */
  family: string;
  before: number;
  after: number;
}

/** Whole points, as GAMES and the leaderboard show them; the difference is of the shown figures. */
export function ratingLineText(line: RatingLine): string {
  const before = Math.round(line.before);
  const after = Math.round(line.after);
  const diff = after - before;
  const signed = diff > 0 ? `+${diff}` : diff < 0 ? `−${-diff}` : '±0';
  const whose = line.you ? 'Your rating' : `${line.name}’s rating`;
  return `${whose} (${line.family}): ${before} → ${after} (${signed})`;
}

/** The reader's line first, then the others in seat order. */
export function ratingLinesText(lines: readonly RatingLine[] | null | undefined): string[] {
  return Array.from(ordered(lines), ratingLineText);
}

function ordered(lines: readonly RatingLine[] | null | undefined): RatingLine[] {
  return [...(lines ?? [])].sort((a, b) => Number(b.you) - Number(a.you));
}

export function RatingLines({ lines }: { lines?: readonly RatingLine[] | null }) {
  if (!lines || lines.length === 0) return null;
  return (
    <Section style={{ margin: '8px 0', textAlign: 'center' }}>
      {ordered(lines).map((line) => (
        <Text
          key={`${line.name}:${line.you}`}
          style={{ fontSize: 14, margin: '0 0 4px', fontWeight: line.you ? 700 : 400 }}
        >
          {ratingLineText(line)}
        </Text>
      ))}
    </Section>
  );
}
