// verifyGcg: replaying hand-written records and re-scoring them with the engine's scoring.
// Every record here was made up for these tests and scored by hand on the standard board
// (premium squares as in engine/crossword/layouts.ts); the arithmetic is in the comments.
import { describe, expect, it } from 'vitest';
import { parseGcg } from '../../../engine/crossword/gcg/parse';
import { verifyGcg } from '../../../engine/crossword/gcg/verify';

const header = ['#player1 Ann Ann Example', '#player2 Ben Ben Sample'];

// Lines 3–13 once the two #player lines are added.
const game = [
  // G8 E1 + H8 T1 (DW) + I8 C3 + J8 H4 = 9, ×2 = 18
  '>Ann: ACEHIRT 8G ETCH +18 18',
  // H5 B3 + O1 + O1 + T1 already there = 6
  '>Ben: ABOORST H5 BOO. +6 6',
  // OZA: O1 + Z10 on the I7 DL (20) + A1 = 22; cross ZC 20+3 = 23; AH 1+4 = 5; 22+23+5 = 50
  '>Ann: AIRSTUZ 7H .ZA +50 68',
  '>Ann: EIRSTU? (challenge) +5 73',
  // Z10 (its DL was used up last turn) + C3 + A1 on the I9 DL (2) + S1 = 16
  '>Ben: AEQRSTV I7 ..AS +16 22',
  '>Ben: AEQRSTV -- -16 6',
  '>Ann: EIRSTU? -IU +0 73',
  '>Ben: AEQRSTV - +0 6',
  // AHE down J7–J9: A1 + H4 + E1 = 6
  '>Ann: E J7 ..E +6 79',
  // Ben kept Q10 + V4 = 14; the 2× convention writes both sides' 14 in one line
  '>Ann:  (QV) +28 107',
  '>Ben: QV (time) -10 -4',
];

function verify(lines: string[], rules?: string) {
  const parsed = parseGcg([...header, ...lines].join('\n'));
  if (!parsed.ok) throw new Error(`line ${parsed.error.line}: ${parsed.error.message}`);
  return verifyGcg(parsed.value, rules);
}

/** The game with `replaced` events from `line` (3–13) on replaced by `text`. */
function edited(line: number, text: string | string[], replaced = 1): string[] {
  const copy = game.slice();
  copy.splice(line - 3, replaced, ...[text].flat());
  return copy;
}

describe('verifyGcg on a hand-scored Scrabble game', () => {
  it('finds every score, total, withdrawal, bonus and end-rack line right', () => {
    expect(verify(game)).toEqual({ plays: 5, mismatches: [], errors: [] });
  });

  it.each<[string, number, string | string[], number]>([
    ['played-through letters spelled out', 4, '>Ben: ABOORST H5 BOOT +6 6', 1],
    ['played-through letters spelled out across', 5, '>Ann: AIRSTUZ 7H OZA +50 68', 1],
    [
      'a withdrawal written as -- +0 with the total lowered (Quackle)',
      8,
      '>Ben: AEQRSTV -- +0 6',
      1,
    ],
    [
      'end-rack points in the 1× convention (each side on its own line)',
      12,
      ['>Ann:  (QV) +14 93', '>Ben: QV (QV) -14 -8', '>Ben: QV (time) -10 -18'],
      2,
    ],
  ])('accepts %s', (_, line, text, replaced) => {
    const report = verify(edited(line, text, replaced));
    expect(report.mismatches).toEqual([]);
    expect(report.errors).toEqual([]);
  });

  // Each edit changes only the score, so the line's total no longer adds up either.
  it.each([
    ['an opening on the centre DW', 3, '>Ann: ACEHIRT 8G ETCH +19 18', '8G ETCH', 19, 18],
    ['a play through a tile', 4, '>Ben: ABOORST H5 BOO. +7 6', 'H5 BOO.', 7, 6],
    ['a letter bonus counted in two words', 5, '>Ann: AIRSTUZ 7H .ZA +49 68', '7H .ZA', 49, 50],
    [
      'a withdrawal that gives back more than was scored',
      8,
      '>Ben: AEQRSTV -- -15 6',
      '--',
      -15,
      -16,
    ],
    ['an exchange that scores', 9, '>Ann: EIRSTU? -IU +3 73', '-IU', 3, 0],
    ['a pass that scores', 10, '>Ben: AEQRSTV - +1 6', '-', 1, 0],
    [
      'end-rack points neither 1× nor 2× the rack',
      12,
      '>Ann:  (QV) +27 107',
      'end-rack QV',
      27,
      28,
    ],
  ])('reports %s', (_, line, text, play, recorded, computed) => {
    const report = verify(edited(line, text));
    expect(report.mismatches).toEqual([
      { line, recorded, computed, play },
      { line, recorded: expect.any(Number), computed: expect.any(Number), play: 'total' },
    ]);
  });

  it('reports a running total that does not add up, once', () => {
    expect(verify(edited(13, '>Ben: QV (time) -10 -3')).mismatches).toEqual([
      { line: 13, recorded: -3, computed: -4, play: 'total' },
    ]);
  });

  it('reports a six-pass penalty that is not the rack value', () => {
    const report = verify(edited(13, '>Ben: QV (QV) -15 -9'));
    expect(report.mismatches).toEqual([
      { line: 13, recorded: -15, computed: -14, play: 'end-rack QV' },
    ]);
  });
});

describe('verifyGcg reports records that cannot be replayed, with their lines', () => {
  it.each([
    ['a play off the board', 11, '>Ann: E 8M EEEE +6 79', 'off-board'],
    ['a dot on an empty square', 11, '>Ann: E J9 .E +6 79', 'through-empty-square'],
    ['a letter on a square holding another', 11, '>Ann: E 8G X +6 79', 'square-taken'],
    ['a play that puts down nothing', 11, '>Ann: E 8G ETCH +6 79', 'no-new-tiles'],
    ['a word that is only part of the word formed', 11, '>Ann: E J9 E +6 79', 'partial-word'],
    ['a play that touches nothing', 11, '>Ann: E 2B E +6 79', 'not-connected'],
    ['a tile not on the rack', 11, '>Ann: E J7 ..X +6 79', 'tile-not-on-rack'],
    ['a rack the bag cannot hold', 11, '>Ann: EQQ J7 ..E +6 79', 'tiles-not-in-bag'],
    [
      'an opening off the centre',
      3,
      '>Ann: ACEHIRT 1A ETCH +18 18',
      'first-play-must-cover-centre',
    ],
    ['a withdrawal after an exchange', 10, '>Ben: AEQRSTV -- -16 -10', 'withdrawal-without-play'],
    ['a challenge bonus after an exchange', 10, '>Ben: (challenge) +5 11', 'bonus-without-play'],
    [
      'a deduction of tiles that are not the rack',
      13,
      '>Ben: QV (QX) -18 -12',
      'end-rack-not-rack',
    ],
  ])('%s', (_, line, text, code) => {
    const report = verify(edited(line, text));
    expect(report.errors.map((e) => [e.line, e.code])).toContainEqual([line, code]);
  });

  it('reports an unknown ruleset instead of guessing', () => {
    expect(verify(game, 'chess').errors).toMatchObject([{ line: 0, code: 'unknown-ruleset' }]);
  });
});

describe.each([
  // RETAINS: R on the D8 DL. Scrabble 2+6 = 8, ×2 = 16, +50; Jamble same letters, +10.
  // SUNBELT across E5–K5 through the B: Scrabble S1 U1 N1 B3 E1 L1 T1 = 9, two DW ×4 = 36;
  // Jamble U is 2: 10, only the highest DW: ×2 = 20. (QV): Scrabble 28; Jamble gives nothing.
  { rules: 'scrabble', retains: 66, boo: 6, sunbelt: 36, endRack: 28 },
  { rules: 'jamble-jx', retains: 26, boo: 6, sunbelt: 20, endRack: 0 },
])('verifyGcg with --rules $rules', ({ rules, retains, boo, sunbelt, endRack }) => {
  const lines = [
    `>Ann: AEINRST 8D RETAINS +${retains} ${retains}`,
    `>Ben: BOOSUNT H5 BOO. +${boo} ${boo}`,
    `>Ann: BELNSTU 5E SUNBELT +${sunbelt} ${retains + sunbelt}`,
    `>Ann:  (QV) +${endRack} ${retains + sunbelt + endRack}`,
  ];

  it('scores with the ruleset’s letter values, word bonus rule, bingo and end of game', () => {
    expect(verify(lines, rules)).toEqual({ plays: 3, mismatches: [], errors: [] });
  });

  it('takes the ruleset from the #ruleset pragma when none is asked for', () => {
    expect(verify([`#ruleset ${rules}`, ...lines])).toEqual({
      plays: 3,
      mismatches: [],
      errors: [],
    });
  });
});
