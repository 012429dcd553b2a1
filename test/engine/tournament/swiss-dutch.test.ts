// The Dutch criteria of the matching Swiss: first-move limits, float protection, explained floats,
// and random tournaments of 9–64 players with no first-move violation before the last round.
import { describe, expect, it } from 'vitest';
import { pairSwissRound, type SwissPlayer } from '../../../engine/tournament/swiss';
import { unwrap } from './play';
import { figuresOf, randomSwiss, sumFigures } from './swiss-field';

const player = (id: string, points: number, more: Partial<SwissPlayer> = {}): SwissPlayer => ({
  id,
  points,
  opponents: new Set(),
  hadBye: false,
  colours: [],
  ...more,
});

describe('pairSwissRound by the Dutch criteria', () => {
  it('never pairs two players who must both move second, when another pairing exists', () => {
    // a and b moved first twice running; the Dutch order would pair a–c and b–d... or a–b.
    const ranked = [
      player('a', 2, { colours: [1, 1] }),
      player('b', 2, { colours: [1, 1] }),
      player('c', 2, { colours: [-1, -1] }),
      player('d', 2, { colours: [-1, -1] }),
    ];
    const { pairs } = unwrap(pairSwissRound(ranked));
    // c and d move first; a and b second: nobody three times running.
    expect(pairs.map(([first]) => first).sort()).toEqual(['c', 'd']);
  });

  it('does not float down a player who had the bye last round when another can float', () => {
    // Three on 1 point: one must float. z had last round's bye (a float down already).
    const ranked = [
      player('x', 1, { colours: [1], floats: [null] }),
      player('y', 1, { colours: [-1], floats: [null] }),
      player('z', 1, { colours: [], hadBye: true, floats: ['down'] }),
      player('w', 0, { colours: [1], floats: [null] }),
    ];
    const round = unwrap(pairSwissRound(ranked));
    const wPartner = round.pairs.find((p) => p.includes('w'))!.find((id) => id !== 'w');
    // Without protection the lowest of the group, z, would float; y floats instead.
    expect(wPartner).toBe('y');
    expect(round.floats).toEqual([
      expect.objectContaining({
        player: 'y',
        direction: 'down',
        code: 'odd-group',
        points: 1,
        against: 0,
      }),
      expect.objectContaining({
        player: 'w',
        direction: 'up',
        code: 'paired-up',
        points: 0,
        against: 1,
      }),
    ]);
    expect(round.floats[0]!.reason).toBe(
      '3 players are on 1 point, an odd number: one of them had to meet someone from a lower group.',
    );
  });

  it('explains a float by the rematches left in the group, and the bye', () => {
    const ranked = [
      player('a', 2, { opponents: new Set(['b']) }),
      player('b', 2, { opponents: new Set(['a']) }),
      player('c', 1),
      player('d', 1),
      player('e', 0),
    ];
    const round = unwrap(pairSwissRound(ranked));
    expect(round.bye).toBe('e');
    const codes = round.floats.map((f) => `${f.player}:${f.direction}:${f.code}`).sort();
    expect(codes).toEqual([
      'a:down:all-met',
      'b:down:all-met',
      'c:up:paired-up',
      'd:up:paired-up',
      'e:down:bye',
    ]);
    expect(round.floats.find((f) => f.player === 'a')!.reason).toBe(
      'You have already played everyone else on 2 points.',
    );
  });

  it('lets two topscorers clash on first move in the last round rather than float', () => {
    const ranked = [
      player('a', 3, { colours: [-1, 1, 1] }),
      player('b', 3, { colours: [-1, 1, 1] }),
      player('c', 1, { colours: [1, -1, -1] }),
      player('d', 1, { colours: [-1, -1, 1] }),
    ];
    const sorted = (r: ReturnType<typeof pairSwissRound>) =>
      unwrap(r)
        .pairs.map((p) => [...p].sort().join(''))
        .sort();
    // a and b both must move second; before the last round they float to avoid it.
    expect(sorted(pairSwissRound(ranked, { rounds: 4 }))).toEqual(['ac', 'bd']);
    expect(sorted(pairSwissRound(ranked, { rounds: 4, lastRound: true }))).toEqual(['ab', 'cd']);
  });
});

describe('random Swiss tournaments of 9–64 players', () => {
  const all = Array.from({ length: 40 }, (_, k) => figuresOf(randomSwiss(k)));

  it('never lets anyone move first (or second) three times running or go ±3', () => {
    // FIDE would allow it to two topscorers in the last round; these 298 rounds never need it.
    expect(all.map((f) => f.violationRounds)).toEqual(all.map(() => 0));
    expect(sumFigures(all).rounds).toBe(298);
  });

  it('has no rematch and no second bye', () => {
    expect(sumFigures(all)).toMatchObject({ rematches: 0, repeatByes: 0 });
  });
});
