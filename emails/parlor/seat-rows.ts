// A parlor game's seats as score-table rows: each seat's total (chips, coins) and what it is doing
// in this phase, for the HTML table and its plain-text lines alike.
import type { ScoreRow } from '../components/score-table';

export function seatRows<Seat extends { seat: number; name: string }>(
  view: { seats: readonly Seat[]; you: number | null },
  total: (seat: Seat) => number,
  status: (seat: Seat) => string,
): ScoreRow[] {
  return view.seats.map((s) => ({
    seat: s.seat,
    name: s.name,
    score: total(s),
    toMove: false,
    you: s.seat === view.you,
    status: status(s),
  }));
}
