// The lines worker/robot adds to a crossword turn email: no legal play, HINT, ANALYZE.
import { describe, expect, it } from 'vitest';
import type { CrosswordState } from '../../../engine/crossword/rules';
import { getGameKind } from '../../../engine/registry';
import { replyAdvice } from '../../../worker/game-room/mailers/crossword-advice';
import type { GameRecord } from '../../../worker/game-room/record';
import { pocketBoard } from '../../engine/crossword/no-word-board';

/** A fresh two-player game on the hand-written `test` lexicon, with Ann's rack replaced. */
function position(ruleset: string, rack: string[], extra: Partial<GameRecord> = {}) {
  const kind = getGameKind(ruleset)!;
  const configured = kind.configure({}, 'test');
  if (!configured.ok) throw new Error(configured.error.message);
  const seats = [
    { name: 'Ann', email: 'ann@example.com', token: 't0' },
    { name: 'Bob', email: 'bob@example.com', token: 't1' },
  ];
  const state = kind.setup(configured.value, seats, 'advice-seed') as CrosswordState;
  state.toMove = 0;
  state.racks[0] = rack;
  const record: GameRecord = {
    id: 'advice0000',
    ruleset,
    lexicon: 'test',
    seed: 'advice-seed',
    createdAt: 0,
    seats,
    config: configured.value,
    ...extra,
  };
  return { record, state };
}

describe('reply advice in the turn email', () => {
  it.each(['scrabble', 'jamble-jx', 'wwf'])('%s: says so when no word fits the rack', (ruleset) => {
    // No word of the test lexicon can be made from Qs and Vs alone.
    const { record, state } = position(ruleset, ['Q', 'Q', 'V', 'V', 'Q', 'V', 'Q']);
    expect(replyAdvice(record, state, 0).join(' ')).toMatch(/No word fits your rack/);
  });

  it('offers HINT in a casual game with hints on, and nothing in a rated one', () => {
    const rack = ['C', 'A', 'T', 'E', 'R', 'S', 'D'];
    const casual = position('scrabble', rack, { rated: false, hints: true });
    expect(replyAdvice(casual.record, casual.state, 0)).toEqual([
      'Stuck? Reply HINT for a suggestion.',
    ]);
    const rated = position('scrabble', rack);
    expect(replyAdvice(rated.record, rated.state, 0)).toEqual([]);
  });

  it('says nothing to the player who is not to move', () => {
    const { record, state } = position('scrabble', ['Q', 'Q', 'V', 'V', 'Q', 'V', 'Q']);
    expect(replyAdvice(record, state, 1)).toEqual([]);
  });

  describe('on a constructed near-full board where ZAP is the only word left', () => {
    function stuck(ruleset: string, rack: string[]) {
      const p = position(ruleset, rack);
      p.state.board = pocketBoard([8]);
      return p;
    }

    it.each(['scrabble', 'wwf', 'jamble-jx'])(
      '%s: offers EXCHANGE or PASS to a rack without a P, nothing to one with a P',
      (ruleset) => {
        const none = stuck(ruleset, ['Q', 'V', 'V', 'Q']);
        expect(replyAdvice(none.record, none.state, 0)).toEqual([
          'No word fits your rack anywhere on the board: reply EXCHANGE with the tiles to swap, or PASS.',
        ]);
        const zap = stuck(ruleset, ['Q', 'V', 'P', 'Q']);
        expect(replyAdvice(zap.record, zap.state, 0)).toEqual([]);
      },
    );

    it('offers only PASS when the bag is too small to exchange (Scrabble: under 7 tiles)', () => {
      const { record, state } = stuck('scrabble', ['Q', 'V', 'V', 'Q']);
      state.bag = state.bag.slice(0, 6);
      expect(replyAdvice(record, state, 0)).toEqual([
        'No word fits your rack anywhere on the board: reply PASS.',
      ]);
    });

    it('says nothing in Scribble while the word is there to play', () => {
      const { record, state } = stuck('scribble', []);
      expect(replyAdvice(record, state, 0)).toEqual([]);
    });
  });
});
