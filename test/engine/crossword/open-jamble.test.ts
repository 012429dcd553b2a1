// Open Jamble (JO): the visible bag and racks, and refilling tile by tile from its front or back.
import { describe, expect, it } from 'vitest';
import {
  allTilesIn,
  giveRack,
  lastMove,
  move,
  newGame,
  refusal,
  takeTurns,
  viewOf,
} from './helpers';

function opened() {
  const game = newGame('jamble-jo');
  giveRack(game, 0, 'PLANEST');
  return game;
}

describe('Open Jamble', () => {
  it('shows both racks and the bag in order to both players and to spectators', () => {
    const game = opened();
    const view = viewOf(game, 1);
    expect(view.players.map((p) => p.rack?.length)).toEqual([7, 7]);
    expect(view.bag).toEqual(game.state.bag);
    expect(viewOf(game, null).bag).toEqual(game.state.bag);
  });

  it('waits for the player to refill after a play, and takes front and back tiles as told', () => {
    const game = opened();
    move(game, 0, 'H8 across PLANE');
    expect(game.state.phase).toBe('refill');
    expect(game.kind.pending(game.config, game.state)).toEqual({
      over: false,
      seats: [0],
      phase: 'refill',
    });
    expect(viewOf(game, 1).refillCount).toBe(5);
    const bag = game.state.bag.slice();
    move(game, 0, 'DRAW FFBFB');
    expect(game.state.racks[0]?.slice(2)).toEqual([bag[0], bag[1], bag.at(-1), bag[2], bag.at(-2)]);
    expect(lastMove(game)).toMatchObject({ kind: 'refill' });
    expect(game.state.toMove).toBe(1);
  });

  it('takes the refill with the play when the move carries it', () => {
    const game = opened();
    const bag = game.state.bag.slice();
    move(game, 0, 'H8 across PLANE DRAW BBBBB');
    expect(game.state.racks[0]?.slice(2)).toEqual(bag.slice(-5).reverse());
    expect(game.state.toMove).toBe(1);
  });

  it('insists on replacing every tile put down', () => {
    const game = opened();
    expect(refusal(game, 0, 'H8 across PLANE DRAW FF')?.code).toBe('bad-draw');
    move(game, 0, 'H8 across PLANE');
    expect(refusal(game, 0, 'DRAW FFFF')?.code).toBe('bad-draw');
    expect(refusal(game, 0, 'PASS')?.code).toBe('refill-pending');
    expect(refusal(game, 1, 'PASS')?.code).toBe('not-your-turn');
  });

  it('replaces only as many tiles as the bag still has', () => {
    const game = opened();
    game.state.bag = game.state.bag.slice(0, 2);
    takeTurns(game, 'H8 across PLANE', 'DRAW FB');
    expect(game.state.racks[0]).toHaveLength(4);
    expect(game.state.bag).toEqual([]);
  });

  it('puts exchanged tiles at the back of the bag after the refill', () => {
    const game = opened();
    const before = allTilesIn(game.state);
    const front = game.state.bag.slice(0, 2);
    takeTurns(game, 'EXCHANGE PL', 'DRAW FF');
    expect(game.state.racks[0]?.slice(-2)).toEqual(front);
    expect(game.state.bag.slice(-2)).toEqual(['P', 'L']);
    expect(allTilesIn(game.state)).toEqual(before);
  });

  it('refuses DRAW when there is nothing to refill', () => {
    expect(refusal(opened(), 0, 'DRAW F')?.code).toBe('nothing-to-draw');
  });

  it('refuses DRAW in games where tiles are drawn at random', () => {
    const game = newGame('jamble-jx');
    giveRack(game, 0, 'PLANEST');
    expect(refusal(game, 0, 'H8 across PLANE DRAW FFFFF')?.code).toBe('draw-not-allowed');
  });
});
