// Work that goes with every committed turn: previews for the turn's own emails (deadlines, the
// rating changes of a game that ends) and the work that follows the commit (clocks, robot replies,
// results to tournaments and ratings). After-turn hooks run inside the game's serial queue.
import type { GameEvent } from '../../engine/kind';
import type { RatingChange } from './envelope';
import type { RoomCore } from './room';

export type { RatingChange } from './envelope';

export interface TurnInfo {
  seat: number;
  events: GameEvent[];
  now: number;
}

export type AfterTurnHook = (room: RoomCore, turn: TurnInfo) => Promise<void>;

export const afterTurnHooks: AfterTurnHook[] = [];

/**
 * Work recorded inside the turn's own transaction, for what must survive the object dying
 * between the commit and the after-turn hooks: e.g. a backstop task that retries a hook's work
 * unless the hook itself completes and cancels it. Synchronous: no I/O inside a transaction.
 */
export type CommitHook = (room: RoomCore, state: unknown, now: number) => void;

export const commitHooks: CommitHook[] = [];

/**
 * The deadline each seat will have once a turn is committed, for that turn's own emails (the
 * clock itself moves after the commit). Set by the correspondence clocks; absent, emails carry no
 * deadline.
 */
export const turnDeadlines: {
  preview:
    | ((room: RoomCore, state: unknown, mover: number, now: number) => Record<number, number>)
    | null;
} = { preview: null };

/** Where a finished game keeps the rating changes its game-over emails state (the room's meta). */
export const RATING_CHANGES_KEY = 'rating-changes';

/**
 * The rating changes of a rated game that `state` ends, worked out before its game-over emails
 * are written; the pipeline stores them (RATING_CHANGES_KEY) in the same transaction as those
 * emails, and the result report records exactly them. Null: not over, unrated, or not known now.
 * Set by correspondence; absent, game-over emails carry no ratings.
 */
export const gameOverRatings: {
  preview: ((room: RoomCore, state: unknown) => Promise<RatingChange[] | null>) | null;
} = { preview: null };
