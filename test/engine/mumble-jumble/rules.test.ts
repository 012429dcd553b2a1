// Mumble-Jumble rules one at a time: jumbling, refusals, schedules, trays per seat, alternative ends, secrets.
import { describe, expect, it } from 'vitest';
import { mumbleJumble } from '../../../engine/mumble-jumble';
import { bySeat } from '../parlor-driver';
import { expire, newTable, refusal, round, send } from './driver';

const sorted = (w: string) => [...w].sort().join('');

describe('jumbling', () => {
  it.each(['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'])(
    'never leaves the word as it was (seed %s) but keeps its letters',
    (seed) => {
      const table = send(newTable(['Alice', 'Bob'], { wordLengths: [4] }, seed), 0, 'WORD LOOP');
      const [choice] = table.state.round.choices[0]!;
      expect(choice!.jumble).not.toBe('LOOP');
      expect(sorted(choice!.jumble)).toBe(sorted('LOOP'));
    },
  );

  it('never shows another word of the same letters (SLATE as LEAST or STEAL) over 300 seeds', () => {
    for (let seed = 0; seed < 300; seed++) {
      const table = send(newTable(['Alice', 'Bob'], {}, `seed ${seed}`), 0, 'WORD SLATE');
      const [choice] = table.state.round.choices[0]!;
      expect(['SLATE', 'LEAST', 'STEAL']).not.toContain(choice!.jumble);
      expect(sorted(choice!.jumble)).toBe(sorted('SLATE'));
    }
  });

  it('refuses the player’s own jumble when it spells a word (SLATE shown as STEAL)', () => {
    const table = newTable(['Alice', 'Bob']);
    expect(refusal(table, 0, 'WORD SLATE JUMBLE STEAL')).toBe('jumble-is-a-word');
    expect(table.state.round.choices[0]).toBeNull();
  });

  it('takes the player’s own jumble when it is an anagram that is not the word', () => {
    const table = send(newTable(['Alice', 'Bob']), 0, 'WORD CRANE JUMBLE ENRAC');
    expect(table.state.round.choices[0]).toEqual([{ word: 'CRANE', jumble: 'ENRAC' }]);
  });

  it('replays identically from the same seed', () => {
    const play = () =>
      round(newTable(['A', 'B'], {}, 'same'), [
        [0, 'WORD CRANE'],
        [1, 'WORD PLUMB'],
      ]);
    expect(play().state).toEqual(play().state);
  });
});

describe('refusals', () => {
  const choosing = newTable(['Alice', 'Bob', 'Cleo']);
  const solving = round(choosing, bySeat('WORD CRANE', 'WORD PLUMB', 'WORD STORM'));
  const challenging = round(solving, [
    [1, 'CRANE'],
    [0, 'PLUMB STORM'],
  ]);
  const broke = { ...challenging, state: { ...challenging.state, chips: [2, 2, 0] } };

  it.each([
    ['a word of the wrong length', choosing, 0, 'WORD CHAIRS', 'wrong-length'],
    ['a word the lexicon lacks', choosing, 0, 'WORD ZZZZZ', 'word-not-in-lexicon'],
    ['a jumble that is the word itself', choosing, 0, 'WORD CRANE JUMBLE CRANE', 'bad-jumble'],
    ['a jumble with other letters', choosing, 0, 'WORD CRANE JUMBLE CRANK', 'bad-jumble'],
    [
      'two words when the round wants one',
      choosing,
      0,
      'WORD CRANE WORD SLATE',
      'wrong-word-count',
    ],
    ['an answer before the trays are out', choosing, 0, 'ANSWER PLUMB', 'wrong-phase'],
    ['an answer with letters of no tray', solving, 0, 'ANSWER GHOST', 'letters-mismatch'],
    ['an answer for one’s own tray', solving, 0, 'ANSWER NACRE', 'letters-mismatch'],
    ['a named tray with other letters', solving, 0, '2 STORM', 'letters-mismatch'],
    ['stop without every answer', solving, 0, 'STOP', 'stop-incomplete'],
    ['a challenge of one’s own answer', challenging, 0, 'CHALLENGE ALICE PLUMB', 'own-answer'],
    [
      'a challenge of an answer never given',
      challenging,
      2,
      'CHALLENGE BOB STORM',
      'no-such-answer',
    ],
    ['a challenge of an unknown player', challenging, 2, 'CHALLENGE ZED CRANE', 'no-such-player'],
    ['a challenge without a chip to stake', broke, 2, 'CHALLENGE BOB CRANE', 'no-chip'],
    // Our choice (D8): Alice earned three chips this round, but they count only once it closes.
    [
      'a challenge staked with chips earned this round',
      { ...challenging, state: { ...challenging.state, chips: [0, 2, 2] } },
      0,
      'CHALLENGE BOB CRANE',
      'no-chip',
    ],
  ])('refuses %s', (_what, table, seat, text, code) => {
    expect(refusal(table, seat, text)).toBe(code);
  });

  it('refuses a second challenge of the same answer', () => {
    const once = send(challenging, 2, 'CHALLENGE BOB CRANE');
    expect(refusal(once, 0, 'CHALLENGE BOB CRANE')).toBe('already-challenged');
  });
});

describe('word lengths and trays', () => {
  it('follows a schedule: odd rounds five letters, even rounds six', () => {
    const table = newTable(['Alice', 'Bob'], { wordLengths: [5, 6] });
    const second = expire(table);
    expect(second.state.round).toMatchObject({ number: 2, length: 6 });
    expect(refusal(second, 0, 'WORD CRANE')).toBe('wrong-length');
    expect(send(second, 0, 'WORD PLANET').state.round.choices[0]?.[0]?.word).toBe('PLANET');
  });

  it('gives two players several trays each when wordsPerSeat allows, and stop needs them all', () => {
    const table = round(newTable(['Alice', 'Bob'], { wordsPerSeat: 2 }), [
      [0, 'WORD CRANE WORD STORM'],
      [1, 'WORD PLUMB WORD GHOST'],
      [0, 'PLUMB'],
    ]);
    expect(table.state.round.trays.map((t) => t.owner)).toEqual([0, 0, 1, 1]);
    expect(table.state.phase).toBe('solve');
    expect(send(table, 0, 'GHOST').state.round.stopper).toBe(0);
  });

  it('keeps one tray each with four or more seats whatever wordsPerSeat says', () => {
    const table = newTable(['A', 'B', 'C', 'D'], { wordsPerSeat: 2 });
    expect(refusal(table, 0, 'WORD CRANE WORD STORM')).toBe('wrong-word-count');
  });

  it('lets a player replace the secret word until everyone has chosen', () => {
    const table = round(newTable(['Alice', 'Bob', 'Cleo']), [
      [0, 'WORD CRANE'],
      [0, 'WORD SLATE'],
    ]);
    expect(table.state.round.choices[0]?.[0]?.word).toBe('SLATE');
  });

  it('waits for explicit STOP when autoStop is off', () => {
    const table = round(newTable(['Alice', 'Bob'], { autoStop: false }), [
      [0, 'WORD CRANE'],
      [1, 'WORD PLUMB'],
      [1, 'RACES'.replace('RACES', 'NACRE')],
    ]);
    expect(table.state.phase).toBe('solve');
    expect(send(table, 1, 'STOP').state.round.stopper).toBe(1);
  });
});

describe('alternative ends', () => {
  const oneRound = (options: Record<string, unknown>, at?: number) => {
    const table = round(newTable(['Alice', 'Bob'], options), [
      [0, 'WORD CRANE'],
      [1, 'WORD PLUMB'],
      [0, 'PLUMB'],
      [0, 'DONE'],
    ]);
    const last = send({ ...table, now: at ?? table.now }, 1, 'DONE');
    return last.state;
  };

  it.each([
    ['most chips after N rounds', { maxRounds: 1 }, undefined, '1 rounds played'],
    ['first to N chips', { targetChips: 4 }, undefined, '4 chips reached'],
    ['at a date', { endsAt: 1_000_000 }, 2_000_000, 'the end date passed'],
  ])('ends the game %s', (_what, options, at, reason) => {
    expect(oneRound(options, at)).toMatchObject({ phase: 'over', winners: [0], endReason: reason });
  });

  it('goes on when no end is reached', () => {
    expect(oneRound({ targetChips: 10 })).toMatchObject({ phase: 'choose', winners: [] });
  });
});

describe('views', () => {
  const choosing = send(newTable(['Alice', 'Bob', 'Cleo']), 0, 'WORD CRANE');
  const solving = round(choosing, [
    [1, 'WORD PLUMB'],
    [2, 'WORD STORM'],
    [1, 'NACRE'],
  ]);
  // The help text quotes example words; secrets are checked in everything else.
  const seen = (table: typeof choosing, seat: number | null) =>
    JSON.stringify({ ...mumbleJumble.view(table.config, table.state, seat), help: '' });

  it('shows a secret word only to its owner while choosing', () => {
    expect(mumbleJumble.view(choosing.config, choosing.state, 0).yourWords[0]?.word).toBe('CRANE');
    expect(seen(choosing, 1)).not.toContain('CRANE');
    expect(seen(choosing, null)).not.toContain('CRANE');
  });

  it('shows jumbles but hides words and others’ answers while solving', () => {
    const alice = mumbleJumble.view(solving.config, solving.state, 0);
    expect(alice.trays.find((t) => t.owner === 1)?.word).toBeNull();
    expect(alice.answers).toBeNull();
    expect(seen(solving, 0)).not.toContain('NACRE');
    expect(seen(solving, 0)).not.toContain('PLUMB');
    expect(mumbleJumble.view(solving.config, solving.state, 1).yourAnswers[0]?.word).toBe('NACRE');
  });

  it('reveals words and answers once the round has ended', () => {
    const ended = round(solving, [
      [0, 'VOTE END'],
      [2, 'VOTE END'],
    ]);
    const spectator = mumbleJumble.view(ended.config, ended.state, null);
    expect(spectator.phase).toBe('challenge');
    expect(spectator.trays.map((t) => t.word)).toEqual(['CRANE', 'PLUMB', 'STORM']);
    expect(spectator.answers?.[1]?.[0]?.word).toBe('NACRE');
  });

  it('says what to reply in every phase', () => {
    for (const phase of ['choose', 'solve', 'challenge'] as const) {
      expect(mumbleJumble.view(solving.config, { ...solving.state, phase }, 0).help).toMatch(
        /[A-Z]{4,} /,
      );
    }
  });
});

describe('who must act, and for how long', () => {
  it('names the seats still owing answers, leaving out a seat with nothing to solve', () => {
    const table = expire(send(newTable(['Alice', 'Bob', 'Cleo']), 0, 'WORD CRANE'));
    expect(mumbleJumble.pending(table.config, table.state)).toEqual({
      over: false,
      phase: 'solve',
      seats: [1, 2],
    });
  });

  it.each([
    ['choose', 'chooseMs', 3_600_000],
    ['solve', 'solveMs', 7_200_000],
    ['challenge', 'challengeMs', 600_000],
  ] as const)('keeps the %s phase open for the %s option', (phase, option, ms) => {
    const table = newTable(['Alice', 'Bob'], { [option]: ms });
    const state = { ...table.state, phase };
    expect(mumbleJumble.phaseDuration!(table.config, state)).toBe(ms);
  });

  it('leaves the deadline to the worker by default', () => {
    const table = newTable(['Alice', 'Bob']);
    expect(mumbleJumble.phaseDuration!(table.config, table.state)).toBeNull();
  });
});

describe('state', () => {
  it('stays plain JSON through a whole round', () => {
    const table = round(newTable(['Alice', 'Bob', 'Cleo'], { betThreshold: 2 }), [
      ...bySeat('BET WORD CRANE', 'WORD PLUMB', 'WORD STORM'),
      [1, 'NACRE'],
      [0, 'PLUMB STORM'],
      [2, 'CHALLENGE BOB NACRE'],
    ]);
    expect(JSON.parse(JSON.stringify(table.state))).toEqual(table.state);
  });
});
