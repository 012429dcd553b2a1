// The tournament as JSON for GET /api/tournaments/:id and the public page: players, rounds with
// their pairings, game ids and results, byes, knockout matches and standings.
import { standings, type Tournament } from '../../engine/tournament/index';
import type { TournamentInfo, TournamentSummary } from '../rpc/tournament';

export function summarise(info: TournamentInfo, t: Tournament | null): TournamentSummary {
  const nameOf = (id: string | null) =>
    id === null ? null : (info.players.find((p) => p.id === id)?.name ?? id);
  const rounds = t
    ? Array.from({ length: t.round }, (_, i) => i + 1).map((round) => ({
        round,
        games: t.games
          .filter((g) => g.round === round)
          .map((g) => ({
            id: g.id,
            gameId: info.rooms[g.id] ?? null,
            first: nameOf(g.first)!,
            second: nameOf(g.second)!,
            status: g.status,
            scores: g.result?.scores ?? null,
            forfeit: nameOf(g.result?.forfeit ?? null),
          })),
        bye: nameOf(t.byes.find((b) => b.round === round)?.player ?? null),
      }))
    : [];
  return {
    id: info.id,
    name: info.name,
    format: info.config.format,
    ruleset: info.ruleset,
    status: info.status,
    startsAt: info.startsAt === null ? null : new Date(info.startsAt).toISOString(),
    players: info.players.map((p) => {
      const e = t?.entrants.find((x) => x.id === p.id);
      return { name: p.name, seed: e?.seed ?? null, withdrawn: e?.withdrawn ?? false };
    }),
    rounds,
    matches: (t?.matches ?? []).map((m) => ({
      id: m.id,
      round: m.round,
      a: nameOf(m.a),
      b: nameOf(m.b),
      winner: nameOf(m.winner),
    })),
    // Standings name players by id (their email); the public JSON shows names only.
    standings: t ? standings(t).map((s) => ({ ...s, player: s.name })) : [],
    endedEarly: t?.endedEarly ?? false,
  };
}
