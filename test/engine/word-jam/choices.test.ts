// Where the Word Jam rule book is open to two readings, our choices (help text and README say so).
import { describe, expect, it } from 'vitest';
import { wordJam } from '../../../engine/word-jam';
import { bySeat } from '../parlor-driver';
import { arrange, cinemaThieves, emails, newTable, refusal, send, type Table } from './driver';

// Seats: Alice 0, Bob 1, Cleo 2, Dan 3, Eve 4. Deal: D B M G on 1 2 3 3, F banned.

describe('only words said aloud are used (D12)', () => {
  it('leaves the words of Thieves after the Head Thief unsaid, and free to say later', () => {
    // Dan is Ali Baba with DUMB (6); from Dan the Thieves speak Eve, Alice, Bob: Eve's BOMB wins.
    const table = emails(arrange(newTable()), [
      [3, 'DUMB'],
      [2, 'ALI BABA'],
      [1, 'THIEVES MAGMA'],
      [0, 'THIEVES MEMBER'],
      [4, 'THIEVES BOMB'],
    ]);
    expect(table.state.history[0]?.headThief).toBe(4);
    expect(table.state.used).toEqual(['DUMB', 'BOMB']);
    expect(table.state.history[0]?.words.filter((w) => w !== null).map((w) => w.word)).toEqual([
      'BOMB',
    ]);
    expect(send(arrange(table), 0, 'MEMBER').state.turn.aliBaba?.word).toBe('MEMBER');
  });

  it('leaves unsaid a final-turn word that does not beat the best already said on its side', () => {
    const final = arrange(newTable(undefined, { turns: 1 }));
    const over = emails(final, [
      ...bySeat('ALI BABA', 'ALI BABA', 'ALI BABA', 'ALI BABA', 'THIEVES'),
      // Bob is received first and opens; Cleo's BOMB (7) and Dan's MEMBER (8) do not beat MAGMA (9).
      ...bySeat(null, 'MAGMA', 'BOMB', 'MEMBER'),
      [0, 'PASS'],
      [4, 'DUMB'],
    ]);
    expect(over.state.history[0]?.best).toEqual({ 'ali-baba': 1, thieves: 4 });
    expect(over.state.used).toEqual(['MAGMA', 'DUMB']);
  });
});

describe('words shown during a vote (D12)', () => {
  it('shows the Thief’s word under vote, not the words of the Thieves after him', () => {
    const thieves = cinemaThieves();
    expect(thieves.state.turn.vote?.word.word).toBe('DANGERFIELD');
    const seen = wordJam.view(thieves.config, thieves.state, 4);
    expect(seen.words?.map((w) => w.word)).toEqual(['DANGERFIELD']);
    expect(JSON.stringify({ ...seen, help: '' })).not.toContain('GRANGER');
  });
});

describe('tie rounds (D11)', () => {
  // Alice and Bob tie on 5 before the final turn, where everyone passes: a tie round for them.
  function tieRound(): Table {
    const table = arrange(newTable(undefined, { turns: 1 }));
    const tied = { ...table, state: { ...table.state, scores: [5, 5, 0, 0, 0] } };
    return emails(tied, [
      ...[0, 1, 2, 3, 4].map((s) => [s, 'ALI BABA'] as [number, string]),
      ...[0, 1, 2, 3, 4].map((s) => [s, 'PASS'] as [number, string]),
    ]);
  }

  it('is played like the final turn by the tied players alone', () => {
    const tie = tieRound();
    expect(tie.state).toMatchObject({ phase: 'final-bet', turn: { kind: 'tie', players: [0, 1] } });
    expect(refusal(tie, 2, 'ALI BABA')).toBe('not-playing');
  });

  it('lets everyone at the table vote on a word the Style card leaves to the players', () => {
    const cinema = arrange(tieRound(), ['D', 'R', 'G', 'N', 'V'], 'cinema');
    const voting = emails(cinema, [
      [0, 'ALI BABA'],
      [1, 'THIEVES'],
      [0, 'GODARD'],
      [1, 'PASS'],
    ]);
    expect(voting.state.turn.vote).toMatchObject({
      word: { word: 'GODARD' },
      voters: [1, 2, 3, 4],
    });
    expect(wordJam.pending(voting.config, voting.state).seats).toEqual([1, 2, 3, 4]);
    const won = emails(voting, bySeat(null, null, 'VOTE YES', 'VOTE YES', 'VOTE YES'));
    expect(won.state).toMatchObject({ phase: 'over', winners: [0] });
  });
});
