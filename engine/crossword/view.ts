// What one seat sees of a crossword game: the JSON the emails, pages and API render.
// Arrays on the turn's path are made with Array.from(xs, f), not xs.map(f): V8's map gives a
// packed array in the interpreter and a holey one in optimised code, and each reader of the result
// then deoptimised once it was optimised (docs/performance.md, "the optimising compiler").
import { columnName, coordName } from './board';
import { boardText } from './board-text';
import { contextOf } from './context';
import { exchangedTilesOf } from './notation';
import type { CrosswordConfig, CrosswordState, MoveKind } from './rules';
import type { Premium } from './types';
import { type UnseenTile, unseenTiles } from './unseen';

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
  /** Tile tracking: the bag and the other racks by letter; null where letters are unlimited. */
  unseen: UnseenTile[] | null;
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
  /** Open Jamble, phase 'refill': how many tiles the player still picks from the bag. */
  refillCount?: number;
  /** Double challenge: whether the player to move may CHALLENGE the last play now. */
  challengeable?: boolean;
}

export interface SquareView {
  /** 'H8' = column H, row 8. */
  coord: string;
  letter: string | null;
  blank: boolean;
  premium: Premium | null;
  /** The start square the first play must cover (the centre). */
  start: boolean;
  lastMove: boolean;
}

export interface TileView {
  /** '?' for a blank on a rack. */
  letter: string;
  value: number;
}

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
  /**
   * The exchanger's own view of an exchange: the tiles that went back and those drawn instead
   * (empty when an older game did not record them). Others see only how many tiles went, in
   * `notation` ("EXCHANGE 2").
   */
  exchange?: { gave: string[]; drew: string[] };
}

/** The part of a view that is the same for every seat: the board, as squares and as text. */
export type BoardView = Pick<CrosswordView, 'columns' | 'squares' | 'boardText'>;

/** The board of `state` as every seat's view shows it (build it once for many seats' views). */
export function boardView(config: CrosswordConfig, state: CrosswordState): BoardView {
  const { board } = state;
  const { layout } = contextOf(config);
  const lastPlay = [...state.moves].reverse().find((m) => m.kind !== 'refill');
  const fresh = new Set(
    lastPlay?.kind === 'play'
      ? Array.from(lastPlay.placements, (p) => p.row * board.size + p.col)
      : [],
  );
  const squares = Array.from({ length: board.size }, (_, row) =>
    Array.from({ length: board.size }, (_, col): SquareView => {
      const i = row * board.size + col;
      const t = board.squares[i] ?? null;
      return {
        coord: coordName({ row, col }),
        letter: t?.letter ?? null,
        blank: t?.blank ?? false,
        premium: layout.premiums[i] ?? null,
        start: row === layout.centre.row && col === layout.centre.col,
        lastMove: fresh.has(i),
      };
    }),
  );
  return {
    columns: Array.from({ length: board.size }, (_, c) => columnName(c)),
    squares,
    boardText: boardText(board, layout),
  };
}

/**
 * What `seat` may see (null = a spectator): others' racks and the bag order only in Open Jamble.
 * `board`: boardView(config, state), when one is shared by several seats' views.
 */
export function crosswordView(
  config: CrosswordConfig,
  state: CrosswordState,
  seat: number | null,
  board: BoardView = boardView(config, state),
): CrosswordView {
  const g = contextOf(config);
  const values: Record<string, number> = { ...g.tileSet.values, '?': 0 };
  const tile = (letter: string): TileView => ({ letter, value: values[letter] ?? 0 });
  const over = state.result !== null;
  const open = g.ruleset.openRacks;
  const moves = Array.from(state.moves, (m): MoveView => {
    const view: MoveView = {
      seat: m.seat,
      name: state.names[m.seat] ?? '',
      kind: m.kind,
      notation: m.notation,
      words: m.words,
      score: m.score,
      total: m.total,
      text: m.text,
      breakdown: m.breakdown,
    };
    if (m.kind !== 'exchange') return view;
    // The tiles an exchange put back came off a hidden rack: only the exchanger sees them (and
    // what came instead), until the game is over or where racks are open.
    const gave = exchangedTilesOf(m.notation, { size: g.layout.size, letters: g.letters });
    if (seat === m.seat) return { ...view, exchange: { gave, drew: m.drawn.slice() } };
    return open || over ? view : { ...view, notation: `EXCHANGE ${gave.length}` };
  });
  const view: CrosswordView = {
    family: 'crossword',
    ruleset: g.ruleset.id,
    title: g.ruleset.title,
    size: state.board.size,
    columns: board.columns,
    squares: board.squares,
    players: Array.from(state.names, (name, i) => ({
      seat: i,
      name,
      score: state.scores[i] ?? 0,
      rackCount: state.racks[i]?.length ?? 0,
      ...(open || over ? { rack: Array.from(state.racks[i] ?? [], tile) } : {}),
    })),
    rack:
      seat !== null && !g.ruleset.unlimited && state.racks[seat]
        ? Array.from(state.racks[seat] as string[], tile)
        : null,
    bagCount: state.bag.length,
    unseen: g.ruleset.unlimited ? null : unseenTiles(g.tileSet, state.bag, state.racks, seat),
    toMove: over ? null : state.toMove,
    phase: state.phase,
    moveNumber: state.moves.length + 1,
    moves,
    lastMove: moves.at(-1) ?? null,
    over,
    result: state.result
      ? {
          winners: state.result.winners,
          reason: state.result.reason,
          adjustments: state.result.adjustments,
          final: state.result.final,
        }
      : null,
    commitment: state.commitment,
    seed: over ? state.seed : null,
    boardText: board.boardText,
    tileValues: values,
    canExchange: !g.ruleset.unlimited && g.ruleset.exchangeRefusal(1, state.bag.length) === null,
    rackSize: config.rackSize,
    bingoBonus: g.ruleset.bingoBonus,
  };
  if (open) view.bag = state.bag.slice();
  if (state.refill) view.refillCount = Math.min(state.refill.count, state.bag.length);
  if (config.challenge === 'double') view.challengeable = state.challengeable && !over;
  return view;
}
