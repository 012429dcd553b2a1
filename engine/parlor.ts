// What the parlor games (Mumble-Jumble, Word Jam) answer before a phase's own rules: a seat that
// is not at the table (a bug), a game that is over, a command that belongs to another phase.
import { fail, type Result } from './result';

export const gameOver = (): Result<never> => fail('game-over', 'This game is over.');

/** The refusal of a command another phase takes; `stage` is what has phases: "game" or "turn". */
export const phaseRefusal =
  (stage: 'game' | 'turn') =>
  (phase: string, what: string): Result<never> =>
    fail(
      'wrong-phase',
      `You cannot ${what} now: the ${stage} is in its ${phase} phase. Send HELP to see what to reply.`,
    );

/** What every command meets first: null, or the game is over. A seat not at the table is a bug. */
export function beforePhase(
  state: { seats: readonly string[]; phase: string },
  seat: number,
): Result<never> | null {
  if (seat < 0 || seat >= state.seats.length) throw new Error(`no seat ${seat}`);
  return state.phase === 'over' ? gameOver() : null;
}
