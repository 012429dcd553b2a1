// An empty board of a layout that reads the same down as across is walked across only, its down
// plays the across plays transposed: every play, score, order, count, best play and any-play answer
// must be what walking both directions gives. The reference is the same layout with one bonus
// square changed off the start square's lines (now asymmetric, so walked both ways, yet no play of
// an empty board reaches that square), and the brute-force finder for the play set.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import { getLexicon } from '../../../dictionaries/registry';
import { layouts } from '../../../engine/crossword/layouts';
import { moveGenRulesOf } from '../../../engine/crossword/movegen/from-config';
import {
  generatePlays,
  Mode,
  MoveGenerator,
  type MoveGenRules,
} from '../../../engine/crossword/movegen/index';
import { SQUARE_SHIFT } from '../../../engine/crossword/movegen/play-list';
import { transposedSquares } from '../../../engine/crossword/movegen/transposed';
import { rulesets } from '../../../engine/crossword/rulesets/index';
import { configure } from '../../../engine/crossword/setup';
import type { Board, Layout } from '../../../engine/crossword/types';
import { brutePlays, playKey } from './brute';
import { tinyLayout, tinyLexicon, tinyWords } from './fixtures';
import { tinyLetters, tinyVariants } from './tiny-variants';

const emptyBoard = (n: number): Board => ({ size: n, squares: Array(n * n).fill(null) });

/**
 * The tests' 7×7 layout is not symmetric (its middle row has double letters at its ends, its middle
 * column triple letters beside them too): with triple letters added at D2 and D6 of the middle
 * row (row 3, columns 1 and 5) it is.
 */
const symmetricTiny: Layout = {
  ...tinyLayout,
  id: 'tiny-symmetric',
  premiums: tinyLayout.premiums.map((p, sq) => (sq === 3 * 7 + 1 || sq === 3 * 7 + 5 ? 'TL' : p)),
};
const onSymmetricTiny = ([name, setup]: [string, MoveGenRules]): [string, MoveGenRules] => [
  name,
  { ...setup, layout: symmetricTiny },
];

/** The layout with square (0, 1) changed and its mirror (1, 0) not: asymmetric, off every line an empty board's plays use. */
function asymmetricCopy(layout: Layout): Layout {
  const premiums = [...layout.premiums];
  premiums[1] = layout.premiums[layout.size] === 'TL' ? 'DL' : 'TL';
  return { ...layout, id: `${layout.id}-asymmetric`, premiums };
}

/** Everything a run leaves observable, in order (Best's `found` is the plays its search met, see generator.ts). */
function observed(gen: MoveGenerator, board: Board, rack: string[], mode: Mode) {
  gen.setPosition(board, rack);
  gen.run(mode);
  const plays: string[] = [];
  gen.list.forEach((score, direction, tiles, from, length) => {
    plays.push(`${score} ${direction} ${[...tiles.subarray(from, from + length)].join(',')}`);
  });
  return {
    plays: mode === Mode.All ? plays : [],
    found: mode === Mode.Best ? null : gen.found,
    bestScore: gen.bestScore,
    bestDirection: gen.bestScore < 0 ? null : gen.bestDirection,
    bestTiles: [...gen.bestTiles.subarray(0, gen.bestLength)],
  };
}

/** Racks of 2–7 tiles with 0, 1 or 2 blanks (three of each kind), one-tile racks and the empty rack. */
function racksOver(letters: string): string[][] {
  const racks: string[][] = [[], [letters[0]!], ['?']];
  for (let blanks = 0; blanks <= 2; blanks++) {
    for (let size = 2; size <= 7; size++) {
      for (let v = 0; v < 3; v++) {
        const rack = Array<string>(blanks).fill('?');
        for (let k = blanks; k < size; k++)
          rack.push(letters[(v * 7 + k * 3 + size) % letters.length]!);
        racks.push(rack);
      }
    }
  }
  return racks;
}

/** Every mode on the symmetric layout and on its asymmetric copy gives the same answers. */
function expectSameAsBothDirections(
  lexicon: CompiledLexicon,
  setup: MoveGenRules,
  racks: string[][],
): number {
  const reference = { ...setup, layout: asymmetricCopy(setup.layout) };
  expect(transposedSquares(setup.layout)).not.toBeNull();
  expect(transposedSquares(reference.layout)).toBeNull();
  const gen = new MoveGenerator(lexicon, setup);
  const both = new MoveGenerator(lexicon, reference);
  const board = emptyBoard(setup.layout.size);
  let plays = 0;
  for (const rack of racks) {
    for (const mode of [Mode.All, Mode.Count, Mode.Any, Mode.Best]) {
      const ours = observed(gen, board, rack, mode);
      expect(ours, `rack ${rack.join('')} mode ${mode}`).toEqual(observed(both, board, rack, mode));
      plays += ours.plays.length;
    }
  }
  return plays;
}

describe('transposedSquares', () => {
  it.each(Object.values(layouts).concat(symmetricTiny))(
    'finds the $id layout symmetric',
    (layout) => {
      const mirror = transposedSquares(layout)!;
      const n = layout.size;
      expect(mirror).not.toBeNull();
      for (let r = 0; r < n; r++)
        for (let c = 0; c < n; c++) expect(mirror[r * n + c]).toBe(c * n + r);
    },
  );

  it('finds a layout asymmetric when one square differs from its mirror', () => {
    expect(transposedSquares(asymmetricCopy(layouts.standard!))).toBeNull();
    // The same premium moved to the mirror as well is symmetric again.
    expect(transposedSquares(tinyLayout)).toBeNull();
    const layout = asymmetricCopy(symmetricTiny);
    const premiums = [...layout.premiums];
    premiums[7] = premiums[1]!;
    expect(transposedSquares({ ...layout, premiums })).not.toBeNull();
  });

  it('finds a layout asymmetric when its start square is off the diagonal', () => {
    expect(transposedSquares({ ...symmetricTiny, centre: { row: 3, col: 2 } })).toBeNull();
  });
});

describe('an empty board of a symmetric layout', () => {
  const racks = racksOver(tinyLetters);

  // Racks of 7 (a bingo is possible) and of 4 (a 4-tile play is not a bingo); Scribble has no rack.
  const variants = [
    ...tinyVariants(7)
      .map(onSymmetricTiny)
      .map(([name, setup]) => [`${name}, racks of 7`, setup] as const),
    ...tinyVariants(4)
      .filter(([, setup]) => !setup.unlimited)
      .map(onSymmetricTiny)
      .map(([name, setup]) => [`${name}, racks of 4`, setup] as const),
  ];

  describe.each(variants)('with %s', (_name, setup) => {
    it('gives every play, count, best play and any-play answer that both directions give', () => {
      const racksHere = setup.unlimited ? [[]] : racks;
      expect(expectSameAsBothDirections(tinyLexicon, setup, racksHere)).toBeGreaterThan(500);
    });

    it('lists the across plays, then the same plays transposed as down plays in the same order', () => {
      const gen = new MoveGenerator(tinyLexicon, setup);
      const n = setup.layout.size;
      gen.setPosition(emptyBoard(n), setup.unlimited ? [] : ['?', 'S', 'T', 'O', 'N', 'E']);
      gen.run(Mode.All);
      const plays: [number, number, number[]][] = [];
      gen.list.forEach((score, direction, tiles, from, length) => {
        plays.push([score, direction, [...tiles.subarray(from, from + length)]]);
      });
      const half = plays.length / 2;
      expect(half).toBeGreaterThan(50);
      expect(gen.found).toBe(plays.length);
      const transpose = (t: number) => {
        const sq = t >> SQUARE_SHIFT;
        const row = Math.floor(sq / n);
        const col = sq % n;
        return ((col * n + row) << SQUARE_SHIFT) | (t & ((1 << SQUARE_SHIFT) - 1));
      };
      for (let i = 0; i < half; i++) {
        const [score, direction, tiles] = plays[i]!;
        expect(direction).toBe(0);
        expect(plays[half + i]).toEqual([score, 1, tiles.map(transpose)]);
      }
    });

    it('finds the same plays with the same scores as brute force', () => {
      const board = emptyBoard(7);
      for (const rack of setup.unlimited ? [[]] : racks) {
        const plays = generatePlays(tinyLexicon, setup, board, rack);
        const expected = brutePlays(tinyWords, setup, board, rack);
        expect(plays.length).toBe(expected.size);
        expect(Object.fromEntries(plays.map((p) => [playKey(p.placements), p.score]))).toEqual(
          Object.fromEntries(expected),
        );
      }
    }, 60_000);

    it('agrees with both directions on random racks', () => {
      const racks = fc.array(fc.constantFrom(...tinyLetters, '?'), { minLength: 0, maxLength: 7 });
      fc.assert(
        fc.property(racks, (rack) => {
          expectSameAsBothDirections(tinyLexicon, setup, [rack]);
        }),
        { numRuns: setup.unlimited ? 5 : 100 },
      );
    }, 60_000);
  });

  const english = getLexicon('english')!;
  const rulesOf = (id: string, options: Record<string, unknown> = {}) => {
    const config = configure(rulesets[id]!, options, 'english');
    if (!config.ok) throw new Error(config.error.message);
    return moveGenRulesOf(config.value);
  };
  it.each([
    ['Scrabble, the standard board', rulesOf('scrabble')],
    ['Scrabble, the 21×21 board', rulesOf('scrabble', { layout: 'super' })],
    ['Words With Friends, its own board', rulesOf('wwf')],
    ['Jamble, its two-letter list', rulesOf('jamble-jx')],
    ['Jamble with a smaller rack', rulesOf('jamble-jh')],
  ])(
    'with the english lexicon under %s, gives what both directions give',
    (_name, setup) => {
      expect(
        expectSameAsBothDirections(english, setup, racksOver('RETAINSQUIZDOG')),
      ).toBeGreaterThan(10_000);
    },
    120_000,
  );

  it('with the test lexicon under Scribble (unlimited letters), gives what both directions give', () => {
    const test = getLexicon('test')!;
    for (const layout of ['scribble', 'standard']) {
      const config = configure(rulesets.scribble!, { layout }, 'test');
      if (!config.ok) throw new Error(config.error.message);
      expectSameAsBothDirections(test, moveGenRulesOf(config.value), [[]]);
    }
  }, 60_000);
});

describe('a layout that is not symmetric', () => {
  // The tests' own 7×7 layout (its middle row's bonuses are not its middle column's: across plays
  // through them score otherwise than their transposed down plays), and the symmetric one with
  // its start square moved off the diagonal.
  const scrabble = tinyVariants(7)[0]![1];
  const setups: [string, MoveGenRules][] = [
    ['bonus squares without their mirrors', { ...scrabble, layout: tinyLayout }],
    [
      'the start square off the diagonal',
      { ...scrabble, layout: { ...symmetricTiny, centre: { row: 3, col: 2 } } },
    ],
  ];

  it.each(setups)(
    'with %s, walks both directions on an empty board',
    (_name, setup) => {
      expect(transposedSquares(setup.layout)).toBeNull();
      const board = emptyBoard(7);
      let differ = 0;
      for (const rack of racksOver(tinyLetters)) {
        const plays = generatePlays(tinyLexicon, setup, board, rack);
        const expected = brutePlays(tinyWords, setup, board, rack);
        expect(Object.fromEntries(plays.map((p) => [playKey(p.placements), p.score]))).toEqual(
          Object.fromEntries(expected),
        );
        // Some play's transposed twin is missing or scores differently: no mirroring would give this.
        const byKey = new Map(plays.map((p) => [playKey(p.placements), p.score]));
        for (const p of plays) {
          const twin = playKey(p.placements.map((t) => ({ ...t, row: t.col, col: t.row })));
          if (byKey.get(twin) !== p.score) differ++;
        }
      }
      expect(differ).toBeGreaterThan(0);
    },
    60_000,
  );
});
