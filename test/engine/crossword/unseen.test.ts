// Tile tracking: what a seat has not seen is the bag plus the other racks, never its own rack.
import { describe, expect, it } from 'vitest';
import { englishTiles } from '../../../engine/crossword/tilesets';
import { unseenTiles } from '../../../engine/crossword/unseen';
import { giveRack, move, newGame, viewOf } from './helpers';

const total = (tiles: { count: number }[]) => tiles.reduce((n, t) => n + t.count, 0);

describe('unseen tiles', () => {
  it('counts the bag and the other racks by letter, alphabetically, blanks last', () => {
    const unseen = unseenTiles(englishTiles, ['Z', 'A', '?'], [['A', 'B'], ['Q']], 0);
    expect(unseen).toEqual([
      { letter: 'A', count: 1 },
      { letter: 'Q', count: 1 },
      { letter: 'Z', count: 1 },
      { letter: '?', count: 1 },
    ]);
  });

  it('counts every rack for a spectator', () => {
    expect(total(unseenTiles(englishTiles, ['E'], [['A'], ['B']], null))).toBe(3);
  });

  it('is all 100 tiles less the own rack at the start, and less the board after a play', () => {
    const game = newGame('scrabble');
    expect(total(viewOf(game, 0).unseen!)).toBe(93);
    giveRack(game, 0, 'PLANEST');
    move(game, 0, 'H8 across PLANE');
    const seen = viewOf(game, 1);
    // Bob sees his 7 tiles and the 5 on the board; Ann's refilled rack is unseen.
    expect(total(seen.unseen!)).toBe(88);
    expect(seen.unseen!.find((t) => t.letter === 'P')?.count ?? 0).toBe(
      2 - 1 - (game.state.racks[1] ?? []).filter((t) => t === 'P').length,
    );
  });

  it('is not kept where letters are unlimited (Scribble)', () => {
    expect(viewOf(newGame('scribble'), 0).unseen).toBeNull();
  });
});
