// The composition root of the game room: every feature a GameRoom runs, in the order it runs them.
// After a move commits, each feature's after-turn work runs top to bottom; service commands are
// matched in this order; nothing runs in a game that is not listed here.
import { clocks, ratings, results } from './correspondence/features';
import { digest } from './digest/features';
import type { RoomFeature } from './game-room/feature';
import { roomCommands } from './game-room/service-commands';
import { hintsAndAnalysis, robot } from './robot/features';
import { spectators } from './spectators/features';
import { undo } from './undo/undo';

export function gameRoomFeatures(): RoomFeature[] {
  return [
    roomCommands(), // HELP, BOARD, HISTORY, SUBSCRIBE, ALIAS; nothing after a move
    spectators(), // after a move: every confirmed watcher is mailed the public board
    clocks(), // after a move: charge whoever moved, start whoever must move now (deadlines in its emails)
    ratings(), // a move that ends a rated game: its game-over emails state the rating changes
    results(), // a move that ends the game: report the result to players, ratings and tournament
    robot(), // after a move: a robot seat that must move now is scheduled to play
    hintsAndAnalysis(), // HINT and ANALYZE; nothing after a move
    undo(), // UNDO by agreement; any move settles a pending request
    digest(), // NOTIFY DIGEST / EVERY / CONFIRMATIONS OFF or ON; nothing after a move
  ];
}
