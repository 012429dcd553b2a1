// Robot play and game analysis, pure: the worker wires them to robot seats, HINT and ANALYZE.

export {
  analyseGame,
  analyseWith,
  type GameAnalysis,
  type SeatSummary,
  type TurnAnalysis,
  type TurnToAnalyse,
} from './analyse';
export { type ChooseOptions, chooseRobotPlay, rackFirstBlanks } from './choose';
export { type AnalysisText, formatAnalysis } from './format';
export { isRobotLevel, type LevelSpec, levelSpecs, type RobotLevel, robotLevels } from './levels';
export { type RecordedPosition, selfPlayPositions } from './self-play';
