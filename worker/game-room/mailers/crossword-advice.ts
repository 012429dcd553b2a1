// Lines the crossword turn email adds to its how-to-reply: no legal play (so PASS, EXCHANGE or, in
// Scribble, END), HINT where the game allows it, ANALYZE once the game is over.
import { getLexicon } from '../../../dictionaries/registry';
import { contextOf } from '../../../engine/crossword/context';
import { anyLegalPlay } from '../../../engine/crossword/legal-play';
import type { CrosswordConfig, CrosswordState } from '../../../engine/crossword/rules';
import { hintsAllowed } from '../hint-policy';
import type { GameRecord } from '../record';

/** Whether `seat` (to move) has any legal play; in Scribble the answer is the same for everyone. */
export function seatHasPlay(record: GameRecord, state: CrosswordState, seat: number): boolean {
  const lexicon = getLexicon(record.lexicon);
  if (!lexicon) return true;
  const g = contextOf(record.config as CrosswordConfig);
  return anyLegalPlay(g, state.board, state.racks[seat] ?? [], lexicon) ?? true;
}

export function replyAdvice(record: GameRecord, state: CrosswordState, seat: number): string[] {
  if (state.result !== null)
    return ['Reply ANALYZE for each of your turns beside the best play your rack allowed.'];
  if (state.toMove !== seat || state.phase !== 'play' || state.outPending !== null) return [];
  const lines: string[] = [];
  if (!seatHasPlay(record, state, seat)) {
    const g = contextOf(record.config as CrosswordConfig);
    // Scribble ends by itself after the turn that leaves no word; only a game stored stuck before
    // that end existed gets here, and its next turn (PASS or END) ends it.
    lines.push(
      g.ruleset.unlimited
        ? 'No player can add a word to this board: reply END to finish the game (or PASS).'
        : g.ruleset.exchangeRefusal(1, state.bag.length) === null
          ? 'No word fits your rack anywhere on the board: reply EXCHANGE with the tiles to swap, or PASS.'
          : 'No word fits your rack anywhere on the board: reply PASS.',
    );
  } else if (hintsAllowed(record)) {
    lines.push('Stuck? Reply HINT for a suggestion.');
  }
  return lines;
}
