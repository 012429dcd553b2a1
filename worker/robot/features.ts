// The robot opponent, and HINT and ANALYZE, as features of the game room
// (worker/game-room-features.ts).
import type { RoomFeature } from '../game-room/feature';
import { ANALYSIS_TASK, analyzeCommand, runAnalysisTask } from './analyze';
import { hintCommand } from './hint';
import { ROBOT_TASK, robotAfterTurn, robotToMove, runRobotTask, scheduleRobotMove } from './turn';

/** A robot seat that must act gets a task a moment later that plays its move. */
export function robot(): RoomFeature {
  return {
    name: 'robot',
    tasks: { [ROBOT_TASK]: runRobotTask },
    // Inside the start's transaction: a robot that moves first is scheduled with the game.
    onStart: (room, _record, _state, now) => scheduleRobotMove(room, now),
    afterTurn: robotAfterTurn,
    // The robot answers a moment later, so the mover's confirmation rides in its email.
    answersAtOnce: (room, state) => robotToMove(room, state) !== null,
  };
}

/** HINT (casual games with hints on) and ANALYZE (a finished game, judged in chunks). */
export function hintsAndAnalysis(): RoomFeature {
  return {
    name: 'hints and analysis',
    serviceCommands: [hintCommand, analyzeCommand],
    tasks: { [ANALYSIS_TASK]: runAnalysisTask },
  };
}
