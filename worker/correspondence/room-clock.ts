// A game's side of vacations and of GAMES: stop or restart one player's clock in this game and
// tell the others, and say whose turn it is and by when.
import { applyVacation, deadlineFor, resumeFromVacation } from '../../engine/correspondence/index';
import { composeTurnMails } from '../game-room/compose';
import type { RoomPort } from '../game-room/port';
import type { GameStatus } from '../rpc/game-room';
import { loadClock, saveClock } from './clock-store';
import { seatClocks } from './seat-clocks';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The seats of `email` here (normally one). */
function seatsOf(room: RoomPort, email: string): number[] {
  return (room.record()?.seats ?? []).flatMap((s, i) => (s.email === email ? [i] : []));
}

export async function vacationInRoom(
  room: RoomPort,
  email: string,
  from: number,
  to: number,
  now: number,
): Promise<void> {
  const clock = loadClock(room);
  const seats = seatsOf(room, email);
  if (
    !clock ||
    seats.length === 0 ||
    room.kindOf(room.record()!).pending(room.record()!.config, room.state()).over
  )
    return;
  let next = clock;
  for (const seat of seats) next = applyVacation(next, seat, from, to);
  room.transaction(() => saveClock(room, next, now));
  const name = room.record()!.seats[seats[0]!]!.name;
  // `to` is the start of the day after the last day of the vacation.
  await announce(
    room,
    seats,
    `${name} is on vacation from ${day(from)} to ${day(to - 1)} (UTC); their clock stands still until then.`,
    `vacation-${from}`,
    now,
  );
}

export async function backInRoom(room: RoomPort, email: string, now: number): Promise<void> {
  const clock = loadClock(room);
  const seats = seatsOf(room, email);
  if (!clock || seats.length === 0) return;
  let next = clock;
  for (const seat of seats) next = resumeFromVacation(next, seat, now);
  room.transaction(() => saveClock(room, next, now));
  const name = room.record()!.seats[seats[0]!]!.name;
  await announce(
    room,
    seats,
    `${name} is back from vacation; their clock runs again.`,
    `back-${now}`,
    now,
  );
}

/** Tells every other seat, with the board. */
async function announce(
  room: RoomPort,
  except: number[],
  text: string,
  mailKind: string,
  now: number,
): Promise<void> {
  const record = room.record()!;
  const seats = record.seats.map((_, i) => i).filter((i) => !except.includes(i));
  if (seats.length === 0) return;
  const mails = await composeTurnMails(
    room.context(record, room.state(), now),
    [{ type: 'vacation', text }],
    null,
    null,
    { seats, mailKind },
  );
  await room.mail(mails, now);
}

export function gameStatus(room: RoomPort, now = Date.now()): GameStatus | null {
  const record = room.record();
  // A game waiting for its invitees to accept has a record but no state yet.
  if (!record || room.state() === null) return null;
  const kind = room.kindOf(record);
  const pending = kind.pending(record.config, room.state());
  const clock = loadClock(room);
  return {
    gameId: record.id,
    title: `${kind.title}: ${record.seats.map((s) => s.name).join(' v ')}`,
    over: pending.over,
    toMove: pending.seats.map((seat) => ({
      seat,
      name: record.seats[seat]?.name ?? '',
      deadline: clock ? deadlineFor(clock, seat) : null,
    })),
    clocks: clock ? seatClocks(record, clock, now) : [],
  };
}
