// How a finished rated game moved each player's rating, one line a player, the reader's first:
// "Your rating (crossword): 1500 → 1562 (+62)". Shown in every family's game-over email.
import { Section } from '@react-email/components';
import { Paragraph, textStyle } from './paragraph';

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

const ROW = Object.freeze({ margin: '8px 0', textAlign: 'center' } as const);
const YOURS = textStyle({ fontSize: 14, margin: '0 0 4px', fontWeight: 700 });
const THEIRS = textStyle({ fontSize: 14, margin: '0 0 4px', fontWeight: 400 });

export function RatingLines({ lines }: { lines?: readonly RatingLine[] | null }) {
  if (!lines || lines.length === 0) return null;
  return (
    <Section style={ROW}>
      {ordered(lines).map((line) => (
        <Paragraph key={`${line.name}:${line.you}`} style={line.you ? YOURS : THEIRS}>
          {ratingLineText(line)}
        </Paragraph>
      ))}
    </Section>
  );
}
