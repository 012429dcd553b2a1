// The robot opponent, HINT and ANALYZE in the service: registers the robot's after-turn hook and
// task, the analysis task and the two reply commands with the GameRoom. Importing it is enough.
import { afterTurnHooks } from '../game-room/hooks';
import { serviceCommands } from '../game-room/service-commands';
import { taskHandlers } from '../game-room/tasks';
import { ANALYSIS_TASK, analyzeCommand, runAnalysisTask } from './analyze';
import { hintCommand } from './hint';
import { ROBOT_TASK, robotAfterTurn, runRobotTask } from './turn';

export { replyAdvice, seatHasPlay } from './advice';
export { isRobotSeat, ROBOT_EMAIL, robotAddress } from './seat';
export { ROBOT_DELAY_MS, ROBOT_TASK, scheduleRobotMove } from './turn';

let registered = false;

export function registerRobot(): void {
  if (registered) return;
  registered = true;
  afterTurnHooks.push(robotAfterTurn);
  taskHandlers[ROBOT_TASK] = runRobotTask;
  taskHandlers[ANALYSIS_TASK] = runAnalysisTask;
  serviceCommands.push(hintCommand, analyzeCommand);
}

registerRobot();
