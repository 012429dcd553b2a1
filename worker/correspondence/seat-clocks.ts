// Everyone's clock as the game page and the turn emails show it: each seat's time left, whether
// it runs now (that seat must act) and whether a vacation holds it.
import { type Clock, deadlineFor, timeLeft } from '../../engine/correspondence/index';
import type { GameRecord } from '../game-room/record';
import type { SeatClockStatus } from '../rpc/game-room';

export function seatClocks(record: GameRecord, clock: Clock, now: number): SeatClockStatus[] {
  return clock.seats.map((s, seat) => ({
    seat,
    name: record.seats[seat]?.name ?? '',
    timeLeftMs: timeLeft(clock, seat, now),
    deadline: deadlineFor(clock, seat),
    onVacation: s.pauses.some((p) => p.from <= now && now < p.to),
  }));
}
