// What a GameRoom knows about its game besides the engine's config and state.
import type { TimeControl, TimeoutAction } from '../../engine/correspondence/index';
import type { RobotLevel } from '../../engine/robot/levels';

/** The correspondence clock chosen at creation. */
export interface GameTimeControl {
  control: TimeControl;
  /** What a seat's timeout does: an automatic pass, or loss of the game. */
  timeoutAction: TimeoutAction;
  /** Hours before the deadline at which reminders go out (default 24, 4, 1). */
  reminderHours?: number[];
}

export interface SeatRecord {
  name: string;
  /** Normalised email address; the only sender accepted for this seat. */
  email: string;
  /** Unguessable token in this seat's reply address. */
  token: string;
  /** Set for a robot seat (worker/robot): it plays at this level and never gets email. */
  robot?: RobotLevel | null;
}

export interface GameRecord {
  id: string;
  ruleset: string;
  lexicon: string;
  seed: string;
  createdAt: number;
  seats: SeatRecord[];
  config: unknown;
  /** Absent or null: no deadlines (parlor games still get phase deadlines, see correspondence). */
  timeControl?: GameTimeControl | null;
  /** Set when a tournament created the game: the tournament, and the game's id inside it. */
  tournamentId?: string | null;
  tournamentGameId?: string | null;
  /** The tournament's name and the game's round, copied at creation so every email can name
   * them without asking the tournament (null round: a round robin played all at once). */
  tournamentName?: string | null;
  tournamentRound?: number | null;
  /** Vacation days a year allowed in this game (a tournament's own allowance); default 30. */
  vacationDays?: number;
  /** Whether the result changes ratings (default: yes, for two or more players). */
  rated?: boolean;
  /** HINT allowed (casual games only: never rated or tournament games). */
  hints?: boolean;
}

export type SubmitSource =
  | { kind: 'email'; messageId: string | null; inReplyTo: string | null }
  | { kind: 'page' }
  | { kind: 'api' };

/** An inbound reply as the GameRoom needs it (the email handler reads the MIME). */
export interface MailForGame {
  token: string;
  messageId: string | null;
  inReplyTo: string | null;
  /** The References header's Message-IDs: the thread the reply quotes. */
  references?: string[];
  /** Normalised sender address. */
  from: string;
  autoReply: string | null;
  tooLarge: boolean;
  /** Only the newly written text, as the pattern-based strip found it. */
  text: string;
  /** The whole decoded body, history included: the room reads it against what it sent. */
  body?: string;
  subject: string;
  /** Where `text` came from: the text part, the HTML part, or the subject when the body was empty. */
  source: 'text' | 'html' | 'subject' | 'none';
  /** Identifies a message without a Message-ID (SHA-256 of sender, subject and text). */
  digest: string;
}
