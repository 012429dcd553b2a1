// A position as a CGP line, the inverse of startFromCgp (start-position.ts): the board's rows with
// digit runs for empty squares, `[CH]` for a tile of several letters and lowercase for a blank,
// then racks and scores from the player to move on round the table, the scoreless turns in a
// row, and the lexicon as an opcode.
import type { CrosswordConfig, CrosswordState } from '../rules';
import type { Board } from '../types';
import { tilesText, tileText } from './tile-text';

/** One board row: `3[CH]IC1a9`. */
function rowText(board: Board, row: number): string {
  let text = '';
  let empty = 0;
  for (let col = 0; col < board.size; col++) {
    const square = board.squares[row * board.size + col];
    if (!square) {
      empty++;
      continue;
    }
    text += `${empty || ''}${tileText(square.letter, square.blank)}`;
    empty = 0;
  }
  return `${text}${empty || ''}`;
}

/**
 * The CGP of the game as it stands. A rack is written only where `shown(seat)` says so (a
 * player's own, or every rack once the game is over); the others are left empty, which CGP reads
 * as unknown, so no hidden rack leaves the engine by default.
 */
export function formatCgp(
  config: CrosswordConfig,
  state: CrosswordState,
  shown: (seat: number) => boolean = () => false,
): string {
  const board = Array.from({ length: state.board.size }, (_, row) => rowText(state.board, row));
  const seats = state.names.map((_, i) => (state.toMove + i) % state.names.length);
  const racks = seats.map((s) => (shown(s) ? tilesText(state.racks[s] ?? []) : ''));
  const scores = seats.map((s) => state.scores[s] ?? 0);
  return `${board.join('/')} ${racks.join('/')} ${scores.join('/')} ${state.passes} lex ${config.lexicon};`;
}
