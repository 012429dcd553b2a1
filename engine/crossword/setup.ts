// configure() turns user options into an immutable config; setup() deals a new game from a seed.

import { commitTo } from '../commitment';
import type { Seat } from '../kind';
import { fail, ok, type Result } from '../result';
import { seedRng, shuffle } from '../rng';
import { emptyBoard, placeTiles } from './board';
import { layouts } from './layouts';
import type { ChallengeRule, CrosswordConfig, CrosswordState, Ruleset } from './rules';
import { allTiles, tileSets } from './tilesets';

const layoutAliases: Record<string, string> = {
  '15x15': 'standard',
  '21x21': 'super',
  superscrabble: 'super',
};

function choice(
  name: string,
  given: unknown,
  allowed: readonly string[],
  aliases: Record<string, string> = {},
): Result<string> {
  if (given === undefined || given === null || given === '') return ok(allowed[0] as string);
  const key = String(given).toLowerCase();
  const value = aliases[key] ?? key;
  if (!allowed.includes(value))
    return fail(
      'bad-option',
      `The ${name} "${String(given)}" is not offered here; choose one of: ${allowed.join(', ')}.`,
    );
  return ok(value);
}

function count(
  name: string,
  given: unknown,
  fallback: number,
  min: number,
  max: number,
): Result<number> {
  if (given === undefined || given === null || given === '') return ok(fallback);
  const n = Number(given);
  if (!Number.isInteger(n) || n < min || n > max)
    return fail('bad-option', `The ${name} must be a whole number from ${min} to ${max}.`);
  return ok(n);
}

export function configure(
  ruleset: Ruleset,
  options: Record<string, unknown>,
  lexiconId: string,
): Result<CrosswordConfig> {
  const layout = choice('board layout', options.layout, ruleset.layouts, layoutAliases);
  if (!layout.ok) return layout;
  const tileSet = choice(
    'tile set',
    options.tileSet ?? options.tiles ?? options.language,
    ruleset.tileSets,
  );
  if (!tileSet.ok) return tileSet;
  const challenge = choice('challenge rule', options.challenge, ruleset.challenges);
  if (!challenge.ok) return challenge;
  const rackSize = ruleset.unlimited
    ? ok(0)
    : count('rack size', options.rackSize, ruleset.rackSize, 2, 10);
  if (!rackSize.ok) return rackSize;
  const targetScore = count('target score', options.targetScore, 0, 0, 100000);
  if (!targetScore.ok) return targetScore;
  const turnLimit = count('turn limit', options.turnLimit, 0, 0, 100000);
  if (!turnLimit.ok) return turnLimit;
  return ok({
    ruleset: ruleset.id,
    layout: layout.value,
    tileSet: tileSet.value,
    rackSize: rackSize.value,
    lexicon: lexiconId,
    challenge: challenge.value as ChallengeRule,
    targetScore: targetScore.value,
    turnLimit: turnLimit.value,
  });
}

/** The tiles of a config in canonical order (the order the seed's shuffle starts from). */
export function canonicalTiles(config: CrosswordConfig): string[] {
  const set = tileSets[config.tileSet];
  if (!set) throw new Error(`unknown tile set ${config.tileSet}`);
  return config.rackSize === 0 ? [] : allTiles(set);
}

/**
 * The bag the racks are dealt from, given the seed's shuffle of the tile set: for a game continued
 * from a recorded position, the shuffle without the position's tiles (the board's, then the racks
 * the record gives), each taken out where it first stands. The shuffle itself is untouched.
 */
export function dealingBag(config: CrosswordConfig, shuffled: readonly string[]): string[] {
  const bag = shuffled.slice();
  const start = config.start;
  if (!start) return bag;
  const taken = [
    ...start.tiles.map((t) => (t.blank ? '?' : t.letter)),
    ...start.racks.flatMap((r) => r ?? []),
  ];
  for (const tile of taken) {
    const at = bag.indexOf(tile);
    if (at >= 0) bag.splice(at, 1);
  }
  return bag;
}

export function setup(config: CrosswordConfig, seats: Seat[], seed: string): CrosswordState {
  const layout = layouts[config.layout];
  if (!layout) throw new Error(`unknown layout ${config.layout}`);
  const rng = seedRng(seed);
  // The same shuffle deriveBagOrder() re-derives from a revealed seed (initialBag in kind.ts).
  const bag = dealingBag(config, shuffle(rng, canonicalTiles(config)));
  const start = config.start;
  const racks = seats.map(
    (_, seat) =>
      start?.racks[seat]?.slice() ?? bag.splice(0, Math.min(config.rackSize, bag.length)),
  );
  return {
    seed,
    commitment: commitTo(seed),
    rng,
    names: seats.map((s) => s.name),
    board: start ? placeTiles(emptyBoard(layout.size), start.tiles) : emptyBoard(layout.size),
    racks,
    bag,
    scores: start ? seats.map((_, seat) => start.scores[seat] ?? 0) : seats.map(() => 0),
    toMove: start?.toMove ?? 0,
    phase: 'play',
    refill: null,
    passes: start?.passes ?? 0,
    challengeable: false,
    turns: 0,
    resigned: seats.map(() => false),
    outPending: null,
    moves: [],
    result: null,
  };
}
