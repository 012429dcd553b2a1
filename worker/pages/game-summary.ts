// The games as the public pages list them (the home page, /help): title, players, ruleset id; and
// the game families, one leaderboard each. Read from the engine's registry, so a new game appears
// on every page that lists games. Worked out once per isolate: the registry is code, and a game's
// player count configures the game (player-count.ts), which no request should pay for again.
import type { Family, GameKind } from '../../engine/kind';
import { gameKinds } from '../../engine/registry';
import type { GameSummary } from './help-pages';
import { playerCount } from './player-count';

let summaries: ReadonlyMap<string, GameSummary> | undefined;

function summaryMap(): ReadonlyMap<string, GameSummary> {
  summaries ??= new Map(
    Object.values(gameKinds).map((k) => [
      k.id,
      { id: k.id, title: k.title, players: `${playerCount(k as GameKind)} players` },
    ]),
  );
  return summaries;
}

export function gameSummary(kind: GameKind): GameSummary {
  const summary = summaryMap().get(kind.id);
  if (!summary) throw new Error(`game ${kind.id} is not in the registry`);
  return summary;
}

export function allGameSummaries(): GameSummary[] {
  return [...summaryMap().values()];
}

/** Each family once, in the registry's order. */
export function gameFamilies(): Family[] {
  return [...new Set(Object.values(gameKinds).map((k) => k.family))];
}
