// The game-over export's racks worked back from the log are the replay's racks, tile for tile.
import { describe, expect, it } from 'vitest';
import { contextOf } from '../../../engine/crossword/context';
import { racksBeforeMoves, rackTilesBeforeMoves } from '../../../engine/crossword/gcg/racks';
import { lexiconOf, move, newGame, type TestGame } from '../crossword/helpers';

const tiles = (racks: (string[] | null)[]) => racks.map((r) => r?.slice().sort().join(''));

/** Seeded racks (no hand-dealt ones, so the replay from the seed holds): exchanges, a phony withdrawn. */
function seededGame(): TestGame {
  const game = newGame('scrabble', { challenge: 'double' }, ['Ann', 'Bob'], 'gcg-racks');
  const rack = (seat: number) => game.state.racks[seat] ?? [];
  move(game, 0, `EXCHANGE ${rack(0).slice(0, 3).join('')}`, lexiconOf([]));
  const two = rack(1)
    .filter((t) => t !== '?')
    .slice(0, 2)
    .join('');
  move(game, 1, `H8 across ${two}`, lexiconOf([]));
  move(game, 0, 'CHALLENGE', lexiconOf([]));
  move(game, 0, `EXCHANGE ${rack(0).slice(0, 2).join('')}`, lexiconOf([]));
  move(game, 1, 'PASS', lexiconOf([]));
  return game;
}

describe('rackTilesBeforeMoves', () => {
  it('gives every move the tiles the replay from the seed gives it', () => {
    const game = seededGame();
    const g = contextOf(game.config);
    const replayed = racksBeforeMoves(g, game.state);
    expect(replayed.every((r) => r !== null)).toBe(true);
    expect(tiles(rackTilesBeforeMoves(g, game.state))).toEqual(tiles(replayed));
  });

  it('replays where the log leaves a rack unknown (an exchange that kept no draw)', () => {
    const game = seededGame();
    // As a random-refill exchange recorded before December 2026 was kept: no draw named.
    const first = game.state.moves[0]!;
    const legacy = {
      ...game.state,
      moves: [{ ...first, drawn: [] }, ...game.state.moves.slice(1)],
    };
    const g = contextOf(game.config);
    expect(tiles(rackTilesBeforeMoves(g, legacy))).toEqual(tiles(racksBeforeMoves(g, legacy)));
    expect(rackTilesBeforeMoves(g, legacy)[0]).not.toBeNull();
  });
});
