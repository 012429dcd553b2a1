// Helpers for games against the robot: create one, reply as Ann, let the alarm run the robot's turn.
import { SELF } from 'cloudflare:test';
import { ANN, newGame, runAlarm } from '../../support/games';
import { type OutboxMessage, outboxFor, reply } from '../../support/mail';

export const ROBOT = { name: 'Robot', email: 'robot' };

export interface PublicView {
  moves: { seat: number }[];
  toMove: number | null;
  over: boolean;
}

/** A Scrabble game of Ann against the robot, on the robot's own seed unless `extra` names one. */
export function robotGame(
  extra: Record<string, unknown> = {},
  robot: Record<string, unknown> = ROBOT,
) {
  return newGame({ ruleset: 'scrabble', players: [ANN, robot], seed: 'robot-seed-1', ...extra });
}

export async function publicView(id: string): Promise<PublicView> {
  return (await (await SELF.fetch(`https://example.com/api/games/${id}`)).json()) as PublicView;
}

/** Ann's latest email in the game. */
export async function annsLast(id: string): Promise<OutboxMessage> {
  const mine = (await outboxFor(id)).filter((m) => m.to === ANN.email);
  return mine[mine.length - 1]!;
}

/** Ann replies to her latest email with `body`. */
export async function annSays(id: string, body: string): Promise<void> {
  const last = await annsLast(id);
  await reply({ from: ANN.email, to: last.replyTo, body, inReplyTo: last.headers['Message-ID'] });
}

/** Lets the robot take its turn (by the alarm) when it is the robot's, so Ann is to move. */
export async function untilAnnsTurn(id: string): Promise<void> {
  if ((await publicView(id)).toMove !== 0) await runAlarm(id);
}
