// Whether any legal play is left: Scribble's end when no player can add a word, and the turn email's
// PASS/EXCHANGE advice. Asks the move generator, which is built once per lexicon and rules.
import { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import type { Lexicon } from '../../dictionaries/lexicon';
import type { GameContext } from './context';
import { hasAnyPlay, type MoveGenRules } from './movegen/index';
import type { Board } from './types';

// The generator caches itself per (lexicon, rules object). Game configs arrive freshly parsed from
// storage on every request, so the rules object is kept here by the config's values, not its
// identity: one generator per lexicon and ruleset/layout/tile set/rack size, not one per move.
const setups = new Map<string, MoveGenRules>();

/** The move generator's rules for a game, one shared object per distinct setup. */
export function moveGenSetupOf(g: GameContext): MoveGenRules {
  const { config } = g;
  const key = `${config.ruleset}|${config.layout}|${config.tileSet}|${config.rackSize}`;
  let setup = setups.get(key);
  if (setup === undefined) {
    setup = {
      rules: g.rules,
      layout: g.layout,
      unlimited: g.ruleset.unlimited,
      connection: g.ruleset.connection,
      extraWords: g.ruleset.extraWords,
    };
    setups.set(key, setup);
  }
  return setup;
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
