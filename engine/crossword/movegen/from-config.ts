// The move generator's rules for a game config, or for a ruleset's defaults.
import { contextOf } from '../context';
import type { CrosswordConfig } from '../rules';
import { rulesets } from '../rulesets/index';
import { configure } from '../setup';
import type { MoveGenRules } from './types';

// Kept by the config's values, not its identity: game configs arrive freshly parsed from storage
// on every request, and the generator caches itself per (lexicon, rules object), so one rules
// object per distinct setup means one generator per lexicon and setup, not one per request.
// The key is everything the generator's rules depend on; the challenge rule, target score and
// turn limit do not change which plays exist or what they score.
const setups = new Map<string, MoveGenRules>();

export function moveGenRulesOf(config: CrosswordConfig): MoveGenRules {
  const key = `${config.ruleset}|${config.layout}|${config.tileSet}|${config.rackSize}`;
  let setup = setups.get(key);
  if (setup === undefined) {
    const g = contextOf(config);
    setup = {
      rules: g.rules,
      layout: g.layout,
      unlimited: g.ruleset.unlimited,
      connection: g.ruleset.connection,
      // The listed two-letter words the lexicon lacks join it; its other two-letter words go.
      extraWords: g.ruleset.twoLetterWords ?? [],
      ...(g.ruleset.twoLetterWords ? { twoLetterWords: g.ruleset.twoLetterWords } : {}),
    };
    setups.set(key, setup);
  }
  return setup;
}

/** A ruleset's default config (first layout and tile set, its rack size), or undefined for an unknown id. */
export function defaultConfigOf(rulesetId: string, lexiconId: string): CrosswordConfig | undefined {
  const ruleset = rulesets[rulesetId];
  if (!ruleset) return undefined;
  const config = configure(ruleset, {}, lexiconId);
  if (!config.ok) throw new Error(`ruleset ${rulesetId}: ${config.error.message}`);
  return config.value;
}
