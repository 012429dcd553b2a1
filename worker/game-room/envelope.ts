// The envelope of every game email: recipient, reply address with the seat's token, one subject
// per game (so every client threads it), Message-ID carrying the turn, In-Reply-To/References
// continuing the seat's thread, and the signed link to the seat's game page.
import type { Family, GameKind } from '../../engine/kind';
import type { Rating } from '../../engine/ratings/rating';
import type { Env } from '../env';
import { signingKeys } from '../links/keys';
import { type LinkClaims, type LinkSigner, linkSigner } from '../links/signed-link';
import { messageId, replyAddress } from '../mail/addresses';
import { autoSubmittedFor } from '../mail/auto-submitted';
import type { OutgoingMessage } from '../mail/message';
import type { SeatClockStatus } from '../rpc/game-room';
import type { GameRecord } from './record';

const LINK_LIFETIME_SECONDS = 60 * 24 * 3600;

export interface Thread {
  rootId: string;
  lastId: string;
  count: number;
}

export interface Composed {
  seat: number;
  message: OutgoingMessage;
  /** When it may go (default: at once); a held confirmation waits (confirmations.ts). */
  sendAt?: number;
}

/** Everything a mailer needs to know about the game at the moment of writing. */
export interface TurnContext {
  env: Env;
  record: GameRecord;
  kind: GameKind;
  state: unknown;
  turn: number;
  now: number;
  threads: Map<number, Thread>;
  /** Signs the seats' links of this batch of emails with one imported key (seatLinks(env)). */
  links: SeatLinks;
  /** Seats that unsubscribed from this game's emails (they still get answers to their own replies). */
  muted?: number[];
  /** Each seat's deadline after this turn (epoch ms), when the game has a clock. */
  deadlines?: Record<number, number>;
  /** Every seat's clock after this turn (time left, running or not), when the game has a clock. */
  clocks?: SeatClockStatus[];
  /** When this turn ends a rated game: every seat's rating before and after it. */
  ratingChanges?: RatingChange[];
  /** What every seat's email of one turn shares, made once (set by composeTurnMails). */
  shared?: Map<string, unknown>;
}

/** One seat's rating in its game family before and after a finished rated game. */
export interface RatingChange {
  seat: number;
  family: Family;
  before: Rating;
  after: Rating;
}

/** "Autumn Cup · round 2 · " before a tournament game's kind; nothing for any other game. */
function tournamentPrefix(record: GameRecord): string {
  if (!record.tournamentName) return '';
  const round = record.tournamentRound ? ` · round ${record.tournamentRound}` : '';
  return `${record.tournamentName}${round} · `;
}

/** The title line of every game email: "Autumn Cup · round 2 · Jamble · Ann v Bob · game k3x9ab". */
export function gameTitle(record: GameRecord, kind: GameKind): string {
  return `${tournamentPrefix(record)}${kind.title} · ${Array.from(record.seats, (s) => s.name).join(' v ')} · game ${record.id}`;
}

/** One subject for every email of a game, so every client threads it; it ends with the game's tag. */
export function gameSubject(record: GameRecord, kind: GameKind): string {
  return `${tournamentPrefix(record)}${kind.title}: ${Array.from(record.seats, (s) => s.name).join(' v ')} [game ${record.id}]`;
}

/**
 * The signed links of seats (game page, unsubscribe) for one batch of emails — a turn's, a digest,
 * a round's pairings — all signed with the current key. The key is looked up at the first link,
 * so a batch that signs none needs no LINK_SECRET, as before.
 */
export interface SeatLinks {
  /** The seat's game page. */
  play(gameId: string, seat: number, nowMs: number): Promise<string>;
  /** The one-click unsubscribe link of a seat (List-Unsubscribe, RFC 8058); good for a year. */
  unsubscribe(gameId: string, seat: number, nowMs: number): Promise<string>;
}

export function seatLinks(env: Env): SeatLinks {
  // Held by this value, made at its first link (see LinkSigner on why not by the module).
  let signer: LinkSigner | null = null;
  const link = async (
    gameId: string,
    seat: number,
    purpose: LinkClaims['purpose'],
    lifetimeSeconds: number,
    nowMs: number,
  ): Promise<string> => {
    signer ??= linkSigner(signingKeys(env)[0]!);
    const exp = Math.floor(nowMs / 1000) + lifetimeSeconds;
    const token = await signer.sign({ game: gameId, seat, exp, purpose });
    return `${env.PUBLIC_URL.replace(/\/$/, '')}/${purpose}/${token}`;
  };
  return {
    play: (gameId, seat, nowMs) => link(gameId, seat, 'play', LINK_LIFETIME_SECONDS, nowMs),
    unsubscribe: (gameId, seat, nowMs) => link(gameId, seat, 'unsubscribe', 365 * 24 * 3600, nowMs),
  };
}

/** The seat's game page in one of a turn's emails: signed once a turn, by the turn's `links`. */
export function turnPlayUrl(ctx: TurnContext, seat: number): Promise<string> {
  return onceInTurn(ctx, `play:${seat}`, () => ctx.links.play(ctx.record.id, seat, ctx.now));
}

/** The seat's unsubscribe link in one of a turn's emails, as turnPlayUrl. */
export function turnUnsubscribeUrl(ctx: TurnContext, seat: number): Promise<string> {
  return onceInTurn(ctx, `unsubscribe:${seat}`, () =>
    ctx.links.unsubscribe(ctx.record.id, seat, ctx.now),
  );
}

/**
 * What every seat's email of a turn shares, made for the first seat and reused for the others
 * (composeTurnMails gives every seat's email of one turn the same `ctx.shared`).
 */
export function onceInTurn<T>(ctx: TurnContext, key: string, make: () => T): T {
  if (!ctx.shared) return make();
  if (!ctx.shared.has(key)) ctx.shared.set(key, make());
  return ctx.shared.get(key) as T;
}

function threadHeaders(id: string, thread: Thread | undefined): Record<string, string> {
  if (!thread) return { 'Message-ID': id };
  const refs =
    thread.rootId === thread.lastId ? thread.rootId : `${thread.rootId} ${thread.lastId}`;
  return { 'Message-ID': id, 'In-Reply-To': thread.lastId, References: refs };
}

/** `mailKind` makes the outbox id unique per purpose (turn, refusal, help:…, board:…). */
export function envelope(
  ctx: Pick<TurnContext, 'env' | 'record' | 'kind' | 'turn' | 'threads'>,
  seat: number,
  mailKind: string,
): Omit<OutgoingMessage, 'text' | 'html'> {
  const player = ctx.record.seats[seat]!;
  const id = messageId(ctx.env.MAIL_DOMAIN, ctx.record.id, seat, ctx.turn);
  return {
    id: `${ctx.record.id}:${ctx.turn}:${seat}:${mailKind}`,
    to: player.email,
    from: ctx.env.MAIL_FROM,
    replyTo: replyAddress(ctx.env.MAIL_DOMAIN, ctx.record.id, player.token),
    subject: gameSubject(ctx.record, ctx.kind),
    headers: {
      ...threadHeaders(id, ctx.threads.get(seat)),
      'Auto-Submitted': autoSubmittedFor(mailKind),
    },
  };
}
