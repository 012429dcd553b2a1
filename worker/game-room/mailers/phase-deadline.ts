// The parlor games' phases close at their deadline whoever has replied (the kind's expire() decides
// for the missing seats), so a seat the phase is waiting for is told when, in its own time zone.
import type { TurnContext } from '../envelope';
import { deadlineText } from './deadline';

/** "This phase closes Thu 3 Dec 2026, 23:00 GMT+9: reply before then.", or null. */
export async function phaseDeadlineLine(
  ctx: TurnContext,
  seat: number,
  waitingFor: readonly number[],
): Promise<string | null> {
  if (!waitingFor.includes(seat)) return null;
  const when = await deadlineText(ctx, seat);
  return when ? `This phase closes ${when}: reply before then.` : null;
}
