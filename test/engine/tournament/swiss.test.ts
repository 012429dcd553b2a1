// Swiss: score groups, no rematches, one bye a round and never twice, balanced first moves.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RngState, randomInt, seedRng } from '../../../engine/rng';
import {
  isFinished,
  nextActions,
  pairRound,
  standings,
  type Tournament,
  type TournamentConfig,
  type TournamentGame,
  withdraw,
} from '../../../engine/tournament';
import { pairSwissRound, type SwissPlayer } from '../../../engine/tournament/swiss';
import { act, create, playRound, unwrap, win } from './play';

const swiss = (rounds: number): TournamentConfig => ({
  format: 'swiss',
  rounds,
  withdrawal: 'forfeit',
  vacationDays: 30,
});

/** Random results from a seeded generator: a win for either side, or now and then a draw. */
const randomResults = (rng: RngState) => (g: TournamentGame) => {
  const roll = randomInt(rng, 20);
  if (roll === 0) return { scores: [400, 400] as [number, number] };
  return win(g, roll % 2 === 0 ? g.first : g.second, 1 + randomInt(rng, 150));
};

const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `p${String(i + 1).padStart(4, '0')}`);
const field = (n: number) => ids(n).map((id, i) => ({ id, name: id, rating: 2000 - i }));

function playSwiss(t: Tournament, seed: string): Tournament {
  const rng = seedRng(seed);
  let out = act(t);
  while (!isFinished(out)) out = playRound(out, randomResults(rng));
  return out;
}

function expectNoRematches(t: Tournament): void {
  const met = t.games.map((g) => [g.first, g.second].sort().join(' v '));
  expect(new Set(met).size).toBe(met.length);
}

describe('a Swiss of 9 players over 4 rounds', () => {
  const end = playSwiss(create(swiss(4), field(9)), 'nine');

  it('plays four games and gives exactly one bye every round', () => {
    for (let r = 1; r <= 4; r++) {
      const games = end.games.filter((g) => g.round === r);
      const byes = end.byes.filter((b) => b.round === r);
      expect([games.length, byes.length]).toEqual([4, 1]);
      const seated = [...games.flatMap((g) => [g.first, g.second]), ...byes.map((b) => b.player)];
      expect(new Set(seated).size).toBe(9);
    }
  });

  it('never gives anyone a second bye', () => {
    expect(new Set(end.byes.map((b) => b.player)).size).toBe(4);
  });

  it('never pairs the same two players twice', () => {
    expectNoRematches(end);
  });

  it('gives the first bye to the lowest seed', () => {
    expect(end.byes[0]).toEqual({ round: 1, player: 'p0009' });
  });

  it('keeps everyone within two games of moving first as often as second', () => {
    // As in chess Swiss rules, score groups come before colours, so a difference of 2 can happen.
    for (const id of ids(9)) {
      const firsts = end.games.filter((g) => g.first === id).length;
      const seconds = end.games.filter((g) => g.second === id).length;
      expect(Math.abs(firsts - seconds)).toBeLessThanOrEqual(2);
    }
  });

  it('counts a bye as a win in the standings', () => {
    const table = standings(end);
    const total = table.reduce((s, x) => s + x.points, 0);
    expect(total).toBe(16 + 4);
    expect(nextActions(end)).toEqual([{ type: 'finished', standings: table }]);
  });
});

describe('pairSwissRound', () => {
  const player = (id: string, colours: (1 | -1)[], opponents: string[] = []): SwissPlayer => ({
    id,
    points: 1,
    opponents: new Set(opponents),
    hadBye: false,
    colours,
  });

  it.each<[string, SwissPlayer[], [string, string]]>([
    ['has moved second more often', [player('hi', [1, 1]), player('lo', [-1, 1])], ['lo', 'hi']],
    [
      'moved second last time, when both are even',
      [player('hi', [-1, 1]), player('lo', [1, -1])],
      ['lo', 'hi'],
    ],
    [
      'is ranked higher, on the first board, when nothing else differs',
      [player('hi', []), player('lo', [])],
      ['hi', 'lo'],
    ],
  ])('lets the player who %s move first', (_, ranked, pair) => {
    expect(unwrap(pairSwissRound(ranked)).pairs).toEqual([pair]);
  });

  it('avoids a rematch by pairing across the group', () => {
    const ranked = [
      player('a', [], ['c']),
      player('b', []),
      player('c', [], ['a']),
      player('d', []),
    ];
    const pairs = unwrap(pairSwissRound(ranked)).pairs.map((p) => [...p].sort().join(''));
    expect(pairs).toEqual(['ad', 'bc']);
  });

  it('says so when no pairing avoids a rematch', () => {
    const ranked = [player('a', [], ['b']), player('b', [], ['a'])];
    const r = pairSwissRound(ranked);
    expect(r.ok ? null : r.error.code).toBe('cannot-pair');
  });
});

describe('Swiss pairing', () => {
  it('pairs round 1 top half against bottom half', () => {
    const t = act(create(swiss(3), field(8)));
    const pairs = t.games.map((g) => [g.first, g.second].sort());
    expect(pairs).toEqual([
      ['p0001', 'p0005'],
      ['p0002', 'p0006'],
      ['p0003', 'p0007'],
      ['p0004', 'p0008'],
    ]);
    expect(t.games.map((g) => g.first)).toEqual(['p0001', 'p0006', 'p0003', 'p0008']);
  });

  it('pairs winners with winners in round 2', () => {
    let t = act(create(swiss(3), field(8)));
    t = playRound(t, (g) => win(g, [g.first, g.second].sort()[0] as string));
    const round2 = t.games.filter((g) => g.round === 2);
    const winners = new Set(['p0001', 'p0002', 'p0003', 'p0004']);
    for (const g of round2) expect(winners.has(g.first)).toBe(winners.has(g.second));
  });

  it("forfeits a withdrawn player's paired game and leaves them out of later rounds", () => {
    let t = act(create(swiss(3), field(8)));
    t = playRound(t, (g) => win(g, g.first));
    t = act(unwrap(withdraw(t, 'p0003')));
    const forfeited = t.games.find(
      (g) => g.round === 2 && (g.first === 'p0003' || g.second === 'p0003'),
    );
    expect(forfeited).toMatchObject({ status: 'finished', result: { forfeit: 'p0003' } });
    t = playRound(t, (g) => win(g, g.first));
    const round3 = t.games.filter((g) => g.round === 3);
    expect(round3.some((g) => g.first === 'p0003' || g.second === 'p0003')).toBe(false);
    expect(round3).toHaveLength(3);
    expect(t.byes).toEqual([{ round: 3, player: expect.any(String) }]);
  });

  it('refuses more rounds than the field allows without rematches', () => {
    const r = pairRound(create(swiss(3), field(4)));
    expect(r.ok).toBe(true);
    expect(() => create(swiss(4), field(4))).toThrow(/too-many-rounds/);
  });

  it('pairs the same way from the same seed', () => {
    const a = playSwiss(create(swiss(4), field(9), 'same'), 'results');
    const b = playSwiss(create(swiss(4), field(9), 'same'), 'results');
    expect(b).toEqual(a);
  });
});

describe('a Swiss of 1,000 players over 9 rounds', () => {
  const end = playSwiss(create(swiss(9), field(1000)), 'thousand');

  it('completes with 500 games a round, no byes and no rematches', () => {
    expect(isFinished(end)).toBe(true);
    for (let r = 1; r <= 9; r++) expect(end.games.filter((g) => g.round === r)).toHaveLength(500);
    expect(end.byes).toHaveLength(0);
    expectNoRematches(end);
  });

  it('ranks all 1,000 players with points adding up to the games played', () => {
    const table = standings(end);
    expect(table).toHaveLength(1000);
    expect(table.reduce((s, x) => s + x.points, 0)).toBe(4500);
    expect(table.every((s) => s.played === 9)).toBe(true);
    for (let i = 1; i < table.length; i++) {
      expect((table[i - 1]?.points ?? 0) >= (table[i]?.points ?? 0)).toBe(true);
    }
  });
});

describe('Swiss pairing, for any field', () => {
  // Dirac: while each player has played fewer than half the field, a pairing always exists.
  it('completes n/2 rounds of an even field with no rematches, whatever the results', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.string(), (half, seed) => {
        const n = half * 2;
        const end = playSwiss(create(swiss(half), field(n), seed), seed);
        expect(end.endedEarly).toBeUndefined();
        expect(end.games).toHaveLength(half * half);
        expectNoRematches(end);
      }),
      { numRuns: 40 },
    );
  });

  it('ends early rather than pair a rematch or a second bye', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.string(), (n, seed) => {
        const end = playSwiss(create(swiss(n % 2 === 0 ? n - 1 : n), field(n), seed), seed);
        expectNoRematches(end);
        expect(new Set(end.byes.map((b) => b.player)).size).toBe(end.byes.length);
        expect(end.round).toBe(end.totalRounds);
      }),
      { numRuns: 40 },
    );
  });
});
