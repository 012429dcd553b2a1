// The rating lines of a game-over email, from the changes the pipeline worked out for this turn
// (the same values the result report records).
import type { RatingLine } from '../../../emails/components/rating-lines';
import type { TurnContext } from '../envelope';

/** Null unless this turn ended a rated game. */
export function ratingLines(ctx: TurnContext, seat: number): RatingLine[] | null {
  const changes = ctx.ratingChanges;
  if (!changes || changes.length === 0) return null;
  return changes.map((c) => ({
    name: ctx.record.seats[c.seat]?.name ?? `Seat ${c.seat + 1}`,
    you: c.seat === seat,
    family: c.family,
    before: c.before.rating,
    after: c.after.rating,
  }));
}
