// A reader's deadline as their emails state it: in the time zone they chose (TIMEZONE by reply),
// as reminders and GAMES show it, so the first email, every turn's email and the reminders agree;
// and everyone's clock as a turn's emails show it.
import type { ClockEntry } from '../../../emails/components/clocks-line';
import { formatDeadline } from '../../../engine/correspondence/format';
import { playerStub } from '../../rpc/player';
import type { TurnContext } from '../envelope';

/** "Thu 3 Dec 2026, 23:00 GMT+9", or null when this seat has no deadline in this email. */
export async function deadlineText(ctx: TurnContext, seat: number): Promise<string | null> {
  const at = ctx.deadlines?.[seat];
  const player = ctx.record.seats[seat];
  if (at === undefined || !player) return null;
  // A robot seat is never mailed and has no Player to ask.
  if (player.robot) return formatDeadline(at, 'UTC');
  // The namespace, not worker/player's playerStub: the mailers stay importable outside workerd
  // (npm run bench:turn), and player.ts loads cloudflare:workers.
  const stub = playerStub(ctx.env, player.email);
  const { timeZone } = await stub.settings();
  return formatDeadline(at, timeZone);
}

/** Everyone's clock after the turn, as the clocks feature previewed it (none in untimed games). */
export function clockEntries(ctx: TurnContext): ClockEntry[] | null {
  if (!ctx.clocks || ctx.clocks.length === 0) return null;
  return ctx.clocks.map((c) => ({
    name: c.name,
    timeLeftMs: c.timeLeftMs,
    toMove: c.deadline !== null,
    onVacation: c.onVacation,
  }));
}
