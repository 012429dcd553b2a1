// Games played through the engine for the GCG tests, with racks chosen by the helpers.
import { giveRack, move, newGame, type TestGame } from '../crossword/helpers';

/**
 * Double challenge: Bob challenges PLANE and loses his turn, Bob's CPLANES is challenged off,
 * Ann exchanges her blank, then six passes end the game.
 */
export function doubleChallengeGame(): TestGame {
  const game = newGame('scrabble', { challenge: 'double' });
  giveRack(game, 0, 'PLANES?');
  giveRack(game, 1, 'CATSRAT');
  move(game, 0, 'H8 across PLANE');
  move(game, 1, 'CHALLENGE');
  move(game, 0, 'M8 across S');
  move(game, 1, 'G8 across C');
  move(game, 0, 'CHALLENGE');
  move(game, 0, 'EXCHANGE ?');
  for (let i = 0; i < 6; i++) move(game, (i + 1) % 2, 'PASS');
  return game;
}

/** Three players, the bag empty: Ann goes out with PLANE, Bob keeps QZ and Cy JX. */
export function threeGoingOut(): TestGame {
  const game = newGame('scrabble', {}, ['Ann', 'Bob', 'Cy']);
  giveRack(game, 0, 'PLANE');
  giveRack(game, 1, 'QZ');
  giveRack(game, 2, 'JX');
  game.state.bag = [];
  move(game, 0, 'H8 across PLANE');
  return game;
}
