// Work that follows every committed turn (clocks, robot replies, results to tournaments and
// ratings). Each hook runs after the commit, inside the game's serial queue.
import type { GameEvent } from '../../engine/kind';
import type { RoomCore } from './room';

export interface TurnInfo {
  seat: number;
  events: GameEvent[];
  now: number;
}

export type AfterTurnHook = (room: RoomCore, turn: TurnInfo) => Promise<void>;

export const afterTurnHooks: AfterTurnHook[] = [];

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
