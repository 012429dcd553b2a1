// Tournaments: round robin, Swiss and knockout as a pure reducer over plain JSON state.

export { isFinished, markStarted, markStopped, nextActions } from './actions';
export * from './config';
export { bracketOrder } from './knockout';
export { roundRobinRounds } from './round-robin';
export { standings } from './standings';
export { createTournament, pairRound, recordResult, withdraw } from './tournament';
export type * from './types';
