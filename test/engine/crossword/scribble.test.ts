// Scribble: unlimited letters, [row, column] H|V moves, its connection rule and its ways to end.
import { describe, expect, it } from 'vitest';
import { lastMove, lexiconOf, move, newGame, putWord, refusal, takeTurns, viewOf } from './helpers';

/** The rule book's example board: MOUNTAIN across row 6 from column 5 (E6). */
function withMountain(players = ['Ann', 'Bob', 'Cy'], options: Record<string, unknown> = {}) {
  const game = newGame('scribble', options, players);
  putWord(game, 'E6', 'across', 'MOUNTAIN');
  return game;
}

describe('Scribble', () => {
  it('has no bag and no racks', () => {
    const game = newGame('scribble', {}, ['Ann', 'Bob', 'Cy']);
    const view = viewOf(game, 0);
    expect([view.bagCount, view.rack, view.canExchange]).toEqual([0, null, false]);
    expect(refusal(game, 0, 'EXCHANGE A')?.code).toBe('exchange-not-allowed');
  });

  it('scores the rule book’s centre square % as the start only, with no bonus: [8,8] H PLANE = 8', () => {
    const game = move(newGame('scribble'), 0, '[8,8] H PLANE');
    // P3 L1 A1 N1 on plain squares (H8 is %), E1 on L8, a double letter (+): 3+1+1+1+2 = 8.
    expect(lastMove(game).breakdown).toEqual(['PLANE: P3 L1 A1 N1 E1×2 = 8']);
    expect(game.config.layout).toBe('scribble');
  });

  it('offers the standard board (a double-word centre) as the layout option', () => {
    const game = move(newGame('scribble', { layout: 'standard' }), 0, '[8,8] H PLANE');
    expect(lastMove(game).score).toBe(16);
  });

  it('plays any letters, first word covering the centre, in [row, column] H|V notation', () => {
    const game = move(newGame('scribble'), 0, '[8,6] H PLANE');
    expect(lastMove(game)).toMatchObject({ words: ['PLANE'], notation: '[8,6] H PLANE' });
  });

  it('needs at least two letters in the first word', () => {
    expect(refusal(newGame('scribble'), 0, '[8,8] H A')?.code).toBe('first-word-too-short');
  });

  it.each([
    ['MAP down from the M already there', '[6][5] V MAP', ['MAP']],
    ['PAINT ending on the T already there', '[2,9] V PAINT', ['PAINT']],
    ['SASSY extending MOUNTAIN to MOUNTAINS', '[3,13] V SASSY', ['SASSY', 'MOUNTAINS']],
  ])('accepts %s', (_name, text, formed) => {
    const game = move(withMountain(), 0, text);
    expect(lastMove(game).words).toEqual(formed);
  });

  it('accepts a parallel play whose letters make words with the board’s letters (D2)', () => {
    // AN under the M and O of MOUNTAIN neither starts nor ends on a board letter, but its letters
    // extend the board's letters down into MA and ON, as SASSY extends MOUNTAIN in the rule book.
    const lexicon = lexiconOf(['MOUNTAIN', 'AN', 'MA', 'ON']);
    const game = withMountain();
    expect(refusal(game, 0, '[7,5] H AN', lexicon)).toBeNull();
    expect(lastMove(game).words).toEqual(['AN', 'MA', 'ON']);
  });

  it('refuses a word that touches the board at no letter and makes no other word', () => {
    expect(refusal(withMountain(), 0, '[8,5] H PLANE')?.code).toBe('not-connected');
  });

  it('lets one player play alone (D5): a practice game that a PASS or END finishes', () => {
    const game = move(newGame('scribble', {}, ['Ann']), 0, '[8,8] H PLANE');
    expect(game.state.toMove).toBe(0);
    takeTurns(game, '[8,8] V PAINT', 'PASS');
    expect(game.state.result).toMatchObject({
      winners: [0],
      reason: 'every player passed in a row.',
    });
  });

  it('refuses a word that crosses a letter only in its middle', () => {
    // ATOM down through the T of MOUNTAIN (I6) with the T in the middle.
    expect(refusal(withMountain(), 0, '[5,9] V ATOM')?.code).toBe('not-connected');
  });

  it('scores all letters of every word formed, bonuses only on newly covered squares', () => {
    const game = move(withMountain(), 0, '[3,13] V SASSY');
    // SASSY down M3..M7: M3 DW, M7 DL; S1 A1 S1 S1×1 (M6) Y4×2 → (1+1+1+1+8)×2 = 24.
    // MOUNTAINS: 8 old letters at face value (M3 O1 U1 N1 T1 A1 I1 N1 = 10) + S1 = 11.
    expect(lastMove(game).breakdown).toEqual([
      'SASSY: S1 A1 S1 S1 Y4×2 ×2 = 24',
      'MOUNTAINS: M3 O1 U1 N1 T1 A1 I1 N1 S1 = 11',
    ]);
    expect(lastMove(game).score).toBe(35);
  });

  it('lets any number of players take turns in join order', () => {
    const game = withMountain(['Ann', 'Bob', 'Cy', 'Di', 'Ed']);
    for (const seat of [0, 1, 2, 3]) move(game, seat, 'PASS');
    expect(game.state.toMove).toBe(4);
  });

  it('ends when every player passes in a row', () => {
    const game = withMountain();
    for (const seat of [0, 1, 2]) move(game, seat, 'PASS');
    expect(game.state.result?.reason).toBe('every player passed in a row.');
  });

  it('ends when a player chooses END', () => {
    const game = withMountain();
    takeTurns(game, '[6][5] V MAP', 'END');
    expect(game.state.result).toMatchObject({ winners: [0], reason: 'Bob ended the game.' });
  });

  it('ends at the target score', () => {
    const game = move(withMountain(['Ann', 'Bob'], { targetScore: 30 }), 0, '[3,13] V SASSY');
    expect(game.state.result?.reason).toBe('Ann reached the target score of 30.');
  });

  it('ends when every player has had the turn limit of turns (3 players, limit 2: 6 turns)', () => {
    const game = withMountain(['Ann', 'Bob', 'Cy'], { turnLimit: 2 });
    takeTurns(game, '[6][5] V MAP', '[2,9] V PAINT');
    expect(game.state.result).toBeNull();
    takeTurns(game, '[3,13] V SASSY', '[3,9] H AIM', 'PASS');
    expect([game.state.result, game.state.toMove]).toEqual([null, 2]);
    move(game, 2, '[8,2] H SHIP');
    expect(game.state.result?.reason).toBe('every player has had 2 turns (the turn limit).');
  });

  it('counts the turn limit over the players still playing after a resignation', () => {
    const game = withMountain(['Ann', 'Bob', 'Cy'], { turnLimit: 1 });
    move(game, 0, 'PASS');
    move(game, 1, 'RESIGN');
    expect(game.state.result).toBeNull();
    move(game, 2, '[6][5] V MAP');
    expect(game.state.result?.reason).toBe('every player has had 1 turn (the turn limit).');
  });

  it('ends when the board is full', () => {
    const game = newGame('scribble');
    // Fill every square but H8 and I8, then finish the board with a two-letter word.
    for (let r = 0; r < 15; r++)
      for (let c = 0; c < 15; c++)
        if (!(r === 7 && (c === 7 || c === 8)))
          game.state.board.squares[r * 15 + c] = { letter: 'A', blank: false };
    const anything = { id: 'anything', size: 0, has: () => true };
    expect(refusal(game, 0, '[8,8] H AA', anything)).toBeNull();
    expect(game.state.result?.reason).toBe('the board is full.');
  });
});
