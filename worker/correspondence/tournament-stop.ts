// A tournament ends a game from outside: a withdrawn player's game is forfeited (they resign,
// through the pipeline, so everyone is told) or cancelled (the clock stops, nobody is rated).
import { stopClock } from '../../engine/correspondence/index';
import type { RuleError } from '../../engine/result';
import { composeTurnMails } from '../game-room/compose';
import type { RoomPort } from '../game-room/port';
import { loadClock, saveClock } from './clock-store';
import { commitForSeat } from './commit-for-seat';

/** Where the room keeps how its tournament ended it ('forfeited' or 'cancelled'). */
const STOP_KEY = 'tournament-stop';

/** A game its tournament cancelled: it does not count, for results or ratings. */
export function cancelledByTournament(room: RoomPort): boolean {
  return room.readMeta<string>(STOP_KEY) === 'cancelled';
}

/**
 * A game its tournament cancelled takes no more moves: it no longer counts, and a move played
 * into it would look like it did. Null when the game is not cancelled.
 */
export function cancelledRefusal(room: RoomPort): RuleError | null {
  if (!cancelledByTournament(room)) return null;
  return {
    code: 'game-cancelled',
    message:
      'The tournament cancelled this game, so it takes no more moves and does not count. Your other tournament games go on as before.',
  };
}

export async function tournamentStop(
  room: RoomPort,
  outcome: 'forfeited' | 'cancelled',
  loserEmail: string | null,
  now: number,
): Promise<void> {
  const record = room.record();
  if (!record || room.readMeta<string>(STOP_KEY)) return;
  const kind = room.kindOf(record);
  if (kind.pending(record.config, room.state()).over) return;
  room.writeMeta(STOP_KEY, outcome);
  const seat = record.seats.findIndex((s) => s.email === loserEmail);
  if (outcome === 'forfeited' && seat >= 0) {
    const name = record.seats[seat]!.name;
    const why = {
      type: 'withdrawal',
      seat,
      text: `${name} withdrew from the tournament and forfeits this game.`,
    };
    const done = await commitForSeat(room, seat, 'RESIGN', now, why);
    if (done.ok) return;
  }
  const clock = loadClock(room);
  if (clock) room.transaction(() => saveClock(room, stopClock(clock), now));
  const mails = await composeTurnMails(
    room.context(record, room.state(), now),
    [
      {
        type: 'cancelled',
        text: 'The tournament has cancelled this game; it no longer counts and needs no more moves.',
      },
    ],
    null,
    null,
    { mailKind: 'tournament-stop' },
  );
  await room.mail(mails, now);
}
