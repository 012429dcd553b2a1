// The move generator's rules for a game config (built once per config object), or for a ruleset's defaults.
import { contextOf } from '../context';
import type { CrosswordConfig } from '../rules';
import { rulesets } from '../rulesets/index';
import { configure } from '../setup';
import type { MoveGenRules } from './types';

const cache = new WeakMap<CrosswordConfig, MoveGenRules>();

export function moveGenRulesOf(config: CrosswordConfig): MoveGenRules {
  let setup = cache.get(config);
  if (setup === undefined) {
    const g = contextOf(config);
    setup = {
      rules: g.rules,
      layout: g.layout,
      unlimited: g.ruleset.unlimited,
      connection: g.ruleset.connection,
      extraWords: g.ruleset.extraWords,
    };
    cache.set(config, setup);
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
