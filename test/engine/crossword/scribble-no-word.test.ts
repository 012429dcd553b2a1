// Scribble ends as soon as no player can add a word anywhere (rule book end 2, read in scribble.ts),
// found by the move generator over the compiled `test` lexicon.
import { describe, expect, it } from 'vitest';
import { getLexicon } from '../../../dictionaries/registry';
import { contextOf } from '../../../engine/crossword/context';
import { NO_WORD_LEFT } from '../../../engine/crossword/flow';
import { anyLegalPlay, moveGenSetupOf } from '../../../engine/crossword/legal-play';
import { countPlays } from '../../../engine/crossword/movegen/index';
import { lastMove, move, newGame, refusal, type TestGame, words } from './helpers';
import { pocketBoard, pocketEnd } from './no-word-board';

const lexicon = getLexicon('test')!;

/** A Scribble game on the pocket board (no-word-board.ts) of the given rows. */
function pockets(
  rows: number[],
  players = ['Ann', 'Bob'],
  options: Record<string, unknown> = {},
): TestGame {
  const game = newGame('scribble', options, players);
  game.state.board = pocketBoard(rows);
  return game;
}

function playsLeft(game: TestGame): number {
  return countPlays(lexicon, moveGenSetupOf(contextOf(game.config)), game.state.board, []).count;
}

describe('Scribble: the end when no player can add a word', () => {
  it('has exactly one word left on the constructed board: ZAP', () => {
    const game = pockets([8]);
    expect(game.state.board.squares.filter((s) => s !== null)).toHaveLength(221);
    expect(playsLeft(game)).toBe(1);
  });

  it('ends as soon as the last word that could be added is played', () => {
    const game = move(pockets([8], ['Ann', 'Bob', 'Cy']), 0, '[8,13] H ZAP', lexicon);
    expect(lastMove(game)).toMatchObject({ kind: 'play', words: ['ZAP'], score: 42 });
    expect(playsLeft(game)).toBe(0);
    expect(game.state.phase).toBe('over');
    // Final scores are the scores as they stand: nothing is left on a rack to count.
    expect(game.state.result).toEqual({
      winners: [0],
      reason: NO_WORD_LEFT,
      adjustments: [],
      final: [42, 0, 0],
    });
    expect(game.state.scores).toEqual([42, 0, 0]);
  });

  it('says why in the game-over event everyone is told', () => {
    const game = pockets([8]);
    const command = game.kind.parse('[8,13] H ZAP', game.config);
    if (!command.ok) throw new Error(command.error.message);
    const applied = game.kind.apply(game.config, game.state, 0, command.value, {
      now: 0,
      lexicon,
    });
    if (!applied.ok) throw new Error(applied.error.message);
    expect(applied.value.events.map((e) => e.type)).toEqual(['play', 'game-over']);
    expect(applied.value.events[1]!.text).toBe(
      'Game over: no player can add a word to the board. Ann wins. Final scores: Ann 42, Bob 0.',
    );
  });

  it('plays on while a word can still be added somewhere, then ends with the last one', () => {
    const game = move(pockets([3, 8]), 0, '[8,13] H ZAP', lexicon);
    expect(game.state.result).toBeNull();
    expect(game.state.toMove).toBe(1);
    expect(playsLeft(game)).toBe(1);
    move(game, 1, '[3,13] H ZAP', lexicon);
    expect(game.state.result?.reason).toBe(NO_WORD_LEFT);
    // ZAP on O8 covers a triple word square (42); on O3 it has no bonus (14).
    expect(game.state.result).toMatchObject({ winners: [0], final: [42, 14] });
  });

  it('ends on the next turn of a game already stuck, even a PASS', () => {
    // A game stored before this end existed may sit on such a board: the next turn ends it.
    const game = pockets([8], ['Ann', 'Bob', 'Cy']);
    game.state.board.squares[pocketEnd(8)] = { letter: 'P', blank: false };
    expect(refusal(game, 0, 'PASS', lexicon)).toBeNull();
    expect(game.state.result?.reason).toBe(NO_WORD_LEFT);
  });

  it('gives the target score as the reason when the last word also reaches it', () => {
    const game = move(
      pockets([8], ['Ann', 'Bob'], { targetScore: 40 }),
      0,
      '[8,13] H ZAP',
      lexicon,
    );
    expect(game.state.result?.reason).toBe('Ann reached the target score of 40.');
  });

  it('leaves a word to play on the empty board, so a new game never starts stuck', () => {
    // Any lexicon with a word of 2–15 letters has a first play through the centre.
    const game = newGame('scribble');
    expect(anyLegalPlay(contextOf(game.config), game.state.board, [], lexicon)).toBe(true);
  });

  it('refuses any move once it has ended, and changes nothing', () => {
    const game = move(pockets([8]), 0, '[8,13] H ZAP', lexicon);
    const before = structuredClone(game.state);
    for (const text of ['PASS', 'END', '[8,12] H AZAP'])
      expect(refusal(game, 1, text, lexicon)?.code).toBe('game-over');
    expect(game.state).toEqual(before);
  });

  it('is decided the same way every time for the same position', () => {
    const outcomes = [1, 2, 3].map(
      () => move(pockets([8]), 0, '[8,13] H ZAP', lexicon).state.result,
    );
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect(outcomes[2]).toEqual(outcomes[0]);
  });

  it('cannot search with a stand-in lexicon that only checks words (as GCG replays use)', () => {
    const game = pockets([8]);
    game.state.board.squares[pocketEnd(8)] = { letter: 'P', blank: false };
    expect(anyLegalPlay(contextOf(game.config), game.state.board, [], words)).toBeNull();
    expect(refusal(game, 0, 'PASS', words)).toBeNull();
    expect(game.state.result).toBeNull();
  });
});
