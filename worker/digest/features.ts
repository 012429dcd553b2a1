// The mail settings' part in the game room (worker/game-room-features.ts): NOTIFY DIGEST, NOTIFY
// EVERY and NOTIFY CONFIRMATIONS OFF/ON by reply. The digest itself is sent by the Player object
// (digest.ts).
import type { RoomFeature } from '../game-room/feature';
import { notifyCommand } from './notify-command';

export function digest(): RoomFeature {
  return { name: 'digest', serviceCommands: [notifyCommand] };
}
