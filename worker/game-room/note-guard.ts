// What of a reply's note reaches the other seats: only text the player wrote above the history,
// and never if it names the sender's hidden information. What is held back, the sender is told.
import type { RoomPort } from './port';
import { tellSeat } from './tell-seat';

export interface NoteDecision {
  /** The note to relay, or null. */
  relay: string | null;
  /** Lines of the note that were not relayed, for the sender. */
  withheld: string[];
  /** Why they were held back. */
  why: 'below-history' | 'hidden' | null;
}

const MOST_LINES_LISTED = 8;
const LONGEST_LINE_LISTED = 80;

const linesOf = (note: string | null) =>
  (note ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * `note` is read from everything the player wrote, `above` from only what stands above the
 * history; `reveals` says whether a text names the sender's hidden information.
 */
export function decideNote(
  note: string | null,
  above: string | null,
  reveals: (text: string) => boolean,
): NoteDecision {
  const kept = new Set(linesOf(above));
  const below = linesOf(note).filter((line) => !kept.has(line));
  if (above !== null && reveals(above))
    return { relay: null, withheld: [...linesOf(above), ...below], why: 'hidden' };
  return { relay: above, withheld: below, why: below.length > 0 ? 'below-history' : null };
}

function listed(lines: string[]): string[] {
  const quoted = lines.map((line) =>
    line.length > LONGEST_LINE_LISTED
      ? `"${line.slice(0, LONGEST_LINE_LISTED - 1)}…"`
      : `"${line}"`,
  );
  if (quoted.length <= MOST_LINES_LISTED) return quoted;
  const more = quoted.length - MOST_LINES_LISTED + 1;
  return [...quoted.slice(0, MOST_LINES_LISTED - 1), `… and ${more} more lines`];
}

const EXPLAINED: Record<NonNullable<NoteDecision['why']>, string> = {
  'below-history':
    'These lines stood right above, among or below the quoted email, so they may not be yours: they were not sent to the others.',
  hidden:
    'Your note names your rack, your secret word or your sealed bet, so it was not sent to the others.',
};

/** Tells the sender, and only them, which lines of their note the others did not get. */
export async function reportWithheld(
  room: RoomPort,
  seat: number,
  decision: NoteDecision,
  requestId: string,
  now: number,
): Promise<void> {
  if (decision.why === null || decision.withheld.length === 0) return;
  const sections = [
    { title: 'Not sent to the others', lines: listed(decision.withheld) },
    {
      title: 'Why',
      lines: [
        EXPLAINED[decision.why],
        'To send a note, write NOTE and your text above the quoted email.',
      ],
    },
  ];
  await tellSeat(room, seat, sections, `withheld:${requestId}`, now);
}
