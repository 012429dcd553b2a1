// The tournament reducer: plain JSON state, changed only by these pure functions.
//
// API (the Tournament Durable Object calls these and stores the result):
//   createTournament(config, players, seed) → Result<Tournament>   seeds by rating, ties by lot
//   pairRound(t) → Result<{ tournament, pairings }>                   the next round's games; a
//       Swiss that cannot be paired without a rematch or second bye ends early (`endedEarly`)
//   recordResult(t, gameId, result) → Result<Tournament>             idempotent: a game's first
//       report counts, a repeat (or a late report after a forfeit) returns `t` unchanged
//   withdraw(t, playerId) → Result<Tournament>                        forfeits or cancels their games
//   nextActions, markStarted, markStopped, isFinished                 (actions.ts)
//   standings(t)                                                      (standings.ts)
// Loop for the worker: after every change, run nextActions(t): start each `start-game` (then
// markStarted), stop each `stop-game` room (then markStopped), call pairRound on `pair-round`,
// announce `finished`.

import { fail, ok, type Result } from '../result';
import { seedRng, shuffle } from '../rng';
import { isFinished, roundComplete } from './actions';
import { advanceMatches, newGame, pairingOf, replaceGame, resolveWithdrawn } from './games';
import { bracketSize, firstRoundMatches, nextRoundMatches } from './knockout';
import { roundRobinRounds } from './round-robin';
import { pairSwissRound } from './swiss';
import { swissPlayers } from './swiss-players';
import type {
  Entrant,
  GameResult,
  Pairing,
  PlayerEntry,
  Tournament,
  TournamentConfig,
  TournamentGame,
} from './types';

const DEFAULT_RATING = 1500;

export function createTournament(
  config: TournamentConfig,
  players: readonly PlayerEntry[],
  seed: string,
): Result<Tournament> {
  const n = players.length;
  if (n < 2) return fail('too-few-players', 'A tournament needs at least two players.');
  if (new Set(players.map((p) => p.id)).size !== n) {
    return fail('duplicate-player', 'Each player can enter a tournament only once.');
  }
  if (config.format === 'swiss' && config.rounds > (n % 2 === 0 ? n - 1 : n)) {
    return fail(
      'too-many-rounds',
      `${n} players can play at most ${n % 2 === 0 ? n - 1 : n} Swiss rounds without rematches.`,
    );
  }
  // Shuffling first and sorting stably by rating leaves equal ratings in drawn order.
  const drawn = shuffle(seedRng(seed), [...players]);
  const bySeed =
    config.format === 'round-robin' ? drawn : [...drawn].sort((a, b) => rating(b) - rating(a));
  const entrants: Entrant[] = bySeed.map((p, i) => ({
    id: p.id,
    name: p.name,
    rating: rating(p),
    seed: i + 1,
    withdrawn: false,
  }));
  const t: Tournament = {
    config,
    seed,
    entrants,
    round: 0,
    totalRounds: 0,
    games: [],
    byes: [],
    matches: [],
  };
  switch (config.format) {
    case 'round-robin': {
      const rounds = roundRobinRounds(
        entrants.map((e) => e.id),
        config.cycles,
      );
      t.totalRounds = rounds.length;
      if (config.schedule === 'rounds') return ok(t);
      const games = rounds.flatMap((pairs, r) =>
        pairs.map(([a, b], i) => newGame(`r${r + 1}-g${i + 1}`, r + 1, a, b)),
      );
      return ok({ ...t, round: t.totalRounds, games });
    }
    case 'swiss':
      return ok({ ...t, totalRounds: config.rounds });
    case 'knockout': {
      const matches = firstRoundMatches(entrants.map((e) => e.id));
      const started = { ...t, round: 1, totalRounds: Math.log2(bracketSize(n)), matches };
      return ok(advanceMatches(started));
    }
  }
}

export function pairRound(t: Tournament): Result<{ tournament: Tournament; pairings: Pairing[] }> {
  if (isFinished(t) || t.round >= t.totalRounds)
    return fail('tournament-over', 'Every round has been played.');
  if (!roundComplete(t)) {
    return fail(
      'round-not-finished',
      `Round ${t.round} still has games in play; pair the next round when they end.`,
    );
  }
  const round = t.round + 1;
  let next: Tournament;
  switch (t.config.format) {
    case 'round-robin': {
      const pairs =
        roundRobinRounds(
          t.entrants.map((e) => e.id),
          t.config.cycles,
        )[round - 1] ?? [];
      const games = pairs.map(([a, b], i) => newGame(`r${round}-g${i + 1}`, round, a, b));
      next = { ...t, round, games: [...t.games, ...games] };
      break;
    }
    case 'swiss': {
      const paired = pairSwissRound(swissPlayers(t), {
        lastRound: round === t.totalRounds,
        rounds: t.totalRounds,
      });
      // A Swiss that cannot go on without rematches ends where it is, as a director would end it.
      if (!paired.ok)
        return ok({ tournament: { ...t, totalRounds: t.round, endedEarly: true }, pairings: [] });
      const games = paired.value.pairs.map(([a, b], i) =>
        newGame(`r${round}-g${i + 1}`, round, a, b),
      );
      const byes = paired.value.bye ? [...t.byes, { round, player: paired.value.bye }] : t.byes;
      next = { ...t, round, games: [...t.games, ...games], byes };
      // Kept for the pairing emails, which tell a floater why.
      const floats = paired.value.floats.map(({ player, direction, reason }) => ({
        round,
        player,
        direction,
        reason,
      }));
      if (floats.length > 0) next.floats = [...(t.floats ?? []), ...floats];
      break;
    }
    case 'knockout': {
      const previous = t.matches.filter((m) => m.round === t.round);
      next = advanceMatches({
        ...t,
        round,
        matches: [...t.matches, ...nextRoundMatches(previous, round)],
      });
      break;
    }
  }
  next = resolveWithdrawn(next);
  const pairings = next.games.filter((g) => g.round === round).map(pairingOf);
  return ok({ tournament: next, pairings });
}

export function recordResult(
  t: Tournament,
  gameId: string,
  result: GameResult,
): Result<Tournament> {
  const game = t.games.find((g) => g.id === gameId);
  if (!game) return fail('unknown-game', `Game ${gameId} is not part of this tournament.`);
  if (game.status !== 'pending') return ok(t);
  const [fs, ss] = Array.isArray(result?.scores) ? result.scores : [];
  if (!Number.isFinite(fs) || !Number.isFinite(ss) || result.scores.length !== 2) {
    return fail('bad-result', 'A result needs the two final scores, first mover first.');
  }
  if (
    result.forfeit !== undefined &&
    result.forfeit !== game.first &&
    result.forfeit !== game.second
  ) {
    return fail('bad-result', `Only ${game.first} or ${game.second} can forfeit game ${gameId}.`);
  }
  const finished: TournamentGame = {
    ...game,
    status: 'finished',
    room: 'closed',
    result: copyResult(result),
  };
  return ok(advanceMatches(replaceGame(t, finished)));
}

export function withdraw(t: Tournament, playerId: string): Result<Tournament> {
  const entrant = t.entrants.find((e) => e.id === playerId);
  if (!entrant) return fail('unknown-player', `${playerId} is not in this tournament.`);
  if (entrant.withdrawn) return ok(t);
  const entrants = t.entrants.map((e) => (e.id === playerId ? { ...e, withdrawn: true } : e));
  return ok(resolveWithdrawn({ ...t, entrants }));
}

function copyResult(r: GameResult): GameResult {
  return r.forfeit === undefined
    ? { scores: [r.scores[0], r.scores[1]] }
    : { scores: [r.scores[0], r.scores[1]], forfeit: r.forfeit };
}

function rating(p: PlayerEntry): number {
  return p.rating ?? DEFAULT_RATING;
}
