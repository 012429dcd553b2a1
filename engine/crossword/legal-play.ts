// Whether any legal play is left: Scribble's end when no player can add a word, and the turn email's
// PASS/EXCHANGE advice. Asks the move generator, which is built once per lexicon and rules.
import { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import type { Lexicon } from '../../dictionaries/lexicon';
import type { GameContext } from './context';
import { moveGenRulesOf } from './movegen/from-config';
import { hasAnyPlay, type MoveGenRules } from './movegen/index';
import type { Board } from './types';

/** The move generator's rules for a game, one shared object per distinct setup. */
export function moveGenSetupOf(g: GameContext): MoveGenRules {
  return moveGenRulesOf(g.config);
}

/**
 * Whether a player holding `rack` has any legal play on `board` (in Scribble the rack is ignored:
 * every letter is available, so the answer is everyone's). Null when the lexicon cannot be searched:
 * only a compiled lexicon carries the word graphs the generator walks (a stand-in that only answers
 * "is this a word?", as GCG replays use, can check a play but not find one).
 */
export function anyLegalPlay(
  g: GameContext,
  board: Board,
  rack: readonly string[],
  lexicon: Lexicon,
): boolean | null {
  if (!(lexicon instanceof CompiledLexicon)) return null;
  // generatorFor (inside) keeps one generator per lexicon and setup; Mode.Any stops at the first play.
  return hasAnyPlay(lexicon, moveGenSetupOf(g), board, rack);
}
