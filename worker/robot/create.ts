// Robot seats at creation: a player whose email is `robot` becomes a robot at the level asked for.
import type { GameKind } from '../../engine/kind';
import { fail, ok, type Result } from '../../engine/result';
import type { RobotLevel } from '../../engine/robot/levels';
import { robotLevelOf, wantsRobot } from './seat';

export interface PlayerRequest {
  email: string;
  level?: string | undefined;
}

/** Each seat's robot level, or null for a person; refused where a robot cannot sit. */
export function robotSeatsOf(
  kind: GameKind,
  players: readonly PlayerRequest[],
  inTournament: boolean,
): Result<(RobotLevel | null)[]> {
  const levels: (RobotLevel | null)[] = [];
  for (const p of players) {
    if (!wantsRobot(p.email)) {
      if (p.level !== undefined)
        return fail('level-without-robot', 'Only a robot player (email "robot") takes a level.');
      levels.push(null);
      continue;
    }
    const level = robotLevelOf(p.level);
    if (!level.ok) return level;
    levels.push(level.value);
  }
  if (!levels.some((l) => l !== null)) return ok(levels);
  if (kind.family !== 'crossword')
    return fail('robot-not-available', `The robot plays crossword games only, not ${kind.title}.`);
  if (inTournament) return fail('robot-not-in-tournaments', 'Robots do not play in tournaments.');
  if (levels.every((l) => l !== null))
    return fail('no-human-player', 'A game needs at least one person as well as the robot.');
  return ok(levels);
}
