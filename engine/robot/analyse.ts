// Game analysis: for each turn, the play made beside the best play the rack allowed, and a summary per seat.
import type { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import { emptyBoard, placeTiles } from '../crossword/board';
import { moveGenRulesOf } from '../crossword/movegen/from-config';
import { bestPlay } from '../crossword/movegen/index';
import type { GeneratedPlay, MoveGenRules } from '../crossword/movegen/types';
import type { CrosswordConfig } from '../crossword/rules';
import type { Board, Placement } from '../crossword/types';

/** One turn as played: the rack before it, what was done, what it scored. */
export interface TurnToAnalyse {
  seat: number;
  /** The rack before the turn (`?` a blank); empty when unknown, and then the turn is not judged. */
  rack: string[];
  /** 'play' puts `placements` on the board; anything else (exchange, pass, …) leaves it as it is. */
  kind: string;
  placements: Placement[];
  score: number;
  /** How the move was written, for the report (e.g. `H8 across PLANE`). */
  notation: string;
}

export interface TurnAnalysis {
  turn: number;
  seat: number;
  rack: string;
  played: { kind: string; notation: string; score: number };
  /** The best play the rack allowed, or null when there was none (or the rack was unknown). */
  best: GeneratedPlay | null;
  /** Points left on the table: best score minus the score made (never below 0). */
  missed: number;
}

export interface SeatSummary {
  seat: number;
  turns: number;
  scored: number;
  /** Sum of the best scores of the judged turns. */
  possible: number;
  /** Turns where the play made scored at least as much as the best. */
  bestFound: number;
  /** scored ÷ possible as a whole percentage (100 when nothing was possible). */
  efficiency: number;
}

export interface GameAnalysis {
  turns: TurnAnalysis[];
  seats: SeatSummary[];
}

/** Replays `turns` on an empty board and judges each against the best play its rack allowed. */
export function analyseGame(
  config: CrosswordConfig,
  lexicon: CompiledLexicon,
  turns: readonly TurnToAnalyse[],
): GameAnalysis {
  const setup = moveGenRulesOf(config);
  return analyseWith(setup, lexicon, turns);
}

export function analyseWith(
  setup: MoveGenRules,
  lexicon: CompiledLexicon,
  turns: readonly TurnToAnalyse[],
): GameAnalysis {
  let board: Board = emptyBoard(setup.layout.size);
  const judged: TurnAnalysis[] = [];
  const seats = new Map<number, SeatSummary>();
  for (const [i, t] of turns.entries()) {
    const known = setup.unlimited || t.rack.length > 0;
    const best = known ? bestPlay(lexicon, setup, board, t.rack) : null;
    const missed = best ? Math.max(0, best.score - t.score) : 0;
    judged.push({
      turn: i + 1,
      seat: t.seat,
      rack: t.rack.join(''),
      played: { kind: t.kind, notation: t.notation, score: t.score },
      best,
      missed,
    });
    const summary = seats.get(t.seat) ?? {
      seat: t.seat,
      turns: 0,
      scored: 0,
      possible: 0,
      bestFound: 0,
      efficiency: 100,
    };
    if (known) {
      summary.turns++;
      summary.scored += t.score;
      summary.possible += best ? Math.max(best.score, t.score) : t.score;
      if (missed === 0) summary.bestFound++;
      summary.efficiency =
        summary.possible === 0 ? 100 : Math.round((100 * summary.scored) / summary.possible);
    }
    seats.set(t.seat, summary);
    if (t.kind === 'play') board = placeTiles(board, t.placements);
  }
  return { turns: judged, seats: [...seats.values()].sort((a, b) => a.seat - b.seat) };
}
