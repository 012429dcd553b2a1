// Scores given placements on a board: the main word, every cross word, bonus squares and the bingo.
// It validates nothing (connection, lexicon, rack): callers check legality first or not at all.
import { onBoard, squareAt } from './board';
import type {
  Board,
  Coord,
  CrosswordRules,
  Layout,
  Placement,
  Premium,
  ScoredPlay,
  ScoredWord,
  Tile,
} from './types';

type Direction = 'across' | 'down';

const letterFactor: Partial<Record<Premium, number>> = { DL: 2, TL: 3, QL: 4 };
const wordFactor: Partial<Record<Premium, number>> = { DW: 2, TW: 3, QW: 4 };

export function scorePlay(
  rules: CrosswordRules,
  layout: Layout,
  board: Board,
  placements: readonly Placement[],
): ScoredPlay {
  if (placements.length === 0) return { score: 0, words: [], bingo: 0 };
  const placed = new Map<number, Placement>();
  for (const p of placements) placed.set(p.row * board.size + p.col, p);
  const tileAt = (row: number, col: number): Tile | null =>
    placed.get(row * board.size + col) ?? squareAt(board, row, col);

  const first = placements[0] as Placement;
  const direction: Direction =
    placements.length > 1
      ? placements.every((p) => p.row === first.row)
        ? 'across'
        : 'down'
      : wordSquares(tileAt, board, first, 'across').length > 1
        ? 'across'
        : 'down';
  const cross: Direction = direction === 'across' ? 'down' : 'across';

  const lines: Coord[][] = [wordSquares(tileAt, board, first, direction)];
  for (const p of placements) lines.push(wordSquares(tileAt, board, p, cross));

  const words = lines
    .filter((squares) => squares.length > 1)
    .map((squares) => scoreWord(rules, layout, board, squares, tileAt, placed));
  const bingo = rules.bingoBonus > 0 && placements.length >= rules.rackSize ? rules.bingoBonus : 0;
  const score = words.reduce((sum, w) => sum + w.score, 0) + bingo;
  return { score, words, bingo };
}

/** The squares of the full word through `from` in `direction`, in reading order. */
function wordSquares(
  tileAt: (row: number, col: number) => Tile | null,
  board: Board,
  from: Coord,
  direction: Direction,
): Coord[] {
  const [dr, dc] = direction === 'across' ? [0, 1] : [1, 0];
  let { row, col } = from;
  while (onBoard(board, row - dr, col - dc) && tileAt(row - dr, col - dc)) {
    row -= dr;
    col -= dc;
  }
  const squares: Coord[] = [];
  while (onBoard(board, row, col) && tileAt(row, col)) {
    squares.push({ row, col });
    row += dr;
    col += dc;
  }
  return squares;
}

function scoreWord(
  rules: CrosswordRules,
  layout: Layout,
  board: Board,
  squares: Coord[],
  tileAt: (row: number, col: number) => Tile | null,
  placed: Map<number, Placement>,
): ScoredWord {
  const tiles: string[] = [];
  const letterScores: number[] = [];
  const wordFactors: number[] = [];
  for (const { row, col } of squares) {
    const tile = tileAt(row, col) as Tile;
    const index = row * board.size + col;
    // A bonus square counts only on the turn it is first covered.
    const premium = placed.has(index) ? (layout.premiums[index] ?? null) : null;
    const base = tile.blank ? 0 : (rules.values[tile.letter] ?? 0);
    tiles.push(tile.letter);
    letterScores.push(base * ((premium && letterFactor[premium]) || 1));
    const factor = premium ? wordFactor[premium] : undefined;
    if (factor) wordFactors.push(factor);
  }
  const wordMultiplier =
    rules.wordBonus === 'multiply'
      ? wordFactors.reduce((a, b) => a * b, 1)
      : Math.max(1, ...wordFactors);
  const sum = letterScores.reduce((a, b) => a + b, 0);
  return {
    word: tiles.join(''),
    score: sum * wordMultiplier,
    squares,
    tiles,
    letterScores,
    wordMultiplier,
  };
}
