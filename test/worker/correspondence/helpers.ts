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

export interface Person {
  name: string;
  email: string;
}

/** A new game of `players` in which `loser` resigns by replying to their first email. */
export async function resignedByEmail(
  players: Person[],
  loser: Person,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { id } = await newGame({ players, ...extra });
  const first = (await outboxFor(id)).find((m) => m.to === loser.email)!;
  await reply({ from: loser.email, to: first.replyTo, body: 'RESIGN' });
  return id;
}

/** A game of `first` and `second` (extra in `extra`) that `first` resigns at once by email reply. */
export function resignedGame(first: Person, second: Person, extra: Record<string, unknown> = {}) {
  return resignedByEmail([first, second], first, extra);
}

export async function deadlineOf(id: string, seat: number): Promise<number | null> {
  const status = await room(id).status();
  return status?.toMove.find((m) => m.seat === seat)?.deadline ?? null;
}

export { ANN, BOB, room, runAlarm };
