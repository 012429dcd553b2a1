// What a GameRoom knows about its game besides the engine's config and state.
export interface SeatRecord {
  name: string;
  /** Normalised email address; the only sender accepted for this seat. */
  email: string;
  /** Unguessable token in this seat's reply address. */
  token: string;
}

export interface GameRecord {
  id: string;
  ruleset: string;
  lexicon: string;
  seed: string;
  createdAt: number;
  seats: SeatRecord[];
  config: unknown;
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
  /** Normalised sender address. */
  from: string;
  autoReply: string | null;
  tooLarge: boolean;
  /** Only the newly written text. */
  text: string;
  /** Identifies a message without a Message-ID (SHA-256 of sender, subject and text). */
  digest: string;
}
