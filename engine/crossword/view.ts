// What one seat sees of a crossword game: the JSON the emails, pages and API render.
import type { Premium } from './types';

export interface CrosswordView {
  family: 'crossword';
  ruleset: string;
  title: string;
  size: number;
  /** ['A', 'B', …] */
  columns: string[];
  /** [row][col], row 0 = row "1". */
  squares: SquareView[][];
  /** `rack` only where everyone may see it (Open Jamble). */
  players: { seat: number; name: string; score: number; rackCount: number; rack?: TileView[] }[];
  /** The viewer's own rack; null for spectators and Scribble. */
  rack: TileView[] | null;
  bagCount: number;
  /** Open Jamble's visible bag, front first. */
  bag?: string[];
  toMove: number | null;
  /** 'play', 'refill' (Open Jamble), 'over'. */
  phase: string;
  moveNumber: number;
  moves: MoveView[];
  lastMove: MoveView | null;
  over: boolean;
  result: null | {
    winners: number[];
    reason: string;
    adjustments: { seat: number; delta: number; reason: string }[];
    final: number[];
  };
  commitment: string;
  /** Revealed only when the game is over. */
  seed: string | null;
  /** Fixed-width rows with coordinates for plain-text emails and the API. */
  boardText: string[];
  tileValues: Record<string, number>;
  canExchange: boolean;
  rackSize: number;
  bingoBonus: number;
}

export interface SquareView {
  /** 'H8' = column H, row 8. */
  coord: string;
  letter: string | null;
  blank: boolean;
  premium: Premium | null;
  lastMove: boolean;
}

export interface TileView {
  /** '?' for a blank on a rack. */
  letter: string;
  value: number;
}

export type MoveKind =
  | 'play'
  | 'exchange'
  | 'pass'
  | 'resign'
  | 'challenge'
  | 'withdrawn'
  | 'refill'
  | 'end';

export interface MoveView {
  seat: number;
  name: string;
  kind: MoveKind;
  notation: string;
  words: string[];
  score: number;
  total: number;
  /** A sentence, e.g. "Ann played PLANE at H8 across for 24 (PLANE 24)." */
  text: string;
  /** Per word, how the score was made, e.g. "PLANE: P3 L1 A1 N1 E1 ×2 = 14". */
  breakdown: string[];
}
