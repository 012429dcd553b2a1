// Which ruleset, board and tile set a GCG record is replayed with: the engine's GameContext.
import { fail, ok, type Result } from '../../result';
import { contextOf, type GameContext } from '../context';
import { layouts } from '../layouts';
import type { CrosswordConfig } from '../rules';
import { rulesets } from '../rulesets/index';
import { tileSets } from '../tilesets';
import { EXTRA_PRAGMA, layoutFromField, tileSetFromField } from './field-names';
import type { GcgGame } from './types';

export const pragmaValue = (game: GcgGame, name: string): string | undefined =>
  game.pragmas.find((p) => p.name === name)?.value;

/** A fact of ours on a `#- KEY VALUE` line (see field-names.ts), or the older `#KEY VALUE`. */
export function extraValue(game: GcgGame, key: string): string | undefined {
  const line = game.pragmas.find((p) => p.name === EXTRA_PRAGMA && p.value.split(/\s+/)[0] === key);
  return line ? line.value.slice(key.length).trim() : pragmaValue(game, key);
}

/**
 * The context for replaying `game`: the ruleset asked for, else the record's `#- ruleset` (or
 * older `#ruleset`), else `scrabble`. `#game-board` / `#board-layout` and `#tile-set` /
 * `#tile-distribution` (ours or macondo's names) are honoured when they name a layout or tile
 * set the ruleset offers; otherwise its defaults apply.
 */
export function gcgContext(game: GcgGame, rulesetId?: string): Result<GameContext> {
  const id = rulesetId ?? extraValue(game, 'ruleset') ?? 'scrabble';
  const ruleset = rulesets[id];
  if (!ruleset) {
    const known = Object.keys(rulesets).join(', ');
    return fail('unknown-ruleset', `there is no ruleset "${id}"; choose one of ${known}`);
  }
  const offered = (names: string[], wanted: (string | undefined)[]): string =>
    wanted.find((w): w is string => w !== undefined && names.includes(w)) ?? names[0]!;
  const layout = offered(ruleset.layouts, [
    pragmaValue(game, 'game-board'),
    layoutFromField(pragmaValue(game, 'board-layout')),
  ]);
  const tileSet = offered(ruleset.tileSets, [
    pragmaValue(game, 'tile-set'),
    tileSetFromField(pragmaValue(game, 'tile-distribution')),
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
