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
