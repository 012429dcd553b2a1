// Correspondence play as three features of the game room (worker/game-room-features.ts): the
// clocks (deadlines, reminders, timeouts, vacations), the ratings a finished game states, and the
// result a finished game reports to its players, their ratings and its tournament.
import type { RoomFeature } from '../game-room/feature';
import { CLOCK_TASK } from './clock-store';
import { runClockTask } from './deadlines';
import { openingTurnClock, previewTurnClock } from './game-clock';
import { nameCommand } from './name-command';
import { previewRatingChanges } from './rating-change';
import { REPORT_TASK, reportAfterTurn, reportBackstop, runReportTask } from './report-result';
import { backCommand, gamesCommand, timeZoneCommand, vacationCommand } from './service-commands';
import { cancelledRefusal } from './tournament-stop';

/** A timed game's clock: started with the game, moved with every turn, its alarm a task. */
export function clocks(): RoomFeature {
  return {
    name: 'clocks',
    serviceCommands: [vacationCommand, backCommand, gamesCommand, timeZoneCommand],
    tasks: { [CLOCK_TASK]: runClockTask },
    openingClock: openingTurnClock,
    turnClock: previewTurnClock,
  };
}

/** A rated game's rating changes, worked out for its game-over emails; NAME for the leaderboard. */
export function ratings(): RoomFeature {
  return { name: 'ratings', serviceCommands: [nameCommand], previewRatingChanges };
}

/** A finished game's result, reported once (retried by a task); a cancelled game takes no moves. */
export function results(): RoomFeature {
  return {
    name: 'results',
    tasks: { [REPORT_TASK]: runReportTask },
    refusesMoves: cancelledRefusal,
    onCommit: reportBackstop,
    afterTurn: reportAfterTurn,
  };
}
