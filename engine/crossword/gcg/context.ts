// Which ruleset, board and tile set a GCG record is replayed with: the engine's GameContext.
import { fail, ok, type Result } from '../../result';
import { contextOf, type GameContext } from '../context';
import { layouts } from '../layouts';
import type { CrosswordConfig } from '../rules';
import { rulesets } from '../rulesets/index';
import { tileSets } from '../tilesets';
import type { GcgGame } from './types';

export const pragmaValue = (game: GcgGame, name: string): string | undefined =>
  game.pragmas.find((p) => p.name === name)?.value;

/**
 * The context for replaying `game`: the ruleset asked for, else the record's `#ruleset`, else
 * `scrabble`. `#board-layout` and `#tile-set` (or `#tile-distribution`) are honoured when they
 * name a layout or tile set the ruleset offers; otherwise its defaults apply.
 */
export function gcgContext(game: GcgGame, rulesetId?: string): Result<GameContext> {
  const id = rulesetId ?? pragmaValue(game, 'ruleset') ?? 'scrabble';
  const ruleset = rulesets[id];
  if (!ruleset) {
    const known = Object.keys(rulesets).join(', ');
    return fail('unknown-ruleset', `there is no ruleset "${id}"; choose one of ${known}`);
  }
  const offered = (names: string[], wanted: (string | undefined)[]): string =>
    wanted.find((w): w is string => w !== undefined && names.includes(w)) ?? names[0]!;
  const layout = offered(ruleset.layouts, [pragmaValue(game, 'board-layout')]);
  const tileSet = offered(ruleset.tileSets, [
    pragmaValue(game, 'tile-set'),
    pragmaValue(game, 'tile-distribution'),
  ]);
  if (!layouts[layout] || !tileSets[tileSet]) {
    return fail(
      'unknown-ruleset',
      `ruleset "${id}" names a layout or tile set that does not exist`,
    );
  }
  const config: CrosswordConfig = {
    ruleset: id,
    layout,
    tileSet,
    rackSize: ruleset.rackSize,
    lexicon: pragmaValue(game, 'lexicon') ?? '',
    challenge: ruleset.challenges[0] ?? 'none',
    targetScore: 0,
    turnLimit: 0,
  };
  return ok(contextOf(config));
}
