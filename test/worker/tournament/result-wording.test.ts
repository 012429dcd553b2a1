// How a tournament game's result is worded: a forfeit is not a score ("forfeited to Cy (0–0)").
import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../../engine/tournament/types';
import type { TournamentInfo } from '../../../worker/rpc/tournament';
import { describeResult } from '../../../worker/tournament/advance';

const info = {
  players: [
    { id: 'p1', name: 'Bob' },
    { id: 'p2', name: 'Cy' },
  ],
} as unknown as TournamentInfo;
const t = { games: [{ id: 'r1-g1', first: 'p1', second: 'p2' }] } as unknown as Tournament;

describe('a tournament game’s result in words', () => {
  it('says a forfeit without a 0–0 score', () => {
    expect(describeResult(info, t, 'r1-g1', { scores: [0, 0], forfeit: 'p1' })).toBe(
      'Bob forfeited to Cy.',
    );
  });

  it('gives the scores as they stood when a game under way is forfeited', () => {
    expect(describeResult(info, t, 'r1-g1', { scores: [120, 95], forfeit: 'p1' })).toBe(
      'Bob forfeited to Cy (the scores stood at 120–95).',
    );
  });

  it('still says who beat whom by how much', () => {
    expect(describeResult(info, t, 'r1-g1', { scores: [300, 412] })).toBe('Cy beat Bob 412–300.');
  });
});
