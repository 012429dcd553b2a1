// The notation both ways: every written form, case and spacing, errors that say how to fix, round trips.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CrosswordCommand, WrittenTile } from '../../../engine/crossword/command';
import { formatCommand, parseCommand } from '../../../engine/crossword/notation';
import { englishTiles, spanishTiles, tileLetters } from '../../../engine/crossword/tilesets';

const english = { size: 15, letters: tileLetters(englishTiles) };
const spanish = { size: 15, letters: tileLetters(spanishTiles) };

function parsed(text: string, ctx = english): CrosswordCommand {
  const result = parseCommand(text, ctx);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value;
}

const plain = (letters: string): WrittenTile[] =>
  [...letters].map((letter) => ({ letter, blank: null, through: false }));

describe('reading plays', () => {
  it.each([
    ['H8 across PLAE', { row: 7, col: 7, direction: 'across', style: 'named' }],
    ['h8 DOWN plae', { row: 7, col: 7, direction: 'down', style: 'named' }],
    ['  H8   a   PLAE  ', { row: 7, col: 7, direction: 'across', style: 'named' }],
    ['8H PLAE', { row: 7, col: 7, direction: 'across', style: 'gcg' }],
    ['H8 PLAE', { row: 7, col: 7, direction: 'down', style: 'gcg' }],
    ['O15 PLAE', { row: 14, col: 14, direction: 'down', style: 'gcg' }],
    ['[8,8] H PLAE', { row: 7, col: 7, direction: 'across', style: 'scribble' }],
    ['[6][5] v plae', { row: 5, col: 4, direction: 'down', style: 'scribble' }],
  ])('reads "%s"', (text, expected) => {
    expect(parsed(text)).toMatchObject({ type: 'play', tiles: plain('PLAE'), ...expected });
  });

  it.each([
    ['PLaNE', [null, null, true, null, null]],
    ['PL?ANE', [null, null, true, null, null]],
    ['PL-ANE', [null, null, true, null, null]],
    ['plane', [null, null, null, null, null]],
    ['pl?ane', [null, null, true, null, null]],
  ])('reads the blanks in %s', (word, blanks) => {
    const command = parsed(`H8 across ${word}`);
    expect(command.type === 'play' && command.tiles.map((t) => t.blank)).toEqual(blanks);
  });

  it.each([
    ['PL(A)NE', [false, false, true, false, false], 'PLANE'],
    ['PL.NE', [false, false, true, false, false], 'PLNE'],
    ['(PL)ANE', [true, true, false, false, false], 'PLANE'],
  ])('reads tiles already on the board in %s', (word, through, letters) => {
    const command = parsed(`8H ${word}`);
    if (command.type !== 'play') throw new Error('not a play');
    expect(command.tiles.map((t) => t.through)).toEqual(through);
    expect(command.tiles.map((t) => t.letter).join('')).toBe(letters);
  });

  it.each([
    [
      'a decomposed Ñ (N + U+0303, as pasted text often has it) as the Ñ tile',
      'NIN\u0303O',
      'N I Ñ O',
    ],
    ['Spanish CH, LL and RR as single tiles, and Ñ', 'CHILLARRÑ', 'CH I LL A RR Ñ'],
  ])('reads %s', (_what, word, tiles) => {
    const command = parsed(`H8 across ${word}`, spanish);
    expect(command.type === 'play' && command.tiles.map((t) => t.letter)).toEqual(tiles.split(' '));
  });

  it('reads an Open Jamble refill carried by the play', () => {
    expect(parsed('H8 across PLAE draw ffb')).toMatchObject({
      type: 'play',
      draw: ['F', 'F', 'B'],
    });
  });

  it.each([
    ['H8 across DRAW', 'H8 across DRAW', english],
    ['8H DRAW', '8H DRAW', english],
    ['H8 across DRAW DRAW FB', 'H8 across DRAW DRAW FB', english],
    ['EXCHANGE DRAW', 'EXCHANGE DRAW', english],
    ['exchange l ll', 'EXCHANGE L LL', spanish],
  ])(
    'still reads the word DRAW, and keeps multi-letter tiles apart, in "%s"',
    (text, written, ctx) => {
      expect(formatCommand(parsed(text, ctx))).toBe(written);
    },
  );
});

describe('reading other commands', () => {
  it.each([
    ['pass', { type: 'pass' }],
    [' PASS ', { type: 'pass' }],
    ['resign', { type: 'resign' }],
    ['Challenge', { type: 'challenge' }],
    ['END', { type: 'end' }],
    ['exchange qu?', { type: 'exchange', tiles: ['Q', 'U', '?'] }],
    ['EXCHANGE Q U', { type: 'exchange', tiles: ['Q', 'U'] }],
    ['draw FFB', { type: 'draw', from: ['F', 'F', 'B'] }],
    ['draw front back', { type: 'draw', from: ['F', 'B'] }],
  ])('reads "%s"', (text, expected) => {
    expect(parsed(text)).toEqual(expected);
  });
});

describe('refusals say what to write', () => {
  it.each([
    ['', 'empty-move'],
    ['Z99 across PLANE', 'off-board'],
    ['H8H across PLANE', 'bad-square'],
    ['P8 across PLANE', 'off-board'],
    ['H8 sideways PLANE', 'bad-direction'],
    ['H8 across PL(ANE', 'bad-word'],
    ['H8 across PL4NE', 'unknown-letter'],
    ['H8 across (PLANE)', 'bad-word'],
    ['EXCHANGE', 'exchange-needs-tiles'],
    ['DRAW FXB', 'bad-draw'],
    ['play something nice', 'bad-square'],
  ])('"%s" → %s', (text, code) => {
    const result = parseCommand(text, english);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message.length).toBeGreaterThan(20);
    }
  });
});

describe('writing commands', () => {
  it.each([
    ['h8 across plae', 'H8 across PLAE'],
    ['8h plane', '8H PLANE'],
    ['[8, 8] h PLaNE', '[8,8] H PLaNE'],
    ['H8 down PL(A)NE', 'H8 down PL(A)NE'],
    ['H8 down PL.NE', 'H8 down PL.NE'],
    ['H8 across ?a?b', 'H8 across ?A?B'],
    ['exchange ab?', 'EXCHANGE AB?'],
    ['H8 across PLAE draw f f b', 'H8 across PLAE DRAW FFB'],
  ])('writes "%s" as "%s"', (text, written) => {
    expect(formatCommand(parsed(text))).toBe(written);
  });

  it('writes a C and an H apart, so an exchange never reads back as the Spanish CH tile', () => {
    const command: CrosswordCommand = { type: 'exchange', tiles: ['C', 'H', 'A'] };
    expect(formatCommand(command)).toBe('EXCHANGE C H A');
    expect(formatCommand({ type: 'exchange', tiles: ['Q', 'U'] })).toBe('EXCHANGE QU');
  });
});

/** Commands as fast-check values. Written words avoid a C-H, L-L or R-R boundary between tiles (C|H, R|RR, …), which reads as CH, LL, RR. */
function commands(letters: readonly string[]): fc.Arbitrary<CrosswordCommand> {
  const tile = fc.oneof(
    fc.record({
      letter: fc.constantFrom(...letters),
      blank: fc.constantFrom(true as const, null),
      through: fc.constant(false),
    }),
    fc.record({
      letter: fc.constantFrom('', ...letters),
      blank: fc.constant(null),
      through: fc.constant(true),
    }),
  );
  const ambiguous = (tiles: WrittenTile[]) =>
    tiles.some((t, i) => {
      const next = tiles[i + 1];
      // Across the boundary: C|H, L|LL, R|RR, … read back as one multi-letter tile.
      return !!next && ['CH', 'LL', 'RR'].includes(t.letter.slice(-1) + next.letter.slice(0, 1));
    });
  const draw = fc.option(
    fc.array(fc.constantFrom<'F' | 'B'>('F', 'B'), { minLength: 1, maxLength: 7 }),
    { nil: undefined },
  );
  const play = fc
    .record({
      row: fc.integer({ min: 0, max: 14 }),
      col: fc.integer({ min: 0, max: 14 }),
      direction: fc.constantFrom<'across' | 'down'>('across', 'down'),
      tiles: fc.array(tile, { minLength: 1, maxLength: 9 }),
      style: fc.constantFrom<'named' | 'gcg' | 'scribble'>('named', 'gcg', 'scribble'),
      draw,
    })
    .filter((p) => p.tiles.some((t) => !t.through) && !ambiguous(p.tiles))
    .map(
      ({ draw: d, ...p }): CrosswordCommand =>
        d ? { type: 'play', ...p, draw: d } : { type: 'play', ...p },
    );
  return fc.oneof(
    play,
    fc.constantFrom<CrosswordCommand>(
      { type: 'pass' },
      { type: 'resign' },
      { type: 'challenge' },
      { type: 'end' },
    ),
    fc
      .array(fc.constantFrom('?', ...letters), { minLength: 1, maxLength: 7 })
      .map((tiles): CrosswordCommand => ({ type: 'exchange', tiles })),
    fc
      .array(fc.constantFrom<'F' | 'B'>('F', 'B'), { minLength: 1, maxLength: 7 })
      .map((from): CrosswordCommand => ({ type: 'draw', from })),
  );
}

describe.each([
  ['English', english],
  ['Spanish', spanish],
])('round trips with %s tiles', (_name, ctx) => {
  it('parse(format(command)) gives the command back', () => {
    fc.assert(
      fc.property(commands(ctx.letters), (command) => {
        expect(parseCommand(formatCommand(command), ctx)).toEqual({ ok: true, value: command });
      }),
    );
  });

  it('format(parse(text)) is stable, whatever the case and spacing of the text', () => {
    fc.assert(
      fc.property(commands(ctx.letters), fc.boolean(), (command, shout) => {
        const text = formatCommand(command);
        const messy = ` ${shout ? text.toUpperCase() : text} `.replace(/ /g, '  ');
        const once = parseCommand(messy, ctx);
        if (!once.ok) return; // upper-casing a word of blanks marked in lowercase can leave none to read
        const again = formatCommand(once.value);
        const twice = parseCommand(again, ctx);
        expect(twice.ok && formatCommand(twice.value)).toBe(again);
      }),
    );
  });
});

describe('a loss on time', () => {
  it('reads and writes RESIGN ON TIME, the service’s command when a clock runs out', () => {
    expect(parsed('resign on time')).toEqual({ type: 'resign', onTime: true });
    expect(formatCommand({ type: 'resign', onTime: true })).toBe('RESIGN ON TIME');
    expect(parsed('RESIGN')).toEqual({ type: 'resign' });
  });
});
