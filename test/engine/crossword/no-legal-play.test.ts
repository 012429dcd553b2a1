// A player with no legal play in the rulesets with racks: the generator says so, and the game goes
// on (PASS, or EXCHANGE where the bag allows); only Scribble ends when nobody can add a word.
import { describe, expect, it } from 'vitest';
import { getLexicon } from '../../../dictionaries/registry';
import { contextOf } from '../../../engine/crossword/context';
import { anyLegalPlay, moveGenSetupOf } from '../../../engine/crossword/legal-play';
import { moveGenRulesOf } from '../../../engine/crossword/movegen/from-config';
import { generatorFor } from '../../../engine/crossword/movegen/index';
import { giveRack, move, newGame, type TestGame } from './helpers';
import { pocketBoard } from './no-word-board';

const lexicon = getLexicon('test')!;

/** The pocket board (ZAP the only word left, for a rack holding a P) with Ann to move. */
function stuckFor(ruleset: string, rack: string): TestGame {
  const game = newGame(ruleset);
  game.state.board = pocketBoard([8]);
  giveRack(game, 1, ''); // Bob's tiles back in the bag, so Ann's rack can be any single tiles.
  giveRack(game, 0, rack);
  return game;
}

const hasPlay = (game: TestGame, seat: number) =>
  anyLegalPlay(contextOf(game.config), game.state.board, game.state.racks[seat]!, lexicon);

describe.each(['scrabble', 'wwf', 'jamble-jx'])('%s: a rack with no legal play', (ruleset) => {
  it('has none with J, Q, X and Z, and one with a P (ZAP)', () => {
    expect(hasPlay(stuckFor(ruleset, 'JQXZ'), 0)).toBe(false);
    expect(hasPlay(stuckFor(ruleset, 'JQXP'), 0)).toBe(true);
  });

  it('does not end the game: PASS moves the turn on', () => {
    const game = move(stuckFor(ruleset, 'JQXZ'), 0, 'PASS', lexicon);
    expect(game.state.result).toBeNull();
    expect(game.state.toMove).toBe(1);
  });

  it('may exchange while the bag allows it', () => {
    const game = move(stuckFor(ruleset, 'JQXZ'), 0, 'EXCHANGE QX', lexicon);
    expect(game.state.result).toBeNull();
    expect(game.state.moves.at(-1)?.kind).toBe('exchange');
  });
});

describe('the generator behind the check', () => {
  it('is built once per lexicon and setup, even for configs read afresh from storage', () => {
    // The worker parses the stored config on every request: equal configs, new objects.
    const stored = JSON.stringify(newGame('scrabble').config);
    const [a, b] = [JSON.parse(stored), JSON.parse(stored)].map((c) =>
      moveGenSetupOf(contextOf(c)),
    );
    expect(a).toBe(b);
    expect(generatorFor(lexicon, a!)).toBe(generatorFor(lexicon, b!));
    // ANALYZE and the CLIs ask by config: the same rules object, so the same generator.
    expect(moveGenRulesOf(JSON.parse(stored))).toBe(a);
  });

  it('is a different one for a different board or ruleset', () => {
    const setupOf = (ruleset: string, options: Record<string, unknown> = {}) =>
      moveGenSetupOf(contextOf(newGame(ruleset, options).config));
    expect(setupOf('scrabble', { layout: 'super' })).not.toBe(setupOf('scrabble'));
    expect(setupOf('scribble')).not.toBe(setupOf('scrabble'));
    expect(setupOf('scribble').unlimited).toBe(true);
  });
});
