// "Continue this position by email": POST /api/games with a `gcg` or `cgp` field starts the new
// game from the recorded position (board, scores, player to move, racks when the record has them).
import { startFromCgp, startFromGcg } from '../../engine/crossword/gcg/start-position';
import type { CrosswordConfig } from '../../engine/crossword/rules';
import type { GameKind } from '../../engine/kind';
import { HttpError } from '../http-error';

export interface RecordedStart {
  gcg?: string | undefined;
  cgp?: string | undefined;
}

/** The configuration with the recorded position as its start, or as it was without one. */
export function withRecordedStart(
  kind: GameKind,
  config: unknown,
  body: RecordedStart,
  players: number,
): unknown {
  if (body.gcg === undefined && body.cgp === undefined) return config;
  if (body.gcg !== undefined && body.cgp !== undefined) {
    throw new HttpError(
      400,
      'two-positions',
      'Send either a GCG record or a CGP position, not both.',
    );
  }
  if (kind.family !== 'crossword') {
    throw new HttpError(
      400,
      'no-position',
      `${kind.title} games cannot start from a recorded position.`,
    );
  }
  const crossword = config as CrosswordConfig;
  const start =
    body.gcg !== undefined ? startFromGcg(body.gcg, crossword) : startFromCgp(body.cgp!, crossword);
  if (!start.ok) throw new HttpError(400, start.error.code, start.error.message);
  if (start.value.scores.length !== players) {
    throw new HttpError(
      400,
      'wrong-player-count',
      `The position is of ${start.value.scores.length} players; you named ${players}, in its order.`,
    );
  }
  return { ...crossword, start: start.value };
}
