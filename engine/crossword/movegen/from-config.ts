// The move generator's rules for a game config, built once per config object.
import { contextOf } from '../context';
import type { CrosswordConfig } from '../rules';
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
