// Builds the emails a turn causes: one per seat, threaded, with that seat's own view, reply
// address and signed link. Pure apart from rendering; the caller commits them to the outbox.
import { createElement } from 'react';
import { RefusalEmail, refusalEmailText } from '../../emails/refusal-email';
import { renderHtml } from '../../emails/render';
import { TurnEmail, turnEmailText } from '../../emails/turn-email';
import type { CrosswordView } from '../../engine/crossword/view';
import type { GameEvent, GameKind } from '../../engine/kind';
import type { Env } from '../env';
import { signingKeys } from '../links/keys';
import { signLink } from '../links/signed-link';
import { messageId, replyAddress } from '../mail/addresses';
import type { OutgoingMessage } from '../mail/message';
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
}

export interface TurnContext {
  env: Env;
  record: GameRecord;
  kind: GameKind;
  state: unknown;
  turn: number;
  now: number;
  threads: Map<number, Thread>;
}

export function gameTitle(record: GameRecord, kind: GameKind): string {
  return `${kind.title} · ${record.seats.map((s) => s.name).join(' v ')} · game ${record.id}`;
}

export async function playUrl(
  env: Env,
  gameId: string,
  seat: number,
  nowMs: number,
): Promise<string> {
  const [key] = signingKeys(env);
  const token = await signLink(key!, {
    game: gameId,
    seat,
    exp: Math.floor(nowMs / 1000) + LINK_LIFETIME_SECONDS,
    purpose: 'play',
  });
  return `${env.PUBLIC_URL.replace(/\/$/, '')}/play/${token}`;
}

function threadHeaders(id: string, thread: Thread | undefined): Record<string, string> {
  if (!thread) return { 'Message-ID': id };
  const refs =
    thread.rootId === thread.lastId ? thread.rootId : `${thread.rootId} ${thread.lastId}`;
  return { 'Message-ID': id, 'In-Reply-To': thread.lastId, References: refs };
}

export function envelope(
  ctx: TurnContext,
  seat: number,
  kindOfMail: string,
): Omit<OutgoingMessage, 'text' | 'html'> {
  const player = ctx.record.seats[seat]!;
  const id = messageId(ctx.env.MAIL_DOMAIN, ctx.record.id, seat, ctx.turn);
  return {
    id: `${ctx.record.id}:${ctx.turn}:${seat}:${kindOfMail}`,
    to: player.email,
    from: ctx.env.MAIL_FROM,
    replyTo: replyAddress(ctx.env.MAIL_DOMAIN, ctx.record.id, player.token),
    // One subject for the whole game keeps every client's threading together.
    subject: `${ctx.kind.title}: ${ctx.record.seats.map((s) => s.name).join(' v ')} [game ${ctx.record.id}]`,
    headers: threadHeaders(id, ctx.threads.get(seat)),
  };
}

function headlineFor(
  view: CrosswordView,
  seat: number,
  record: GameRecord,
  moverSeat: number | null,
): string {
  if (view.over) {
    const winners = view.result?.winners ?? [];
    if (winners.length !== 1) return 'Game over — a draw';
    return winners[0] === seat
      ? 'Game over — you won!'
      : `Game over — ${record.seats[winners[0]!]!.name} won`;
  }
  if (view.toMove === seat) return `Your turn, ${record.seats[seat]!.name}`;
  const next = view.toMove === null ? 'waiting' : `${record.seats[view.toMove]!.name} to play`;
  return moverSeat === seat ? `Move accepted — ${next}` : next;
}

function howToReply(view: CrosswordView, seat: number): string[] {
  if (view.over) return ['The game is over. Thank you for playing!'];
  if (view.toMove !== seat) return ['Nothing to do until it is your turn; you will get an email.'];
  return [
    'Reply to this email with your move: a start square, across or down, and the letters you put down, e.g. "H8 across PLANE".',
    'Or reply PASS, EXCHANGE and the letters (e.g. EXCHANGE QU), or RESIGN.',
  ];
}

/** One turn email per seat, after a move (or at the start, with `happened` as the invitation). */
export interface TurnMailOptions {
  /** Only these seats (default: every seat). */
  seats?: number[];
  /** Distinguishes a resent board from the turn's own email in the outbox (ids must differ). */
  mailKind?: string;
}

export async function composeTurnMails(
  ctx: TurnContext,
  happened: GameEvent[],
  moverSeat: number | null,
  note: { from: string; text: string } | null,
  options: TurnMailOptions = {},
): Promise<Composed[]> {
  const config = (ctx.record.config ?? {}) as unknown;
  const out: Composed[] = [];
  const seats = options.seats ?? ctx.record.seats.map((_, i) => i);
  for (const seat of seats) {
    const view = ctx.kind.view(config, ctx.state, seat) as CrosswordView;
    const props = {
      gameTitle: gameTitle(ctx.record, ctx.kind),
      headline: headlineFor(view, seat, ctx.record, moverSeat),
      happened: happened.map((e) => e.text),
      view,
      viewerSeat: seat,
      note: note && moverSeat !== seat ? note : null,
      playUrl: view.over ? null : await playUrl(ctx.env, ctx.record.id, seat, ctx.now),
      howToReply: howToReply(view, seat),
    };
    const html = await renderHtml(createElement(TurnEmail, props));
    out.push({
      seat,
      message: {
        ...envelope(ctx, seat, options.mailKind ?? 'turn'),
        html,
        text: turnEmailText(props),
      },
    });
  }
  return out;
}

/** The reply to a refused command, to its sender only. */
export async function composeRefusal(
  ctx: TurnContext,
  seat: number,
  command: string,
  reason: string,
  refusalKey: string,
): Promise<Composed> {
  const view = ctx.kind.view(ctx.record.config, ctx.state, seat) as CrosswordView;
  const props = {
    gameTitle: gameTitle(ctx.record, ctx.kind),
    command,
    reason,
    view: view.family === 'crossword' ? view : null,
    playUrl: view.over ? null : await playUrl(ctx.env, ctx.record.id, seat, ctx.now),
  };
  const html = await renderHtml(createElement(RefusalEmail, props));
  const base = envelope(ctx, seat, 'refusal');
  return {
    seat,
    message: {
      ...base,
      id: `${ctx.record.id}:refusal:${refusalKey}`,
      html,
      text: refusalEmailText(props),
    },
  };
}
