// Robot seats: how a create request names one, the address it gets (never a real mailbox), and
// the checks the rest of the service makes (no mail to it, its level).

import { fail, ok, type Result } from '../../engine/result';
import { isRobotLevel, type RobotLevel, robotLevels } from '../../engine/robot/levels';
import type { GameRecord } from '../game-room/record';

/** What a player's `email` says to ask for a robot opponent. */
export const ROBOT_EMAIL = 'robot';
export const DEFAULT_ROBOT_LEVEL: RobotLevel = 'best';

/** `.invalid` is reserved (RFC 2606): nothing can ever be delivered to it, nor sent from it. */
export function robotAddress(gameId: string, seat: number): string {
  return `robot-${gameId}-${seat}@robot.invalid`;
}

export function wantsRobot(email: string): boolean {
  return email.trim().toLowerCase() === ROBOT_EMAIL;
}

/** The level a create request asked for (absent: the default). */
export function robotLevelOf(level: unknown): Result<RobotLevel> {
  if (level === undefined || level === null) return ok(DEFAULT_ROBOT_LEVEL);
  if (typeof level === 'string' && isRobotLevel(level)) return ok(level);
  return fail(
    'unknown-robot-level',
    `A robot plays at one of these levels: ${robotLevels.join(', ')}. You asked for "${String(level)}".`,
  );
}

export function isRobotSeat(record: GameRecord, seat: number): boolean {
  return Boolean(record.seats[seat]?.robot);
}

export function robotLevelAt(record: GameRecord, seat: number): RobotLevel | null {
  return record.seats[seat]?.robot ?? null;
}

export function hasRobot(record: GameRecord): boolean {
  return record.seats.some((s) => Boolean(s.robot));
}
