// Spectators as a feature of the game room (worker/game-room-features.ts): after every turn each
// confirmed watcher gets the public board (crossword games only; no racks).
import type { RoomFeature } from '../game-room/feature';
import { mailWatchers } from './watchers';

export function spectators(): RoomFeature {
  return { name: 'spectators', afterTurn: mailWatchers };
}
