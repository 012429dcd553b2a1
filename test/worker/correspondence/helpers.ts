// Helpers for the correspondence tests: games with clocks, running the GameRoom's alarm, and
// reading each seat's deadline through GameRoom.status().
import { runDurableObjectAlarm } from 'cloudflare:test';
import { ANN, BOB, newGame, room } from '../../support/games';
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

export async function deadlineOf(id: string, seat: number): Promise<number | null> {
  const status = await room(id).status();
  return status?.toMove.find((m) => m.seat === seat)?.deadline ?? null;
}

/** Runs the alarm once (it stands for the moment it was set for) and returns whether one was set. */
export async function fireAlarm(id: string): Promise<boolean> {
  return runDurableObjectAlarm(room(id));
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

export { ANN, BOB, room };
