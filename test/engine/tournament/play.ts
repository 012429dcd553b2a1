// Test helpers: drive a tournament the way the Tournament Durable Object does.
import type { Result } from '../../../engine/result';
import {
  createTournament,
  type GameResult,
  markStarted,
  nextActions,
  type PlayerEntry,
  pairRound,
  recordResult,
  type Tournament,
  type TournamentConfig,
  type TournamentGame,
} from '../../../engine/tournament';

export function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

export const players = (...ids: string[]): PlayerEntry[] =>
  ids.map((id) => ({ id, name: id.toUpperCase() }));

export const create = (
  config: TournamentConfig,
  entries: PlayerEntry[],
  seed = 'test-seed',
): Tournament => unwrap(createTournament(config, entries, seed));

/** Starts every game the actions ask for, and pairs the next round when asked. */
export function act(t: Tournament): Tournament {
  let out = t;
  for (const a of nextActions(t)) {
    if (a.type === 'start-game') out = markStarted(out, a.game.gameId);
    if (a.type === 'pair-round') out = act(unwrap(pairRound(out)).tournament);
  }
  return out;
}

export const pendingGames = (t: Tournament): TournamentGame[] =>
  t.games.filter((g) => g.status === 'pending');

/** Plays every pending game with `decide`, then lets the tournament move on. */
export function playRound(t: Tournament, decide: (g: TournamentGame) => GameResult): Tournament {
  let out = t;
  for (const g of pendingGames(t)) out = unwrap(recordResult(out, g.id, decide(g)));
  return act(out);
}

/** A win for `winner` by `margin` points (from a base of 350), in the game's seat order. */
export function win(g: TournamentGame, winner: string, margin = 50): GameResult {
  return { scores: winner === g.first ? [350 + margin, 350] : [350, 350 + margin] };
}
