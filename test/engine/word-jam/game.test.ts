// Whole Word Jam games: seven ordinary turns, the special final turn, tie rounds, and what each seat sees.
import { describe, expect, it } from 'vitest';
import { wordJam } from '../../../engine/word-jam';
import { bySeat } from '../parlor-driver';
import { arrange, emails, expire, newTable, refusal, send, type Table } from './driver';

// Seven ordinary turns on the rule book's deal; Ali Baba moves round the table, everyone trusts him.
const ordinaryWords = ['ARMAGEDDON', 'MAGMA', 'BOMB', 'DUMB', 'MEMBER', 'BIGGER', 'GOOD'];

function playSeven(table: Table): Table {
  return ordinaryWords.reduce((t, word, i) => {
    const ali = i % 5;
    const said = send(arrange(t), ali, word);
    return [0, 1, 2, 3, 4].filter((s) => s !== ali).reduce((u, s) => send(u, s, 'ALI BABA'), said);
  }, table);
}

describe('a five-player game of eight turns', () => {
  const seven = playSeven(newTable());

  it('scores seven ordinary turns from the cave columns 2/1 3/1 3/2 4/2 4/3 5/3 5/4', () => {
    expect(seven.state.scores).toEqual([19, 19, 17, 18, 17]);
    expect(seven.state).toMatchObject({ phase: 'final-bet', turn: { number: 8, kind: 'final' } });
  });

  it('takes secret bets first in the final turn, then words', () => {
    const final = arrange(seven);
    expect(refusal(final, 0, 'GAMMA')).toBe('wrong-phase');
    expect(refusal(final, 0, 'THIEVES GAMMA')).toBe('bet-first');
  });

  it('gives 6 to the best Ali Baba-side word and 4 to the best Thieves-side word', () => {
    const final = emails(arrange(seven), [
      ...bySeat('ALI BABA', 'ALI BABA', 'ALI BABA', 'ALI BABA', 'THIEVES'),
      [2, 'GAMMA'],
      [4, 'MAGGOT'],
      ...bySeat('PASS', 'DOOM', null, 'PASS'),
    ]);
    expect(final.state.history.at(-1)?.best).toEqual({ 'ali-baba': 2, thieves: 4 });
    expect(final.state).toMatchObject({
      phase: 'over',
      scores: [19, 19, 23, 18, 21],
      winners: [2],
    });
  });

  it('breaks equal values in favour of whoever speaks first: the opener, then clockwise', () => {
    // Bob is received first (the opener); Cleo speaks before Alice, so her DOGMA (7) beats Alice's MADAM (7).
    const final = emails(arrange(seven), [
      ...bySeat('ALI BABA', 'THIEVES', 'ALI BABA', 'ALI BABA', 'ALI BABA'),
      [1, 'GAMMA'],
      ...bySeat('MADAM', null, 'DOGMA', 'PASS', 'PASS'),
    ]);
    expect(final.state.history.at(-1)?.best).toEqual({ 'ali-baba': 2, thieves: 1 });
  });

  it('adds a round for the tied players when the eighth turn ends in a tie', () => {
    const tied = emails(arrange(seven), [
      ...bySeat('ALI BABA', 'ALI BABA', 'ALI BABA', 'ALI BABA', 'ALI BABA'),
      ...bySeat('PASS', 'PASS', 'PASS', 'PASS', 'PASS'),
    ]);
    expect(tied.state).toMatchObject({
      phase: 'final-bet',
      turn: { number: 9, kind: 'tie', players: [0, 1] },
    });
    expect(refusal(tied, 2, 'ALI BABA')).toBe('not-playing');
    const won = emails(arrange(tied), [
      [0, 'ALI BABA'],
      [1, 'THIEVES'],
      [0, 'GAMMA'],
      [1, 'PASS'],
    ]);
    expect(won.state).toMatchObject({ phase: 'over', winners: [0] });
  });

  it('shares the win after the last allowed tie round', () => {
    const table = { ...seven, config: { ...seven.config, maxTieRounds: 0 } };
    // Nobody bets before the deadline, so the final turn scores nothing and the tie stands.
    const over = expire(table);
    expect(over.state).toMatchObject({ phase: 'over', winners: [0, 1] });
  });
});

describe('small groups and short games', () => {
  it('plays with three when minPlayers allows it, the final turn giving nothing to a side nobody chose', () => {
    const table = newTable(['Alice', 'Bob', 'Cleo'], { minPlayers: 3, turns: 1 });
    const over = emails(arrange(table), [
      ...bySeat('ALI BABA', 'ALI BABA', 'ALI BABA'),
      [1, 'MAGMA'],
      [0, 'BOMB'],
      [2, 'PASS'],
    ]);
    expect(over.state).toMatchObject({ phase: 'over', scores: [0, 6, 0], winners: [1] });
  });

  it('refuses three seats by default (the box says five)', () => {
    expect(() => newTable(['Alice', 'Bob', 'Cleo'])).toThrow();
  });
});

describe('what each seat sees', () => {
  const betting = emails(arrange(newTable()), [
    [2, 'ARMAGEDDON'],
    [0, 'THIEVES GAMMA'],
    [1, 'ALI BABA'],
  ]);
  const seen = (table: Table, seat: number | null) => wordJam.view(table.config, table.state, seat);

  it('keeps bets and Thieves’ words sealed from the others until they are revealed', () => {
    expect(seen(betting, 1).seats[0]).toMatchObject({ hasBet: true, side: null, hasWord: false });
    expect(JSON.stringify({ ...seen(betting, 1), help: '' })).not.toContain('GAMMA');
    expect(JSON.stringify({ ...seen(betting, null), help: '' })).not.toContain('thieves"');
    expect(seen(betting, 0).yourWord).toMatchObject({ word: 'GAMMA', value: 9 });
    expect(seen(betting, 0).seats[0]?.side).toBe('thieves');
  });

  it('withdraws a Thief’s word when the bet changes to Ali Baba', () => {
    const changed = send(betting, 0, 'ALI BABA');
    expect(seen(changed, 0).yourWord).toBeNull();
  });

  it('reveals bets when the Thieves’ window opens, and everything once the turn is scored', () => {
    const window = emails(betting, [
      [3, 'THIEVES'],
      [4, 'ALI BABA'],
    ]);
    expect(seen(window, 4).seats.map((s) => s.side)).toEqual([
      'thieves',
      'ali-baba',
      null,
      'thieves',
      'ali-baba',
    ]);
    const scored = send(window, 3, 'PASS');
    expect(seen(scored, null).history[0]?.words[0]?.word).toBe('GAMMA');
    expect(seen(scored, null).used).toEqual(['ARMAGEDDON', 'GAMMA']);
  });

  it('shows the deal with its coins, the card and the cave column at stake', () => {
    expect(seen(betting, null)).toMatchObject({
      // The rule book's deal: D B M G on the coins 1 2 3 3, F on the crossed swords.
      deal: [...'DBMGF'].map((letter, i) => ({ letter, coins: [1, 2, 3, 3, null][i] })),
      style: { card: 'free', decidedBy: 'dictionary' },
      cave: { red: 2, yellow: 1 },
    });
  });
});

describe('phase windows', () => {
  it.each([
    ['play', 'playMs'],
    ['bet', 'betMs'],
    ['thieves', 'thievesMs'],
    ['vote', 'voteMs'],
  ] as const)('keeps the %s phase open for the %s option', (phase, option) => {
    const table = newTable(undefined, { [option]: 120_000 });
    expect(wordJam.phaseDuration!(table.config, { ...table.state, phase })).toBe(120_000);
  });

  it('leaves the deadline to the worker by default', () => {
    const table = newTable();
    expect(wordJam.phaseDuration!(table.config, table.state)).toBeNull();
  });
});

describe('state', () => {
  it('stays plain JSON and replays identically from the same seed', () => {
    const play = () => playSeven(newTable(undefined, {}, 'replay'));
    const table = play();
    expect(JSON.parse(JSON.stringify(table.state))).toEqual(table.state);
    expect(play().state).toEqual(table.state);
  });
});

describe('seats', () => {
  it.each([
    [3, {}, 'wrong-player-count'],
    [3, { minPlayers: 3 }, 'ok'],
    [5, {}, 'ok'],
    [12, {}, 'ok'],
    [13, {}, 'wrong-player-count'],
  ])('with %i players and %j says %s', (count, options, expected) => {
    const config = wordJam.configure(options, 'tiny');
    if (!config.ok) throw new Error(config.error.message);
    const checked = wordJam.checkSeats!(config.value, count);
    expect(checked.ok ? 'ok' : checked.error.code).toBe(expected);
  });
});

describe('a final turn on a voted Style card', () => {
  it('puts each side’s best word to the vote and falls back to the next best when refused', () => {
    const table = newTable(['Alice', 'Bob', 'Cleo'], { minPlayers: 3, turns: 1 });
    const words = emails(arrange(table, ['D', 'R', 'G', 'N', 'V'], 'cinema'), [
      ...bySeat('ALI BABA', 'ALI BABA', 'THIEVES'),
      ...bySeat('GRANGER', 'GODARD', 'PASS'),
    ]);
    expect(words.state.turn.vote).toMatchObject({ purpose: 'final', word: { word: 'GRANGER' } });
    // Two voters: both must say yes, so one no refuses.
    const refused = send(words, 1, 'NO');
    expect(refused.state.turn.vote).toMatchObject({ purpose: 'final', word: { word: 'GODARD' } });
    const over = emails(refused, [
      [0, 'YES'],
      [2, 'YES'],
    ]);
    expect(over.state).toMatchObject({ phase: 'over', scores: [0, 6, 0], winners: [1] });
  });
});
