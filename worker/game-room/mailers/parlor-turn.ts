// What a parlor game's phase email says besides its own board: the same for Mumble-Jumble and
// Word Jam. Each game gives its view, headline and how-to-reply lines; this adds the title, what
// happened, the note, the game-page link, when the phase closes and, at the end, the ratings.

import type { ParlorTurnEmailProps } from '../../../emails/parlor/turn-email';
import type { GameEvent } from '../../../engine/kind';
import { gameTitle, playUrl, type TurnContext } from '../envelope';
import { deadlineText } from './deadline';
import { ratingLines } from './ratings';

export interface ParlorPhaseParts<View> {
  /** The headline for `seat`, given the seats the phase still waits for. */
  headline(view: View, seat: number, waitingFor: number[]): string;
  /** What to reply now; `first` on the game's first email (the rules' intro goes with it). */
  howToReply(view: View, seat: number, waitingFor: number[], first: boolean): string[];
}

/** The last email's headline: "Game over — you won!", "— a shared win", "— Ann, Bob won". */
export function gameOverHeadline(winners: readonly number[], seat: number, names: string): string {
  if (winners.includes(seat))
    return winners.length > 1 ? 'Game over — a shared win' : 'Game over — you won!';
  return `Game over — ${names} won`;
}

/**
 * What to reply now: the engine's help for the phase to a seat it waits for, else `idle`; then
 * `offers` (what else the seat may do), the rules' intro on the game's first email, and HELP.
 */
export function phaseReplyLines(
  view: { phase: string; help: string },
  seat: number,
  waitingFor: readonly number[],
  first: boolean,
  idle: string,
  offers: string[] = [],
): string[] {
  if (view.phase === 'over') return ['The game is over. Thank you for playing!'];
  const [phaseHelp, intro] = view.help.split('\n\n');
  const lines = [waitingFor.includes(seat) ? phaseHelp! : idle, ...offers];
  if (first && intro) lines.push(intro);
  lines.push('Reply HELP for every command.');
  return lines;
}

export async function parlorTurnProps<View extends { phase: string }>(
  ctx: TurnContext,
  seat: number,
  view: View,
  parts: ParlorPhaseParts<View>,
  happened: GameEvent[],
  moverSeat: number | null,
  note: { from: string; text: string } | null,
): Promise<ParlorTurnEmailProps<View>> {
  const over = view.phase === 'over';
  const waitingFor = ctx.kind.pending(ctx.record.config, ctx.state).seats;
  const closes = await phaseDeadlineLine(ctx, seat, waitingFor);
  const first = happened.some((e) => e.type === 'start');
  return {
    gameTitle: gameTitle(ctx.record, ctx.kind),
    headline: parts.headline(view, seat, waitingFor),
    happened: happened.map((e) => e.text),
    view,
    note: note && moverSeat !== seat ? note : null,
    playUrl: over ? null : await playUrl(ctx.links, ctx.record.id, seat, ctx.now),
    howToReply: [...(closes ? [closes] : []), ...parts.howToReply(view, seat, waitingFor, first)],
    ratings: over ? ratingLines(ctx, seat) : null,
  };
}

/**
 * A phase closes at its deadline whoever has replied (the kind's expire() decides for the missing
 * seats), so a seat the phase waits for is told when, in its own time zone:
 * "This phase closes Thu 3 Dec 2026, 23:00 GMT+9: reply before then.", or null.
 */
async function phaseDeadlineLine(
  ctx: TurnContext,
  seat: number,
  waitingFor: readonly number[],
): Promise<string | null> {
  if (!waitingFor.includes(seat)) return null;
  const when = await deadlineText(ctx, seat);
  return when ? `This phase closes ${when}: reply before then.` : null;
}
