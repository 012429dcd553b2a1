// The grid's cross-checks: the letters each empty square beside a tile may take. They are kept once
// read (one- and two-tile cross words by letters, longer ones by square), so they are checked
// against a fresh grid's after other positions, other word lists and another two-letter list.
import { describe, expect, it } from 'vitest';
import { compileLexicon } from '../../../dictionaries/compile';
import { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import { Grid } from '../../../engine/crossword/movegen/grid';
import { twoLetterTable } from '../../../engine/crossword/movegen/walk-state';
import type { Board } from '../../../engine/crossword/types';
import { boardOf, jambleLikeTwos, tinyLayout, tinyLexicon } from './fixtures';

const values = new Int16Array(64).fill(1);
const centre = 3 * 7 + 3;

/** Every square's cross-check, both directions, as [lo, hi, cross word?] (a copy). */
function crossChecks(
  grid: Grid,
  board: Board,
  parts: readonly CompiledLexicon[],
  twos: Uint8Array | null,
): number[][] {
  grid.loadBoard(board, parts[0]!);
  grid.analyse(parts, values, centre, twos);
  return Array.from({ length: 2 * 49 }, (_, at) => [
    grid.maskLo[at]!,
    grid.maskHi[at]!,
    grid.hasCross[at]!,
  ]);
}

const boards = [
  boardOf(['.......', '.......', '...B...', '..TONE.', '...A...', '...T...', '.......']),
  boardOf(['.......', '..S....', '..O.A..', '.DOTE..', '..N....', '.......', '.......']),
  boardOf(['.......', '.......', '.......', '..BREAD', '.......', '.......', '.......']),
];

describe('cross-checks', () => {
  const other = CompiledLexicon.fromBytes('other', compileLexicon(['ON', 'NO', 'TO', 'OBE', 'TE']));
  const settings: [string, readonly CompiledLexicon[], Uint8Array | null][] = [
    ['the tiny list', [tinyLexicon], null],
    ['another list', [other], null],
    ['both lists', [tinyLexicon, other], null],
    ['a two-letter list', [tinyLexicon], twoLetterTable(jambleLikeTwos, tinyLexicon)],
  ];

  it('are the same from a grid that has read other positions and lists as from a fresh one', () => {
    const used = new Grid(tinyLayout);
    for (let round = 0; round < 2; round++) {
      for (const [name, parts, twos] of settings) {
        for (const board of boards) {
          const fresh = crossChecks(new Grid(tinyLayout), board, parts, twos);
          expect(crossChecks(used, board, parts, twos), name).toEqual(fresh);
        }
      }
    }
  });

  it('are read again at a square whose longer cross word a play changed, and kept where it did not', () => {
    const used = new Grid(tinyLayout);
    // One list of word graphs throughout: the grid keeps what it read only while they stay the same.
    const parts = [tinyLexicon];
    const rows = ['.TONE..', '.BEAR..', '.BEAD..', '.TONE..'];
    // After the word (row 3, column 5): TONES, BEARD, nothing, TONES again; before it: STONE only.
    const after = [['S'], ['D'], [], ['S']];
    const before = [['S'], [], [], ['S']];
    const letters = (grid: Grid, col: number) =>
      tinyLexicon.alphabet.letters.filter((_, i) => (grid.maskLo[49 + col * 7 + 3]! >>> i) & 1);
    rows.forEach((row, i) => {
      const board = boardOf([
        '.......',
        '.......',
        '.......',
        row,
        '.......',
        '.......',
        '.......',
      ]);
      const fresh = crossChecks(new Grid(tinyLayout), board, parts, null);
      expect(crossChecks(used, board, parts, null), row).toEqual(fresh);
      expect(letters(used, 5), row).toEqual(after[i]);
      expect(letters(used, 0), row).toEqual(before[i]);
    });
  });

  it('allow exactly the letters that make a word with the tiles on either side or both', () => {
    const grid = new Grid(tinyLayout);
    const board = boardOf([
      '.......',
      '.......',
      '.......',
      'B.D..T.',
      '.......',
      '.......',
      '.......',
    ]);
    crossChecks(grid, board, [tinyLexicon], null);
    const letters = (col: number) =>
      tinyLexicon.alphabet.letters.filter((_, i) => (grid.maskLo[49 + col * 7 + 3]! >>> i) & 1);
    // Down plays through row 3 (direction 1, index 49 + column × 7 + row) meet the row's word.
    expect(letters(1)).toEqual(['A', 'E', 'I', 'O']); // BAD BED BID BOD
    expect(letters(3)).toEqual(['A', 'E', 'O']); // DA DE DO
    expect(letters(4)).toEqual(['A', 'E', 'I']); // AT ET IT
    expect(letters(6)).toEqual(['A', 'I', 'O']); // TA TI TO
    // No cross word down where no tile is beside the square in its row.
    expect(grid.hasCross[49 + 1 * 7 + 2]).toBe(0);
    expect(grid.maskLo[49 + 1 * 7 + 2]).toBe(-1);
  });
});
