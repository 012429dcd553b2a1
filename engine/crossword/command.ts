// The commands a crossword player can give, as parsed from notation.

export type Direction = 'across' | 'down';

/** How the play was written, so format() writes it back the same way. */
export type PlayStyle =
  /** `H8 across PLAE` — start square, then across/down. */
  | 'named'
  /** `8H PLANE` (row first = across) or `H8 PLANE` (column first = down). */
  | 'gcg'
  /** `[8,8] H PLANE` — row, column (1-based), H or V. */
  | 'scribble';

/** One written tile of a play. */
export interface WrittenTile {
  /** Uppercase tile letter; '' for a `.` (a played-through tile whose letter was not written). */
  letter: string;
  /** true: marked as a blank (lowercase, `?E`); null: not said (a real tile if the rack has one). */
  blank: true | null;
  /** Written as a tile already on the board: `(A)` or `.`. */
  through: boolean;
}

/** Open Jamble's refill: F takes the front tile of the bag, B the back one. */
export type DrawEnd = 'F' | 'B';

export type CrosswordCommand =
  | {
      type: 'play';
      row: number;
      col: number;
      direction: Direction;
      tiles: WrittenTile[];
      style: PlayStyle;
      draw?: DrawEnd[];
    }
  | { type: 'exchange'; tiles: string[]; draw?: DrawEnd[] }
  | { type: 'pass' }
  /** `onTime`: the service resigns for a player whose clock ran out (RESIGN ON TIME). */
  | { type: 'resign'; onTime?: boolean }
  | { type: 'challenge' }
  | { type: 'end' }
  | { type: 'draw'; from: DrawEnd[] };
