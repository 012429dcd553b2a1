// Everything derived from a config that rules code needs: ruleset hooks, layout, tile set, scoring rules.
import type { Lexicon } from '../../dictionaries/lexicon';
import { layouts } from './layouts';
import type { CrosswordConfig, Ruleset } from './rules';
import { rulesets } from './rulesets/index';
import { tileLetters, tileSets } from './tilesets';
import type { CrosswordRules, Layout, TileSet } from './types';

export interface GameContext {
  config: CrosswordConfig;
  ruleset: Ruleset;
  layout: Layout;
  tileSet: TileSet;
  rules: CrosswordRules;
  /** Tile letters, longest first (for reading words with CH, LL, RR). */
  letters: string[];
  /** The lexicon, with two-letter words decided by the ruleset's list when it has one (Jamble). */
  isWord(lexicon: Lexicon, word: string): boolean;
}

const cache = new WeakMap<CrosswordConfig, GameContext>();

export function contextOf(config: CrosswordConfig): GameContext {
  const cached = cache.get(config);
  if (cached) return cached;
  const ruleset = rulesets[config.ruleset];
  const layout = layouts[config.layout];
  const tileSet = tileSets[config.tileSet];
  if (!ruleset || !layout || !tileSet)
    throw new Error(`broken crossword config ${JSON.stringify(config)}`);
  const twos = ruleset.twoLetterWords === null ? null : new Set(ruleset.twoLetterWords);
  const g: GameContext = {
    config,
    ruleset,
    layout,
    tileSet,
    rules: {
      wordBonus: ruleset.wordBonus,
      bingoBonus: ruleset.bingoBonus,
      rackSize: config.rackSize,
      values: tileSet.values,
    },
    letters: tileLetters(tileSet),
    isWord: (lexicon, word) =>
      twos !== null && word.length === 2 ? twos.has(word) : lexicon.has(word),
  };
  cache.set(config, g);
  return g;
}
