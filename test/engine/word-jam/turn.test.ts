// Ordinary Word Jam turns: Open Sesame, sealed bets, the Thieves' window and the cave.
import { describe, expect, it } from 'vitest';
import { wordJam } from '../../../engine/word-jam';
import { bySeat } from '../parlor-driver';
import {
  arrange,
  cinemaThieves,
  emails,
  expire,
  lastPoints,
  newTable,
  refusal,
  send,
} from './driver';

// Seats: Alice 0, Bob 1, Cleo 2, Dan 3, Eve 4. Deal: D B M G on 1 2 3 3, F banned.
const fresh = () => arrange(newTable());
const cleoSaysArmageddon = () => send(fresh(), 2, 'ARMAGEDDON');

describe('Open Sesame', () => {
  it('makes the sender of the first valid word Ali Baba and tells everyone its value', () => {
    const table = cleoSaysArmageddon();
    expect(table.state.phase).toBe('bet');
    expect(table.state.turn.aliBaba).toMatchObject({ seat: 2, word: 'ARMAGEDDON', value: 8 });
    expect(table.events[0]?.text).toContain('worth 8 coins');
    expect(wordJam.pending(table.config, table.state)).toEqual({
      over: false,
      phase: 'bet',
      seats: [0, 1, 3, 4],
    });
  });

  it('does not let an invalid word claim the turn', () => {
    const table = fresh();
    expect(refusal(table, 0, 'FACTORY')).toBe('banned-consonant');
    expect(refusal(table, 0, 'ZZZZ')).toBe('not-in-style');
    expect(send(table, 1, 'STREET').state.turn.aliBaba).toMatchObject({ seat: 1, value: 0 });
  });

  it('tells a later word that bets come first', () => {
    expect(refusal(cleoSaysArmageddon(), 0, 'MAGMA')).toBe('bet-first');
  });
});

describe('scoring from the cave', () => {
  it('gives Ali Baba the red value and the followers yellow when everyone trusts him', () => {
    const table = emails(
      cleoSaysArmageddon(),
      bySeat('ALI BABA', 'ALI BABA', null, 'ALI BABA', 'ALI BABA'),
    );
    expect(lastPoints(table)).toEqual([1, 1, 2, 1, 1]);
    expect(table.state).toMatchObject({ phase: 'play', turn: { number: 2 } });
  });

  it('keeps the turn for Ali Baba when no Thief beats his word (a tie is not enough)', () => {
    const thieves = emails(
      cleoSaysArmageddon(),
      bySeat('THIEVES', 'ALI BABA', null, 'THIEVES', 'ALI BABA'),
    );
    expect(thieves.state.phase).toBe('thieves');
    expect(refusal(thieves, 0, 'BIGGER')).toBe('does-not-beat');
    const closed = expire(send(thieves, 0, 'PASS'));
    expect(lastPoints(closed)).toEqual([0, 1, 2, 0, 1]);
    expect(closed.state.history[0]?.headThief).toBeNull();
  });

  it.each([
    {
      rule: 'the first Thief after Ali Baba in seat order, not the first received',
      evePasses: false,
      head: 4,
    },
    { rule: 'the next one in seat order when the first passes', evePasses: true, head: 0 },
  ])('makes Head Thief $rule', ({ evePasses, head }) => {
    // Dan is Ali Baba with DUMB (6); order from Dan: Eve, Alice, Bob.
    const table = emails(fresh(), [
      [3, 'DUMB'],
      [2, 'ALI BABA'],
      [1, 'THIEVES MAGMA'],
      [0, 'THIEVES'],
      [4, 'THIEVES'],
      [0, 'MEMBER'],
      [4, evePasses ? 'PASS' : 'BOMB'],
    ]);
    expect(table.state.history[0]?.headThief).toBe(head);
    // Head Thief red (2), the other Thieves yellow (1), Ali Baba's side nothing.
    const points = [1, 1, 0, 0, 1];
    points[head] = 2;
    expect(lastPoints(table)).toEqual(points);
  });
});

describe('deadlines', () => {
  it('gives no points to a player who did not bet in time', () => {
    const table = expire(send(cleoSaysArmageddon(), 0, 'ALI BABA'));
    expect(lastPoints(table)).toEqual([1, 0, 2, 0, 0]);
  });

  it('moves on with nobody scoring when no word came in time', () => {
    const table = expire(fresh());
    expect(lastPoints(table)).toEqual([0, 0, 0, 0, 0]);
    expect(table.state.turn.number).toBe(2);
  });
});

describe('words', () => {
  it('refuses a word already used earlier in the game', () => {
    const second = arrange(
      emails(cleoSaysArmageddon(), bySeat('ALI BABA', 'ALI BABA', null, 'ALI BABA', 'ALI BABA')),
    );
    expect(refusal(second, 0, 'ARMAGEDDON')).toBe('word-already-used');
  });

  it("refuses Ali Baba's own word to a Thief", () => {
    const table = send(cleoSaysArmageddon(), 0, 'THIEVES');
    expect(refusal(table, 0, 'THIEVES ARMAGEDDON')).toBe('word-already-used');
  });

  it.each([
    ['animals', 'ZEBRA', 'CHAIR'],
    ['objects', 'CHAIR', 'ZEBRA'],
    ['eight-letters', 'BUMBLING', 'GAMBLED'],
    ['verbs-and-adjectives', 'ADMIT', 'ZEBRA'],
  ] as const)('accepts only words of the %s card: %s yes, %s no', (card, yes, no) => {
    const table = arrange(newTable(), ['D', 'B', 'M', 'G', 'F'], card);
    expect(refusal(table, 0, no)).toBe('not-in-style');
    expect(send(table, 0, yes).state.turn.aliBaba?.word).toBe(yes);
  });
});

describe('Style cards decided by vote', () => {
  // Deal from the rule book's Cinema example: D R G N on 1 2 3 3, V banned (REDGRAVE is invalid).
  const cinema = () => arrange(newTable(), ['D', 'R', 'G', 'N', 'V'], 'cinema');

  it('puts the first word to the vote and queues later words in the order received', () => {
    const table = emails(cinema(), [
      [0, 'GODARD'],
      [1, 'REDFORD'],
    ]);
    expect(table.state.phase).toBe('vote');
    expect(refusal(table, 0, 'VOTE YES')).toBe('not-a-voter');
    const refused = emails(table, [
      [1, 'VOTE NO'],
      [2, 'VOTE NO'],
    ]);
    expect(refused.state.turn.vote?.word.word).toBe('REDFORD');
    const accepted = emails(refused, bySeat('VOTE YES', null, 'VOTE YES', 'VOTE YES'));
    expect(accepted.state).toMatchObject({
      phase: 'bet',
      turn: { aliBaba: { seat: 1, word: 'REDFORD' } },
    });
  });

  it('refuses a banned consonant before any vote', () => {
    expect(refusal(cinema(), 4, 'REDGRAVE')).toBe('banned-consonant');
  });

  it('votes on the Thief who would be Head Thief and moves on when the word is refused', () => {
    const thieves = cinemaThieves();
    expect(thieves.state.turn.vote).toMatchObject({ purpose: 'thief', word: { seat: 1 } });
    const refused = emails(thieves, [
      [0, 'NO'],
      [3, 'NO'],
    ]);
    expect(refused.state.turn.vote).toMatchObject({ purpose: 'thief', word: { seat: 2 } });
    const head = emails(refused, bySeat('YES', null, null, 'YES', 'YES'));
    expect(head.state.history[0]?.headThief).toBe(2);
  });
});

describe('votes at the deadline', () => {
  const voting = () => send(arrange(newTable(), ['D', 'R', 'G', 'N', 'V'], 'cinema'), 0, 'GODARD');

  // Our choice (D13): the rule book's three favourable votes still decide at the deadline.
  it.each([
    [
      'refuses with fewer than three yes votes, even with no vote against',
      [
        [1, 'VOTE YES'],
        [2, 'VOTE YES'],
      ],
      'play',
    ],
    [
      'refuses on a tie',
      [
        [1, 'VOTE YES'],
        [2, 'VOTE NO'],
      ],
      'play',
    ],
    ['refuses when nobody voted', [], 'play'],
  ] as const)('%s', (_what, votes, phase) => {
    const table = expire(emails(voting(), votes as unknown as [number, string][]));
    expect(table.state.phase).toBe(phase);
  });
});
