// Deterministic self-play: two robots playing best moves from a seeded bag, recording every position
// on the way (the benchmark's corpus, and test positions that look like real games).
import type { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import { emptyBoard, placeTiles } from '../crossword/board';
import { bestPlay } from '../crossword/movegen/index';
import type { MoveGenRules } from '../crossword/movegen/types';
import { allTiles } from '../crossword/tilesets';
import type { Board, TileSet } from '../crossword/types';
import { type RngState, seedRng, shuffle } from '../rng';

const unlimitedTurns = 12;

export interface RecordedPosition {
  board: Board;
  /** The rack of the player to move (`?` a blank). */
  rack: string[];
  /** The best score found there (what the robot then played; -1 when it had to pass). */
  best: number;
}

/**
 * Plays whole games (best move every turn; a player with no play passes; two passes in a row or an
 * empty rack with an empty bag end a game) until `count` positions are recorded.
 */
export function selfPlayPositions(
  lexicon: CompiledLexicon,
  setup: MoveGenRules,
  tileSet: TileSet,
  seed: string,
  count: number,
): RecordedPosition[] {
  const rng: RngState = seedRng(seed);
  const positions: RecordedPosition[] = [];
  const rackSize = setup.rules.rackSize;
  while (positions.length < count) {
    const bag = shuffle(rng, allTiles(tileSet));
    const racks = [bag.splice(0, rackSize), bag.splice(0, rackSize)];
    let board = emptyBoard(setup.layout.size);
    let passes = 0;
    let turns = 0;
    const before = positions.length;
    for (let seat = 0; passes < 2 && positions.length < count; seat = 1 - seat) {
      const rack = racks[seat] as string[];
      if (rack.length === 0 && !setup.unlimited) break;
      // Unlimited letters (Scribble) never run out: stop a game after a fixed number of turns.
      if (setup.unlimited && turns++ >= unlimitedTurns) break;
      const play = bestPlay(lexicon, setup, board, rack);
      positions.push({ board, rack: [...rack], best: play ? play.score : -1 });
      if (play === null) {
        passes++;
        continue;
      }
      passes = 0;
      board = placeTiles(board, play.placements);
      for (const tile of play.used) rack.splice(rack.indexOf(tile), 1);
      rack.push(...bag.splice(0, rackSize - rack.length));
    }
    if (positions.length === before)
      throw new Error('self-play recorded no position: check the rules');
  }
  return positions;
}
