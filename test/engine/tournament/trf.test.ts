// The TRF-16 reader and writer, and the adapter from a TRF history to the Swiss pairer and back,
// on hand-written files.
import { describe, expect, it } from 'vitest';
import { pairSwissRound } from '../../../engine/tournament/swiss';
import { formatTrf, parseTrf, type Trf } from '../../../engine/tournament/trf';
import { swissInputOf, withRound } from '../../../engine/tournament/trf-swiss';
import { unwrap } from './play';

/** A 001 line in FIDE's columns: start 5–8, name 15–47, rating 49–52, points 81–84, rounds from 92. */
const card = (start: number, name: string, rating: number, points: string, rounds: string[]) =>
  `001 ${String(start).padStart(4)}      ${name.padEnd(33)} ${String(rating).padStart(4)}${' '.repeat(28)}${points.padStart(4)} ${String(start).padStart(4)}${rounds.map((r) => `  ${r}`).join('')}`;

// Five players after two rounds: 3 had the round-1 bye, 4 beat 1 by forfeit in round 2.
const FIVE = [
  '012 Winter Cup',
  'XXR 4',
  'XXC white1',
  card(1, 'Ann', 2100, '1.0', ['   4 w 1', '   4 b -']),
  card(2, 'Bob', 2000, '1.5', ['   5 b 1', '   3 w =']),
  card(3, 'Cy', 1900, '1.5', ['0000 - U', '   2 b =']),
  card(4, 'Di', 1800, '1.0', ['   1 b 0', '   1 w +']),
  card(5, 'Ed', 1700, '1.0', ['   2 w 0', '0000 - U']),
].join('\r\n');

describe('parseTrf', () => {
  it('reads rounds, first colour and every card', () => {
    const trf = unwrap(parseTrf(FIVE));
    expect(trf.rounds).toBe(4);
    expect(trf.firstColour).toBe('w');
    expect(trf.players.map((p) => [p.start, p.name, p.rating, p.points])).toEqual([
      [1, 'Ann', 2100, 1],
      [2, 'Bob', 2000, 1.5],
      [3, 'Cy', 1900, 1.5],
      [4, 'Di', 1800, 1],
      [5, 'Ed', 1700, 1],
    ]);
    expect(trf.players[2]!.games).toEqual([
      { opponent: null, colour: null, result: 'U' },
      { opponent: 2, colour: 'b', result: '=' },
    ]);
  });

  it('reads its own output back to the same cards', () => {
    const trf = unwrap(parseTrf(FIVE));
    expect(unwrap(parseTrf(formatTrf(trf)))).toEqual(trf);
  });

  it('puts each field in its FIDE columns', () => {
    const line = formatTrf(unwrap(parseTrf(FIVE)))
      .split('\n')
      .find((l) => l.startsWith('001    2'))!;
    expect(line.slice(14, 47).trim()).toBe('Bob');
    expect(line.slice(48, 52)).toBe('2000');
    expect(line.slice(80, 84)).toBe(' 1.5');
    expect(line.slice(91, 99)).toBe('   5 b 1');
    expect(line.slice(101, 109)).toBe('   3 w =');
  });

  it.each([
    ['a short 001 line', '001    1 Ann', 'Line 1: a 001 line has at least 84 columns.'],
    [
      'a bad colour',
      card(1, 'Ann', 2100, '1.0', ['   2 x 1']),
      'Line 1: round 1: colour "x" is not w, b or -.',
    ],
    [
      'a bad result',
      card(1, 'Ann', 2100, '1.0', ['   2 w 7']),
      'Line 1: round 1: result "7" is not a TRF result.',
    ],
    [
      'a repeated start number',
      `${card(1, 'A', 1, '0.0', [])}\n${card(1, 'B', 1, '0.0', [])}`,
      'Line 2: start number 1 appears twice.',
    ],
    ['a bad XXR', 'XXR many', 'Line 1: XXR needs a whole number of rounds.'],
  ])('refuses %s with the line and the reason', (_, text, message) => {
    expect(parseTrf(text)).toEqual({ ok: false, error: { code: 'bad-trf', message } });
  });
});

describe('swissInputOf', () => {
  const trf = unwrap(parseTrf(FIVE));

  it('ranks by points, then start number, from the rounds before the one asked for', () => {
    const { ranked, options } = swissInputOf(trf, 3);
    expect(ranked.map((p) => [p.id, p.points])).toEqual([
      ['2', 1.5],
      ['3', 1.5],
      ['1', 1],
      ['4', 1],
      ['5', 1],
    ]);
    expect(options).toEqual({ rounds: 4, lastRound: false });
    expect(swissInputOf(trf, 1).ranked.map((p) => p.points)).toEqual([0, 0, 0, 0, 0]);
  });

  it('keeps opponents and first moves of games played, and byes (or forfeit wins) as byes', () => {
    const byId = new Map(swissInputOf(trf, 3).ranked.map((p) => [p.id, p]));
    expect([...byId.get('1')!.opponents]).toEqual(['4']);
    expect(byId.get('1')!.colours).toEqual([1]);
    expect(byId.get('4')!.colours).toEqual([-1]);
    expect([...byId.get('3')!.opponents]).toEqual(['2']);
    expect([...byId.values()].filter((p) => p.hadBye).map((p) => p.id)).toEqual(['3', '4', '5']);
  });

  it('counts a bye, a forfeit or a game against a lower score as a float down', () => {
    const byId = new Map(swissInputOf(trf, 3).ranked.map((p) => [p.id, p]));
    expect(byId.get('3')!.floats).toEqual(['down', null]);
    expect(byId.get('1')!.floats).toEqual([null, 'down']);
    // Bob (1 point) met Cy (1 point after the bye) in round 2: no float; Ed had round 2's bye.
    expect(byId.get('2')!.floats).toEqual([null, null]);
    expect(byId.get('5')!.floats).toEqual([null, 'down']);
  });
});

describe('withRound', () => {
  it('writes a paired, played round back onto the cards, with the points', () => {
    const trf: Trf = unwrap(parseTrf(FIVE));
    const { ranked, options } = swissInputOf(trf, 3);
    const round = unwrap(pairSwissRound(ranked, options));
    const scores = new Map(round.pairs.map(([first]) => [first, 1]));
    const next = withRound(trf, 3, round, scores);
    for (const [first, second] of round.pairs) {
      const a = next.players.find((p) => String(p.start) === first)!;
      const b = next.players.find((p) => String(p.start) === second)!;
      expect(a.games[2]).toEqual({ opponent: b.start, colour: 'w', result: '1' });
      expect(b.games[2]).toEqual({ opponent: a.start, colour: 'b', result: '0' });
      expect(a.points).toBe(trf.players.find((p) => p.start === a.start)!.points + 1);
    }
    const bye = next.players.find((p) => String(p.start) === round.bye)!;
    expect(bye.games[2]).toEqual({ opponent: null, colour: null, result: 'U' });
    expect(unwrap(parseTrf(formatTrf(next)))).toEqual(next);
  });
});
