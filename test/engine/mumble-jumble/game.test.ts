// Whole Mumble-Jumble games played through the engine API, round by round.
import { describe, expect, it } from 'vitest';
import { mumbleJumble } from '../../../engine/mumble-jumble';
import { bySeat } from '../parlor-driver';
import { expire, newTable, refusal, round, send } from './driver';

const chips = (t: { state: { chips: number[] } }) => t.state.chips;

describe('a three-player game of Mumble-Jumble', () => {
  const start = newTable(['Alice', 'Bob', 'Cleo'], { betThreshold: 4, betStake: 2 });

  const first = round(start, [
    ...bySeat('WORD CRANE', 'WORD PLUMB', 'WORD STORM'),
    [1, 'ANSWER NACRE'],
    [0, 'PLUMB STORM'],
  ]);

  it('starts everyone with two chips in the choose phase', () => {
    expect(chips(start)).toEqual([2, 2, 2]);
    expect(mumbleJumble.pending(start.config, start.state)).toEqual({
      over: false,
      phase: 'choose',
      seats: [0, 1, 2],
    });
  });

  it('ends the round when the first player answers every opponent tray, making them the stopper', () => {
    expect(first.state.phase).toBe('challenge');
    expect(first.state.round).toMatchObject({ stopper: 0, endedBy: 'stop' });
  });

  it('accepts any acceptable anagram (NACRE for CRANE) and costs a failed challenger a chip', () => {
    const challenged = send(first, 2, 'CHALLENGE BOB NACRE');
    expect(challenged.events[0]?.type).toBe('challenge-failed');
    const scored = round(challenged, bySeat('DONE', 'DONE', 'DONE'));
    // Alice: two answers and the stopper's chip; Bob: one answer; Cleo: lost her stake.
    expect(chips(scored)).toEqual([5, 3, 1]);
    expect(scored.state).toMatchObject({ phase: 'choose', round: { number: 2 } });
  });

  it('lets a player with enough chips declare a Bet-for-the-Win and win by stopping cleanly', () => {
    const second = round(first, [
      ...bySeat('DONE', 'DONE', 'DONE'),
      ...bySeat('BET WORD SLATE', 'WORD GHOST', 'WORD CHAIR'),
    ]);
    expect(chips(second)[0]).toBe(5 - 2);
    const won = round(second, [[0, 'GHOST CHAIR'], ...bySeat('DONE', 'DONE', 'DONE')]);
    expect(won.state).toMatchObject({ phase: 'over', winners: [0], endReason: 'Bet-for-the-Win' });
    expect(mumbleJumble.pending(won.config, won.state)).toEqual({
      over: true,
      phase: 'over',
      seats: [],
    });
  });

  it('refuses a bet below the threshold', () => {
    expect(refusal(start, 1, 'BET')).toBe('not-enough-chips');
  });
});

describe('Bet-for-the-Win outcomes', () => {
  // Everyone may bet from the start: threshold 2, stake 2. Alice bets; trays CRANE, PLUMB, STORM.
  const open = () =>
    round(
      newTable(['Alice', 'Bob', 'Cleo'], { betThreshold: 2, betStake: 2 }),
      bySeat('BET WORD CRANE', 'WORD PLUMB', 'WORD STORM'),
    );

  it.each([
    {
      rule: 'the declarer stops but loses a challenge: stake forfeited, every chip of the round lost',
      emails: [
        [0, 'PLUMB MORTS'],
        [1, 'CHALLENGE ALICE MORTS'],
      ],
      bet: 'forfeited',
      chips: [0, 2, 2],
    },
    {
      rule: 'another stopper loses a challenge: the stake comes back',
      emails: [
        [1, 'CRANE MORTS'],
        [2, 'CHALLENGE BOB MORTS'],
      ],
      bet: 'returned',
      chips: [2, 2, 2],
    },
    {
      rule: 'another player stops cleanly: the stake is forfeited',
      emails: [[1, 'CRANE STORM']],
      bet: 'forfeited',
      chips: [0, 5, 2],
    },
    {
      rule: 'a majority votes the round to an end: the stake comes back',
      emails: [
        [1, 'CRANE'],
        [1, 'VOTE END'],
        [2, 'VOTE END'],
      ],
      bet: 'returned',
      chips: [2, 3, 2],
    },
    {
      rule: 'the declarer loses a challenge though the stopper lost one too: stake forfeited',
      emails: [
        ...bySeat('MORTS', 'CRANE MORTS', 'CHALLENGE BOB MORTS'),
        [2, 'CHALLENGE ALICE MORTS'],
      ],
      bet: 'forfeited',
      chips: [0, 2, 2],
    },
    {
      rule: 'the declarer loses a challenge in a round a majority ended: stake forfeited',
      emails: [
        [0, 'MORTS'],
        [1, 'CRANE'],
        [1, 'VOTE END'],
        [2, 'VOTE END'],
        [2, 'CHALLENGE ALICE MORTS'],
      ],
      bet: 'forfeited',
      chips: [0, 3, 2],
    },
  ] as const)('$rule', ({ emails, bet, chips: expected }) => {
    const ended = round(open(), emails as unknown as [number, string][]);
    const closed = round(ended, bySeat('DONE', 'DONE', 'DONE'));
    expect(closed.state.history[0]?.bets).toEqual([{ seat: 0, outcome: bet }]);
    expect(chips(closed)).toEqual(expected);
    expect(closed.state.phase).toBe('choose');
  });

  it('forfeits the stake when the deadline ends the round', () => {
    const closed = expire(expire(open()));
    expect(closed.state.history[0]).toMatchObject({
      endedBy: 'deadline',
      bets: [{ seat: 0, outcome: 'forfeited' }],
    });
  });
});

describe('round endings and deadlines', () => {
  it('needs a strict majority of votes to end the round', () => {
    const four = round(newTable(['A', 'B', 'C', 'D']), [
      ...bySeat('WORD CRANE', 'WORD PLUMB', 'WORD STORM', 'WORD GHOST'),
      [0, 'VOTE END'],
      [1, 'VOTE END'],
    ]);
    expect(four.state.phase).toBe('solve');
    expect(send(four, 2, 'VOTE END').state.history[0]?.endedBy).toBe('vote');
  });

  it('gives no tray to a silent chooser and no chips for missing answers', () => {
    const table = round(newTable(['Alice', 'Bob', 'Cleo']), [
      [0, 'WORD CRANE'],
      [1, 'WORD PLUMB'],
    ]);
    const solving = expire(table);
    expect(solving.state.round.trays.map((t) => t.owner)).toEqual([0, 1]);
    const answered = send(solving, 2, 'NACRE');
    const scored = expire(expire(answered));
    expect(scored.state.history[0]?.earned).toEqual([0, 0, 1]);
    expect(scored.state.round.number).toBe(2);
  });

  it('closes an empty round when nobody chose a word', () => {
    const table = expire(newTable(['Alice', 'Bob']));
    expect(table.state).toMatchObject({ phase: 'choose', round: { number: 2 } });
  });

  it('skips the challenge window when nobody answered', () => {
    const table = round(newTable(['Alice', 'Bob']), [
      [0, 'WORD CRANE'],
      [1, 'WORD PLUMB'],
    ]);
    expect(expire(table).state.phase).toBe('choose');
  });
});
