// What players see: the view's secrets, the move list's sentences and breakdowns, previews, and the fair bag.
import { describe, expect, it } from 'vitest';
import { commitTo, verifyCommitment } from '../../../engine/commitment';
import { initialBag, previewPlay } from '../../../engine/crossword/kind';
import {
  allTilesIn,
  giveRack,
  lastMove,
  move,
  newGame,
  putWord,
  takeTurns,
  viewOf,
  words,
} from './helpers';

describe('the view', () => {
  it('shows a player their own rack only, and the other racks only as counts', () => {
    const game = newGame('scrabble');
    const view = viewOf(game, 1);
    expect(view.rack?.map((t) => t.letter)).toEqual(game.state.racks[1]);
    expect(view.players.map((p) => [p.rackCount, p.rack])).toEqual([
      [7, undefined],
      [7, undefined],
    ]);
    expect(view.bag).toBeUndefined();
    expect(view.bagCount).toBe(86);
  });

  it('describes a play as a sentence with its score and a breakdown per word', () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'PLANEST');
    move(game, 0, 'H8 across PLANE');
    const view = viewOf(game, 1);
    expect(view.lastMove).toMatchObject({
      kind: 'play',
      name: 'Ann',
      notation: 'H8 across PLANE',
      words: ['PLANE'],
      score: 16,
      total: 16,
      text: 'Ann played PLANE at H8 across for 16 (PLANE 16).',
      breakdown: ['PLANE: P3 L1 A1 N1 E1×2 ×2 = 16'],
    });
    expect(view.moveNumber).toBe(2);
    expect(view.toMove).toBe(1);
    expect(view.squares[7]?.slice(7, 12).map((s) => s.lastMove)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('shows a blank in the breakdown in lowercase with 0 points, and the all-tiles bonus as its own line', () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'RETAIN?');
    move(game, 0, 'H8 across RETAINs');
    expect(lastMove(game).breakdown).toEqual([
      'RETAINS: R1 E1 T1 A1 I1×2 N1 s0 ×2 = 14',
      'All 7 tiles: +50',
    ]);
    expect(lastMove(game).score).toBe(64);
  });

  it('tells the result, the adjustments and the seed once the game is over', () => {
    const game = newGame('jamble-jx');
    game.state.racks = [['Q'], ['A']];
    game.state.scores = [20, 5];
    takeTurns(game, 'PASS', 'PASS');
    const view = viewOf(game, null);
    expect(view.over).toBe(true);
    expect(view.toMove).toBeNull();
    expect(view.result).toEqual({
      winners: [0],
      reason: 'every player passed in a row.',
      adjustments: [
        { seat: 0, delta: -12, reason: 'Q left on the rack (12 points)' },
        { seat: 1, delta: -1, reason: 'A left on the rack (1 point)' },
      ],
      final: [8, 4],
    });
    expect(view.seed).toBe('test-seed');
  });

  it('gives letter values for every tile, the blank included', () => {
    const view = viewOf(newGame('jamble-jx'));
    expect([view.tileValues.Q, view.tileValues.K, view.tileValues['?']]).toEqual([12, 5, 0]);
    expect([view.rackSize, view.bingoBonus, view.title]).toEqual([7, 10, 'Jamble']);
  });
});

describe('previewPlay', () => {
  it('scores a play without changing the game', () => {
    const game = newGame('jamble-jx');
    putWord(game, 'K7', 'down', 'NET');
    giveRack(game, 0, 'PLAEXYZ');
    const before = structuredClone(game.state);
    const preview = previewPlay(game.config, game.state, 0, 'H7 across PLAE', words);
    expect(preview).toEqual({
      ok: true,
      value: {
        words: ['PLANE'],
        score: 8,
        breakdown: ['PLANE: P3 L1×2 A1 N1 E1 = 8'],
        unknown: [],
      },
    });
    expect(game.state).toEqual(before);
  });

  it('gives the same refusal a move would get', () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'PLANEST');
    expect(previewPlay(game.config, game.state, 0, 'A1 across PLANE', words)).toMatchObject({
      ok: false,
      error: { code: 'first-play-must-cover-centre' },
    });
    expect(previewPlay(game.config, game.state, 1, 'H8 across PLANE', words)).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn' },
    });
  });

  it('lists unknown words without refusing them when words are not checked on entry', () => {
    const game = newGame('scrabble', { challenge: 'double' });
    giveRack(game, 0, 'PLANEXS');
    const preview = previewPlay(game.config, game.state, 0, 'H8 across PLANX', words);
    expect(preview.ok && preview.value.unknown).toEqual(['PLANX']);
  });
});

describe('the provably fair bag', () => {
  it('commits to the seed at setup, and the revealed seed verifies', () => {
    const game = newGame('scrabble', {}, ['Ann', 'Bob'], 'a secret seed');
    expect(viewOf(game).commitment).toBe(commitTo('a secret seed'));
    expect(viewOf(game).commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyCommitment('a secret seed', viewOf(game).commitment)).toBe(true);
    expect(verifyCommitment('another seed', viewOf(game).commitment)).toBe(false);
  });

  it('re-derives the initial bag from the seed: the racks were dealt from its front', () => {
    const game = newGame('scrabble', {}, ['Ann', 'Bob'], 'a secret seed');
    const bag = initialBag(game.config, 'a secret seed');
    expect(bag).toHaveLength(100);
    expect([...bag].sort()).toEqual(allTilesIn(game.state));
    expect(game.state.racks).toEqual([bag.slice(0, 7), bag.slice(7, 14)]);
    expect(game.state.bag).toEqual(bag.slice(14));
  });

  it('deals different bags for different seeds', () => {
    const a = newGame('scrabble', {}, ['Ann', 'Bob'], 'one');
    const b = newGame('scrabble', {}, ['Ann', 'Bob'], 'two');
    expect(a.state.bag).not.toEqual(b.state.bag);
  });
});
