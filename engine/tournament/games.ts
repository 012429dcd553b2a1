// Creating and settling a tournament's games: new games, knockout matches, withdrawals.
import { matchProgress } from './knockout';
import type { KnockoutMatch, Pairing, Tournament, TournamentGame } from './types';

/** Knockout: settles matches that are decided and opens the next game of those still going. */
export function advanceMatches(t: Tournament): Tournament {
  if (t.config.format !== 'knockout') return t;
  const { bestOf } = t.config;
  const withdrawn = (id: string) => t.entrants.some((e) => e.id === id && e.withdrawn);
  const games = [...t.games];
  const matches = t.matches.map((m): KnockoutMatch => {
    if (m.winner) return m;
    const progress = matchProgress(m, games, bestOf, withdrawn);
    if (!progress) return m;
    if ('winner' in progress) return { ...m, winner: progress.winner };
    const { first, second, number } = progress.next;
    games.push({ ...newGame(`${m.id}-g${number}`, m.round, first, second), match: m.id });
    return m;
  });
  return { ...t, games, matches };
}

/** Forfeits or cancels every unfinished game of a withdrawn player, as the config says. */
export function resolveWithdrawn(t: Tournament): Tournament {
  const out = new Set(t.entrants.filter((e) => e.withdrawn).map((e) => e.id));
  if (out.size === 0) return t;
  const rule = t.config.format === 'knockout' ? 'forfeit' : t.config.withdrawal;
  const games = t.games.map((g): TournamentGame => {
    if (g.status !== 'pending') return g;
    const quitter = out.has(g.first) ? g.first : out.has(g.second) ? g.second : null;
    if (!quitter) return g;
    const room = g.room === 'unopened' ? 'closed' : g.room;
    if (rule === 'cancel') return { ...g, status: 'cancelled', room };
    return { ...g, status: 'finished', room, result: { scores: [0, 0], forfeit: quitter } };
  });
  return advanceMatches({ ...t, games });
}

export function newGame(id: string, round: number, first: string, second: string): TournamentGame {
  return { id, round, first, second, status: 'pending', room: 'unopened', result: null };
}

export function pairingOf(g: TournamentGame): Pairing {
  return { gameId: g.id, round: g.round, first: g.first, second: g.second };
}

export function replaceGame(t: Tournament, game: TournamentGame): Tournament {
  return { ...t, games: t.games.map((g) => (g.id === game.id ? game : g)) };
}
