// An exchange in the move list: the exchanger sees which tiles went and which came; the others
// (and spectators) see only how many, until the game is over.
import { describe, expect, it } from 'vitest';
import { giveRack, move, newGame, viewOf } from './helpers';

function exchangedGame() {
  const game = newGame('scrabble');
  giveRack(game, 0, 'QUVWXYZ');
  move(game, 0, 'EXCHANGE QVW');
  return game;
}

describe('an exchange in the view', () => {
  it('tells the exchanger the tiles that went back and the tiles drawn instead', () => {
    const game = exchangedGame();
    const mine = viewOf(game, 0).lastMove;
    expect(mine?.notation).toBe('EXCHANGE QVW');
    expect(mine?.exchange?.gave).toEqual(['Q', 'V', 'W']);
    const drew = mine?.exchange?.drew ?? [];
    expect(drew).toHaveLength(3);
    // What was drawn is on the rack now, beside the four kept tiles.
    expect([...(game.state.racks[0] ?? [])].sort()).toEqual(['U', 'X', 'Y', 'Z', ...drew].sort());
  });

  it.each([
    ['the opponent', 1],
    ['a spectator', null],
  ])('shows %s only how many tiles went, never which', (_who, seat) => {
    const game = exchangedGame();
    const theirs = viewOf(game, seat).lastMove;
    expect(theirs?.notation).toBe('EXCHANGE 3');
    expect(theirs?.exchange).toBeUndefined();
    expect(JSON.stringify(viewOf(game, seat).moves)).not.toMatch(/QVW/);
    expect(theirs?.text).toBe('Ann exchanged 3 tiles.');
  });

  it('shows the exchanged tiles to everyone once the game is over', () => {
    const game = exchangedGame();
    move(game, 1, 'RESIGN');
    expect(viewOf(game, null).moves[0]?.notation).toBe('EXCHANGE QVW');
  });
});
