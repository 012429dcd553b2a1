// Bonus-square layouts as data: the standard 15×15 board, Words With Friends' board and the 21×21 board.
import type { Layout, Premium } from './types';

// One character per square: . plain, d DL, t TL, q QL, D DW, T TW, Q QW.
const legend: Record<string, Premium | null> = {
  '.': null,
  d: 'DL',
  t: 'TL',
  q: 'QL',
  D: 'DW',
  T: 'TW',
  Q: 'QW',
};

/** Mirror the top rows (through the middle row) downwards to make a symmetric board. */
function mirrored(top: string[]): string[] {
  return [...top, ...top.slice(0, -1).reverse()];
}

function layoutFrom(id: string, name: string, source: string, rows: string[]): Layout {
  const size = rows.length;
  const premiums = rows.flatMap((row, r) => {
    if (row.length !== size)
      throw new Error(`layout ${id}: row ${r + 1} has ${row.length} squares`);
    return [...row].map((ch) => {
      const premium = legend[ch];
      if (premium === undefined) throw new Error(`layout ${id}: unknown square '${ch}'`);
      return premium;
    });
  });
  const middle = (size - 1) / 2;
  return { id, name, size, premiums, centre: { row: middle, col: middle }, source };
}

// The standard board (data/tile-sets.md facts; the same as every published Scrabble board).
export const standardLayout = layoutFrom(
  'standard',
  'Standard 15×15',
  'The standard Scrabble board; the centre H8 is a double word square.',
  mirrored([
    'T..d...T...d..T',
    '.D...t...t...D.',
    '..D...d.d...D..',
    'd..D...d...D..d',
    '....D.....D....',
    '.t...t...t...t.',
    '..d...d.d...d..',
    'T..d...D...d..T',
  ]),
);

// Scribble's own board, as its rule book draws it: the standard squares (the transcription lost the
// triple-letter '*' symbols, left as empty brackets in the same places) with the centre '%' the
// start square and no multiplier.
const standardCentre = standardLayout.centre.row * standardLayout.size + standardLayout.centre.col;
export const scribbleLayout: Layout = {
  ...standardLayout,
  id: 'scribble',
  name: 'Scribble 15×15',
  premiums: standardLayout.premiums.map((p, i) => (i === standardCentre ? null : p)),
  source:
    'Scribble’s own board from its rule book: the standard squares, but the centre H8 (%) is only the start square, with no bonus.',
};

// Words With Friends' own board as published in open-source clones (e.g. the wordsWithFriends grid
// in github.com/Eye-Static/word_wars app/js/grids.js): TW at D1, TL at G1, no bonus on the centre.
export const wwfLayout = layoutFrom(
  'wwf',
  'Words With Friends 15×15',
  "Words With Friends' own board (TW at D1, L1, A4 …; the centre H8 has no bonus).",
  mirrored([
    '...T..t.t..T...',
    '..d..D...D..d..',
    '.d..d.....d..d.',
    'T..t...D...t..T',
    '..d...d.d...d..',
    '.D...t...t...D.',
    't...d.....d...t',
    '...D.......D...',
  ]),
);

// The 21×21 board with quadruple squares, as encoded by wolges (github.com/andy-k/wolges,
// src/board_layout.rs, make_super_board_layout): QW in the corners, QL at C3-like squares.
export const superLayout = layoutFrom(
  'super',
  'Super 21×21',
  'The 21×21 board with quadruple word (QW) and quadruple letter (QL) squares; the centre K11 is a double word square.',
  mirrored([
    'Q..d...T..d..T...d..Q',
    '.D..t...D...D...t..D.',
    '..D..q...D.D...q..D..',
    'd..T..d...T...d..T..d',
    '.t..D...t...t...D..t.',
    '..q..D...d.d...D..q..',
    '...d..D...d...D..d...',
    'T......D.....D......T',
    '.D..t...t...t...t..D.',
    '..D..d...d.d...d..D..',
    'd..T..d...D...d..T..d',
  ]),
);

export const layouts: Record<string, Layout> = {
  standard: standardLayout,
  scribble: scribbleLayout,
  wwf: wwfLayout,
  super: superLayout,
};
