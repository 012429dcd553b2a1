// A finished game's turns for one player, each beside the best play the rack allowed, judged a
// slice at a time so a long game can be spread over several alarms.
import type { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import type { AnalysisRow, AnalysisSummary } from '../../emails/analysis-email';
import { emptyBoard, placeTiles } from '../../engine/crossword/board';
import { contextOf } from '../../engine/crossword/context';
import { racksBeforeMoves } from '../../engine/crossword/gcg/racks';
import { moveGenSetupOf } from '../../engine/crossword/legal-play';
import { bestPlay } from '../../engine/crossword/movegen/index';
import type { CrosswordConfig, CrosswordState, MoveRecord } from '../../engine/crossword/rules';
import type { Board } from '../../engine/crossword/types';
import { playNotation } from './command';

/** One judged turn, as stored between chunks: the row the analysis email shows. */
export type JudgedTurn = AnalysisRow;

/** Moves that took a turn with a rack: the ones a better play could have replaced. */
const JUDGED: ReadonlySet<string> = new Set(['play', 'exchange', 'pass']);

function isSeatTurn(move: MoveRecord, seat: number): boolean {
  return move.seat === seat && move.by === undefined && JUDGED.has(move.kind);
}

/** How many of `seat`'s turns there are to judge (the chunk loop's end). */
export function judgedTurnCount(state: CrosswordState, seat: number): number {
  return state.moves.filter((m) => isSeatTurn(m, seat)).length;
}

/** The board just before move `index` (plays placed, withdrawn plays taken back). */
function boardBefore(state: CrosswordState, size: number, index: number): Board {
  let board = emptyBoard(size);
  const lastPlay = new Map<number, MoveRecord>();
  for (const move of state.moves.slice(0, index)) {
    if (move.kind === 'play') {
      board = placeTiles(board, move.placements);
      lastPlay.set(move.seat, move);
    } else if (move.kind === 'withdrawn') {
      const taken = lastPlay.get(move.seat);
      if (!taken) continue;
      const squares = board.squares.slice();
      for (const p of taken.placements) squares[p.row * size + p.col] = null;
      board = { size, squares };
    }
  }
  return board;
}

/**
 * Judges `seat`'s turns number `from` to `from + count - 1` (counting only that seat's turns).
 * Returns the judged rows; an empty array once past the end.
 */
export function judgeTurns(
  config: CrosswordConfig,
  state: CrosswordState,
  lexicon: CompiledLexicon,
  seat: number,
  from: number,
  count: number,
): JudgedTurn[] {
  const g = contextOf(config);
  const setup = moveGenSetupOf(g);
  const racks = racksBeforeMoves(g, state);
  const indexes = state.moves
    .map((m, i) => (isSeatTurn(m, seat) ? i : -1))
    .filter((i) => i >= 0)
    .slice(from, from + count);
  const rows: JudgedTurn[] = [];
  for (const index of indexes) {
    const move = state.moves[index]!;
    const rack = racks[index] ?? null;
    const board = boardBefore(state, g.layout.size, index);
    const known = g.ruleset.unlimited || (rack !== null && rack.length > 0);
    const best = known ? bestPlay(lexicon, setup, board, rack ?? []) : null;
    rows.push({
      move: index + 1,
      rack: (rack ?? []).join(''),
      played: move.notation || move.kind.toUpperCase(),
      score: move.score,
      best: best ? playNotation(best, board, 'explicit') : null,
      bestScore: best ? best.score : null,
      missed: best ? Math.max(0, best.score - move.score) : 0,
    });
  }
  return rows;
}

export function summarise(rows: readonly JudgedTurn[]): AnalysisSummary {
  let scored = 0;
  let possible = 0;
  let bestFound = 0;
  for (const r of rows) {
    scored += r.score;
    possible += Math.max(r.bestScore ?? 0, r.score);
    if (r.missed === 0) bestFound++;
  }
  const efficiency = possible <= 0 ? 100 : Math.round((100 * Math.max(0, scored)) / possible);
  return { turns: rows.length, scored, possible, bestFound, efficiency };
}
