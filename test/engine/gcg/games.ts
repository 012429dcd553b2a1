// Games played through the engine for the GCG tests, with racks chosen by the helpers.
import { giveRacks, move, newGame, type TestGame, takeTurns } from '../crossword/helpers';

/**
 * Double challenge: Bob challenges PLANE and loses his turn, Bob's CPLANES is challenged off,
 * Ann exchanges her blank, then six passes end the game.
 */
export function doubleChallengeGame(): TestGame {
  const game = newGame('scrabble', { challenge: 'double' });
  giveRacks(game, 'PLANES?', 'CATSRAT');
  takeTurns(
    game,
    'H8 across PLANE',
    'CHALLENGE',
    'M8 across S',
    'G8 across C',
    'CHALLENGE',
    'EXCHANGE ?',
  );
  for (let i = 0; i < 6; i++) move(game, (i + 1) % 2, 'PASS');
  return game;
}

/** Three players, the bag empty: Ann goes out with PLANE, Bob keeps QZ and Cy JX. */
export function threeGoingOut(): TestGame {
  const game = newGame('scrabble', {}, ['Ann', 'Bob', 'Cy']);
  giveRacks(game, 'PLANE', 'QZ', 'JX');
  game.state.bag = [];
  move(game, 0, 'H8 across PLANE');
  return game;
}
