// Rules every crossword ruleset shares, run over all of them.
import { describe, expect, it } from 'vitest';
import { getGameKind, rulesetIds } from '../../../engine/registry';
import {
  giveRack,
  lexiconOf,
  move,
  newGame,
  putWord,
  refillFromFront,
  refusal,
  viewOf,
} from './helpers';

const crosswordIds = rulesetIds().filter((id) => getGameKind(id)?.family === 'crossword');

/** A game whose first player holds PLANEST (Scribble has no racks). */
function ready(id: string) {
  const game = newGame(id);
  if (game.state.racks[0]?.length) giveRack(game, 0, 'PLANEST');
  return game;
}

describe('every crossword ruleset is registered', () => {
  it('lists the Jamble family, Scrabble, WWF and Scribble', () => {
    expect(crosswordIds).toEqual(
      expect.arrayContaining([
        'jamble-jx',
        'jamble-jw',
        'jamble-jo',
        'jamble-jh',
        'jamble-jy',
        'scrabble',
        'wwf',
        'scribble',
      ]),
    );
  });
});

describe.each(crosswordIds)('%s', (id) => {
  it('accepts a first word across the centre and scores it', () => {
    const game = move(ready(id), 0, 'H8 across PLANE');
    expect(game.state.moves.at(-1)).toMatchObject({ kind: 'play', words: ['PLANE'] });
    expect(game.state.scores[0]).toBeGreaterThan(0);
    expect(viewOf(game).squares[7]?.[7]).toMatchObject({
      coord: 'H8',
      letter: 'P',
      lastMove: true,
    });
  });

  it('refuses a first word that misses the centre square', () => {
    expect(refusal(ready(id), 0, 'A1 across PLANE')?.code).toBe('first-play-must-cover-centre');
  });

  it('refuses a word that runs off the board', () => {
    expect(refusal(ready(id), 0, 'L8 across PLANE')?.code).toBe('off-board');
  });

  it('refuses a play with a gap in it', () => {
    expect(refusal(ready(id), 0, 'H8 across P.ANE')?.code).toBe('gap-in-play');
  });

  it('refuses a word that does not connect to the board', () => {
    const game = refillFromFront(move(ready(id), 0, 'H8 across PLANE'));
    if (game.state.racks[1]?.length) giveRack(game, 1, 'CAT');
    expect(refusal(game, 1, 'A1 across CAT')?.code).toBe('not-connected');
  });

  it('refuses a move out of turn', () => {
    expect(refusal(ready(id), 1, 'H8 across PLANE')?.code).toBe('not-your-turn');
  });

  it('refuses any move after the game is over', () => {
    const game = move(ready(id), 0, 'RESIGN');
    expect(game.state.result?.winners).toEqual([1]);
    expect(refusal(game, 1, 'PASS')?.code).toBe('game-over');
  });

  it('names every word the lexicon lacks when words are checked on entry', () => {
    const game = ready(id);
    const error = refusal(game, 0, 'H8 across PLANE', lexiconOf(['PLAN']));
    expect(error?.code).toBe('word-not-in-lexicon');
    expect(error?.message).toContain('PLANE');
  });

  it('refuses a letter that is not a tile of the game', () => {
    expect(refusal(ready(id), 0, 'H8 across PL4NE')?.code).toBe('unknown-letter');
  });

  it('passes the turn on after a pass', () => {
    const game = move(ready(id), 0, 'PASS');
    expect(game.state.toMove).toBe(1);
    expect(game.kind.pending(game.config, game.state)).toEqual({
      over: false,
      seats: [1],
      phase: 'play',
    });
  });

  it('shows the board as text with coordinates', () => {
    const game = ready(id);
    putWord(game, 'H8', 'across', 'CAT');
    const text = viewOf(game).boardText;
    expect(text[0]?.trim().startsWith('A B C')).toBe(true);
    expect(text[8]).toMatch(/^ 8 .*C A T.* 8$/);
  });

  it('keeps the seed secret until the game is over, and its commitment matches', async () => {
    const game = ready(id);
    const before = viewOf(game, null);
    expect(before.seed).toBeNull();
    expect(before.rack).toBeNull();
    move(game, 0, 'RESIGN');
    const after = viewOf(game, null);
    expect(after.seed).toBe('test-seed');
    const { verifyCommitment } = await import('../../../engine/commitment');
    expect(verifyCommitment(after.seed as string, after.commitment)).toBe(true);
  });

  it('keeps words formed through a tile already on the board (PLANES from PLANE)', () => {
    const game = refillFromFront(move(ready(id), 0, 'H8 across PLANE'));
    if (game.state.racks[1]?.length) giveRack(game, 1, 'S');
    move(game, 1, 'M8 across S');
    expect(game.state.moves.at(-1)?.words).toEqual(['PLANES']);
  });
});
