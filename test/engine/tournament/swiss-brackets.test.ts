// The Dutch bracket-by-bracket pairing against rounds that bbpPairings paired (dutch-rounds.ts),
// and the explanation of a float caused by players moved down into a group.
import { describe, expect, it } from 'vitest';
import { pairSwissRound } from '../../../engine/tournament/swiss';
import { swissInputOf } from '../../../engine/tournament/trf-swiss';
import { DUTCH_ROUNDS, trfOf } from './dutch-rounds';
import { unwrap } from './play';

const paired = (k: number) => {
  const r = DUTCH_ROUNDS[k]!;
  const { ranked, options } = swissInputOf(trfOf(r), r.round);
  return unwrap(pairSwissRound(ranked, options));
};

describe('pairSwissRound, bracket by bracket', () => {
  it.each(DUTCH_ROUNDS.map((r, k) => [r.name, k] as const))(
    'pairs %s as bbpPairings does, first moves included',
    (_, k) => {
      const round = paired(k);
      const boards = (s: string) => s.split(' ').sort();
      expect(boards(round.pairs.map((p) => p.join('-')).join(' '))).toEqual(
        boards(DUTCH_ROUNDS[k]!.pairs),
      );
      expect(round.bye).toBe(DUTCH_ROUNDS[k]!.bye);
    },
  );

  it('says when a group is odd because players came down into it', () => {
    // Six on 1 point, and 2 moved down from 2 points: seven, so 6 meets 7 on 0.
    const float = paired(0).floats.find((f) => f.player === '6')!;
    expect(float).toMatchObject({ direction: 'down', code: 'odd-group', points: 1, against: 0 });
    expect(float.reason).toBe(
      '6 players are on 1 point and 1 came down from higher scores, an odd number: one of them had to meet someone from a lower group.',
    );
  });
});
