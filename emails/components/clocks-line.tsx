// Everyone's clock in one line of a turn email, HTML and plain text alike:
// "Clocks: Ann 2d 4h (to move) · Bob 5d 1h". Untimed games have no clocks and no line.
import { theme } from '../theme';
import { Paragraph, textStyle } from './paragraph';

export interface ClockEntry {
  name: string;
  /** Counted time left: of the running turn, or the bank for the seat's next turn. */
  timeLeftMs: number;
  /** This seat's clock runs now: it must move. */
  toMove: boolean;
  onVacation: boolean;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "2d 4h", "3h 20m", "45m", "<1m": short enough for every seat on one line of a phone. */
export function shortTimeLeft(ms: number): string {
  const days = Math.floor(ms / DAY_MS);
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`;
  return minutes > 0 ? `${minutes}m` : '<1m';
}

function entryText(c: ClockEntry): string {
  const notes = [c.toMove ? 'to move' : null, c.onVacation ? 'on vacation' : null].filter(Boolean);
  return `${c.name} ${shortTimeLeft(c.timeLeftMs)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

/** The line, or null when the game has no clock. */
export function clocksLine(clocks: readonly ClockEntry[] | null | undefined): string | null {
  if (!clocks || clocks.length === 0) return null;
  return `Clocks: ${clocks.map(entryText).join(' · ')}`;
}

const LINE = textStyle({
  fontSize: 13,
  color: theme.muted,
  textAlign: 'center',
  margin: '0 0 8px',
});

export function ClocksLine({ clocks }: { clocks?: readonly ClockEntry[] | null }) {
  const line = clocksLine(clocks);
  if (!line) return null;
  return <Paragraph style={LINE}>{line}</Paragraph>;
}
