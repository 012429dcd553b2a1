// Every game kind by id: the worker looks games up here.
import { crosswordKinds } from './crossword/index';
import type { GameKind } from './kind';
import { mumbleJumble } from './mumble-jumble/index';
import { wordJam } from './word-jam/index';

// biome-ignore lint/suspicious/noExplicitAny: each kind has its own config, state, command and view types.
export const gameKinds: Record<string, GameKind<any, any, any, any>> = {
  ...crosswordKinds,
  [mumbleJumble.id]: mumbleJumble,
  [wordJam.id]: wordJam,
};

/** Own keys only: a ruleset named "constructor" or "__proto__" is unknown, not Object's. */
export function getGameKind(id: string): GameKind | undefined {
  return Object.hasOwn(gameKinds, id) ? (gameKinds[id] as GameKind) : undefined;
}

export function rulesetIds(): string[] {
  return Object.keys(gameKinds);
}
