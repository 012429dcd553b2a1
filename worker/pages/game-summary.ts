// The games as the public pages list them (the home page, /help): title, players, ruleset id; and
// the game families, one leaderboard each. Read from the engine's registry, so a new game appears
// on every page that lists games.
import type { Family, GameKind } from '../../engine/kind';
import { gameKinds } from '../../engine/registry';
import type { GameSummary } from './help-pages';
import { playerCount } from './player-count';

export function gameSummary(kind: GameKind): GameSummary {
  return { id: kind.id, title: kind.title, players: `${playerCount(kind)} players` };
}

export function allGameSummaries(): GameSummary[] {
  return Object.values(gameKinds).map((k) => gameSummary(k as GameKind));
}

/** Each family once, in the registry's order. */
export function gameFamilies(): Family[] {
  return [...new Set(Object.values(gameKinds).map((k) => k.family))];
}
