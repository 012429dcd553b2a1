// Builds the emails a turn causes: one per seat, each with that seat's own view, in that seat's
// thread. The family's mailer writes the content; the envelope is shared. The caller commits
// them to the outbox.
import type { GameEvent } from '../../engine/kind';
import { type Composed, envelope, type TurnContext, turnUnsubscribeUrl } from './envelope';
import { mailerFor } from './mailers/index';

export type { Composed, Thread, TurnContext } from './envelope';
export { envelope, gameTitle } from './envelope';

export interface TurnMailOptions {
  /** Only these seats (default: every seat). */
  seats?: number[];
  /** Distinguishes a resent board from the turn's own email in the outbox (ids must differ). */
  mailKind?: string;
  /** Moves a seat's email states before this turn's: those of its held confirmation. */
  earlier?: ReadonlyMap<number, { events: GameEvent[] }>;
}

/** One email per seat after a move (or at the start, with `happened` as the invitation). */
export async function composeTurnMails(
  turnCtx: TurnContext,
  happened: GameEvent[],
  moverSeat: number | null,
  note: { from: string; text: string } | null,
  options: TurnMailOptions = {},
): Promise<Composed[]> {
  // One turn's emails share what is the same in each (the board's picture): made for the first.
  const ctx = { ...turnCtx, shared: new Map<string, unknown>() };
  const mailer = mailerFor(ctx.kind.family);
  const seats =
    options.seats ??
    mailer.recipients?.(ctx, happened, moverSeat, note) ??
    Array.from(ctx.record.seats, (_, i) => i);
  // Mail nobody asked for skips the seats that unsubscribed; answers (options.seats) still go.
  const broadcast = options.seats === undefined;
  const mailed = seats.filter((seat) => !(broadcast && ctx.muted?.includes(seat)));
  const out: Composed[] = [];
  for (const seat of mailed) {
    const told = [...(options.earlier?.get(seat)?.events ?? []), ...happened];
    const body = await mailer.turn(ctx, seat, told, moverSeat, note);
    const base = envelope(ctx, seat, options.mailKind ?? 'turn');
    const unsubscribe = await turnUnsubscribeUrl(ctx, seat);
    const headers = {
      ...base.headers,
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    out.push({ seat, message: { ...base, headers, ...body } });
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
  const body = await mailerFor(ctx.kind.family).refusal(ctx, seat, command, reason);
  const base = envelope(ctx, seat, 'refusal');
  return { seat, message: { ...base, id: `${ctx.record.id}:refusal:${refusalKey}`, ...body } };
}
