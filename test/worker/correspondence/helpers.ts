// Helpers for the correspondence tests: games with clocks, games resigned at once, players'
// objects, and each seat's deadline read through GameRoom.status().
import { ANN, BOB, newGame, room, runAlarm } from '../../support/games';
import { outboxFor, reply } from '../../support/mail';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export async function clockedGame(
  timeControl: unknown,
  options: Record<string, unknown> = {},
  ruleset = 'jamble-jx',
) {
  const { id } = await newGame({ timeControl, options, ruleset });
  return id;
}

type Seat = { name: string; email: string };

/** A game of `first` and `second` (extra in `extra`) that `first` resigns at once by email reply. */
export async function resignedGame(first: Seat, second: Seat, extra: Record<string, unknown> = {}) {
  const { id } = await newGame({ players: [first, second], ...extra });
  const firsts = (await outboxFor(id)).find((m) => m.to === first.email)!;
  await reply({ from: first.email, to: firsts.replyTo, body: 'RESIGN' });
  return id;
}

export async function deadlineOf(id: string, seat: number): Promise<number | null> {
  const status = await room(id).status();
  return status?.toMove.find((m) => m.seat === seat)?.deadline ?? null;
}

export { ANN, BOB, room, runAlarm };
