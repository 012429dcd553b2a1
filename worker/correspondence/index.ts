// Correspondence play in the service: registers the clock, rating and result hooks, the clock and report
// tasks, and the VACATION/BACK/GAMES/TIMEZONE/NAME reply commands with the GameRoom. Importing it is enough.
import { afterTurnHooks, commitHooks, gameOverRatings, turnDeadlines } from '../game-room/hooks';
import { serviceCommands } from '../game-room/service-commands';
import { taskHandlers } from '../game-room/tasks';
import { CLOCK_TASK } from './clock-store';
import { runClockTask } from './deadlines';
import { clockAfterTurn, previewDeadlines } from './game-clock';
import { nameCommand } from './name-command';
import { previewRatingChanges } from './rating-change';
import { REPORT_TASK, reportAfterTurn, reportBackstop, runReportTask } from './report-result';
import { backCommand, gamesCommand, timeZoneCommand, vacationCommand } from './service-commands';

export { openingClock, runningDeadlines, startGameClock } from './game-clock';
export { backInRoom, gameStatus, vacationInRoom } from './room-clock';
export { tournamentStop } from './tournament-stop';

let registered = false;

export function registerCorrespondence(): void {
  if (registered) return;
  registered = true;
  afterTurnHooks.push(clockAfterTurn, reportAfterTurn);
  commitHooks.push(reportBackstop);
  turnDeadlines.preview = previewDeadlines;
  gameOverRatings.preview = previewRatingChanges;
  taskHandlers[CLOCK_TASK] = runClockTask;
  taskHandlers[REPORT_TASK] = runReportTask;
  serviceCommands.push(vacationCommand, backCommand, gamesCommand, timeZoneCommand, nameCommand);
}

registerCorrespondence();
