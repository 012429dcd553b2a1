// What the crossword turn email tells the player to reply, from the position: no EXCHANGE when the
// bag is too small to exchange (Scrabble: under 7), how each kind of game writes a move, and the
// words on the board as the text part lists them.
import { describe, expect, it } from 'vitest';
import { wordsOnBoardLines } from '../../emails/text/crossword-text';
import type { CrosswordConfig, CrosswordState } from '../../engine/crossword/rules';
import { getGameKind } from '../../engine/registry';
import type { Env } from '../../worker/env';
import { seatLinks, type TurnContext } from '../../worker/game-room/envelope';
import { crosswordMailer } from '../../worker/game-room/mailers/crossword';
import { giveRack, move, newGame, viewOf } from '../engine/crossword/helpers';
import { TEST_LINK_SECRETS } from '../setup/secrets';

function contextOf(ruleset: string, change: (state: CrosswordState) => void): TurnContext {
  const kind = getGameKind(ruleset)!;
  const configured = kind.configure({}, 'test');
  if (!configured.ok) throw new Error(configured.error.message);
  const config = configured.value as CrosswordConfig;
  const seats = ['Ann', 'Bob'].map((name, i) => ({
    name,
    email: `p${i}@example.com`,
    token: `token${i}tokentoken`,
  }));
  const state = kind.setup(config, seats, 'advice-seed') as CrosswordState;
  change(state);
  const env = {
    PUBLIC_URL: 'https://play.example.com',
    MAIL_DOMAIN: 'play.example.com',
    MAIL_FROM: 'Wordmail <turns@play.example.com>',
    LINK_SECRET: `k1:${TEST_LINK_SECRETS.k1}`,
  } as unknown as Env;
  const record = {
    id: 'advice',
    ruleset,
    lexicon: 'test',
    seed: 'advice-seed',
    createdAt: 0,
    seats,
    config,
  };
  return {
    env,
    record,
    kind,
    state,
    turn: 1,
    now: 1000,
    threads: new Map(),
    links: seatLinks(env),
  };
}

const passed = [{ type: 'pass', text: 'Bob passed.' }];

describe('the reply advice in a crossword turn email', () => {
  it('suggests EXCHANGE while the Scrabble bag has at least 7 tiles', async () => {
    const mail = await crosswordMailer.turn(
      contextOf('scrabble', () => {}),
      0,
      passed,
      1,
      null,
    );
    expect(mail.text).toContain('EXCHANGE and the letters');
  });

  it('does not suggest EXCHANGE when the Scrabble bag has fewer than 7, and says why', async () => {
    const ctx = contextOf('scrabble', (state) => {
      state.bag = state.bag.slice(0, 5);
    });
    const mail = await crosswordMailer.turn(ctx, 0, passed, 1, null);
    expect(mail.text).not.toContain('EXCHANGE');
    expect(mail.text).toContain('No exchanges now: the bag has 5 tiles.');
  });

  it('tells a Jamble player that their own tiles go first, not that lowercase is a blank', async () => {
    const mail = await crosswordMailer.turn(
      contextOf('jamble-jx', () => {}),
      0,
      passed,
      1,
      null,
    );
    expect(mail.text).not.toContain('A lowercase letter is a blank.');
    expect(mail.text).toContain('a blank only for one you lack');
  });
});

describe('the words on the board in the plain-text email', () => {
  it('lists the words as the board reads now, once each, across then down with their squares', () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'PLANEST');
    move(game, 0, 'H8 across PLANE');
    giveRack(game, 1, 'SATEEEE');
    // PLANES replaces PLANE, and AT down from the A: the old PLANE is no longer a word there.
    move(game, 1, 'M8 across S');
    expect(wordsOnBoardLines(viewOf(game, 0))).toEqual([
      'Words on the board:',
      '  Across: PLANES (H8)',
    ]);
    giveRack(game, 0, 'TEEEEEE');
    move(game, 0, 'J9 down T');
    expect(wordsOnBoardLines(viewOf(game, 0))).toEqual([
      'Words on the board:',
      '  Across: PLANES (H8)',
      '  Down: AT (J8)',
    ]);
  });
});
