// How big the email board's squares are at each screen width: the board shrinks with the
// screen (a fluid table), and where the client reads media queries the rows shrink with it,
// so squares stay square, and what no longer fits legibly (tile values, bonus labels) drops out.

/** One step of the board's size: from the widest screens down, each for screens up to `upTo` px. */
export interface SquareStep {
  /** The widest screen (px) this step is for; null for the desktop size. */
  upTo: number | null;
  /** Row height (px); the width is the screen's share, about the same at this step. */
  square: number;
  letter: number;
  /** Font size of a bonus label ("TW"); 0 drops the labels (the board's key names the colours). */
  label: number;
  /** Font size of a tile's value; 0 drops the values (the rack and the text part keep them). */
  value: number;
  /** Font size of the coordinates along the edges. */
  edge: number;
}

export type BoardScale = 'standard' | 'large';

/** 15×15 and smaller boards, and the 21×21 super board. Steps run widest first. */
export const BOARD_STEPS: Record<BoardScale, readonly SquareStep[]> = {
  standard: [
    { upTo: null, square: 26, letter: 14, label: 9, value: 8, edge: 10 },
    { upTo: 440, square: 24, letter: 13, label: 9, value: 7, edge: 10 },
    { upTo: 415, square: 22, letter: 12, label: 8, value: 7, edge: 10 },
    { upTo: 390, square: 20, letter: 12, label: 8, value: 0, edge: 9 },
    { upTo: 350, square: 18, letter: 11, label: 8, value: 0, edge: 9 },
  ],
  large: [
    { upTo: null, square: 24, letter: 13, label: 9, value: 7, edge: 10 },
    { upTo: 560, square: 21, letter: 12, label: 8, value: 7, edge: 9 },
    { upTo: 520, square: 19, letter: 12, label: 8, value: 7, edge: 9 },
    { upTo: 480, square: 17, letter: 11, label: 8, value: 0, edge: 9 },
    { upTo: 420, square: 14, letter: 10, label: 0, value: 0, edge: 8 },
    { upTo: 360, square: 12, letter: 9, label: 0, value: 0, edge: 8 },
  ],
};

export function boardScale(size: number): BoardScale {
  return size > 15 ? 'large' : 'standard';
}

/** The first column's width: the row numbers. */
export const EDGE_WIDTH = 16;

/** The board's widest: desktop squares plus the 1 px spacing and the row numbers. */
export function boardMaxWidth(size: number): number {
  const desktop = BOARD_STEPS[boardScale(size)][0]!;
  return EDGE_WIDTH + size * (desktop.square + 1) + 2;
}
