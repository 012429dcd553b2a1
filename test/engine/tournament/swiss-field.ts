// Random Swiss tournaments of 9–64 players, played to the end, and the checks the README's
// figures come from: first-move violations, pairings outside the score group, shared wishes.
import { type RngState, randomInt, seedRng } from '../../../engine/rng';
import { isFinished, type Tournament, type TournamentGame } from '../../../engine/tournament';
import { outcome } from '../../../engine/tournament/standings';
import { colourWish } from '../../../engine/tournament/swiss-colours';
import { act, create, playRound, win } from './play';

/** The k-th random tournament: 9–64 players, ⌈log₂ n⌉ + 1 to + 3 rounds, seeded results. */
export function randomSwiss(k: number): Tournament {
  const rng = seedRng(`swiss-field-${k}`);
  const n = 9 + randomInt(rng, 56);
  const rounds = Math.min(n - 1, Math.ceil(Math.log2(n)) + 1 + randomInt(rng, 3));
  const field = Array.from({ length: n }, (_, i) => ({
    id: `p${String(i + 1).padStart(2, '0')}`,
    name: `P${i + 1}`,
    rating: 1200 + randomInt(rng, 1000),
  }));
  let t = act(
    create({ format: 'swiss', rounds, withdrawal: 'forfeit', vacationDays: 30 }, field, `s${k}`),
  );
  const rating = new Map(field.map((p) => [p.id, p.rating]));
  while (!isFinished(t)) t = playRound(t, results(rng, rating));
  return t;
}

/** The higher-rated player wins two games in three, now and then a game is drawn. */
const results = (rng: RngState, rating: Map<string, number>) => (g: TournamentGame) => {
  const roll = randomInt(rng, 30);
  if (roll === 0) return { scores: [380, 380] as [number, number] };
  const [favourite, other] =
    (rating.get(g.first) ?? 0) >= (rating.get(g.second) ?? 0)
      ? [g.first, g.second]
      : [g.second, g.first];
  return win(g, roll % 3 === 0 ? other : favourite, 1 + randomInt(rng, 120));
};

export interface SwissFigures {
  rounds: number;
  /** Rounds after which someone had moved first (or second) three times running or was ±3. */
  violationRounds: number;
  /** The same, counting only rounds other than the last. */
  violationRoundsBeforeLast: number;
  /** Players paired with someone from another score group. */
  outOfGroup: number;
  /** Pairs in which both players wished for the same first-move side. */
  sameWish: number;
  rematches: number;
  repeatByes: number;
}

export function figuresOf(t: Tournament): SwissFigures {
  const f: SwissFigures = {
    rounds: t.round,
    violationRounds: 0,
    violationRoundsBeforeLast: 0,
    outOfGroup: 0,
    sameWish: 0,
    rematches: 0,
    repeatByes: 0,
  };
  const met = new Set<string>();
  const colours = new Map<string, (1 | -1)[]>();
  const points = new Map<string, number>();
  for (let round = 1; round <= t.round; round++) {
    const games = t.games.filter((g) => g.round === round && g.status !== 'cancelled');
    for (const g of games) {
      const key = [g.first, g.second].sort().join(' ');
      if (met.has(key)) f.rematches++;
      met.add(key);
      if ((points.get(g.first) ?? 0) !== (points.get(g.second) ?? 0)) f.outOfGroup += 2;
      const a = colourWish(colours.get(g.first) ?? []);
      const b = colourWish(colours.get(g.second) ?? []);
      if (a.colour !== 0 && a.colour === b.colour) f.sameWish++;
    }
    let violated = false;
    for (const g of games) {
      for (const [id, c] of [
        [g.first, 1],
        [g.second, -1],
      ] as const) {
        const seq = [...(colours.get(id) ?? []), c];
        colours.set(id, seq);
        const balance = seq.reduce<number>((s, x) => s + x, 0);
        const three = seq.length >= 3 && seq.slice(-3).every((x) => x === c);
        if (three || Math.abs(balance) > 2) violated = true;
      }
    }
    if (violated) {
      f.violationRounds++;
      if (round < t.round) f.violationRoundsBeforeLast++;
    }
    for (const g of t.games.filter((x) => x.round === round && x.status === 'finished')) {
      for (const id of [g.first, g.second]) points.set(id, (points.get(id) ?? 0) + outcome(g, id));
    }
    for (const b of t.byes.filter((x) => x.round === round)) {
      points.set(b.player, (points.get(b.player) ?? 0) + 1);
    }
  }
  const byes = t.byes.map((b) => b.player);
  f.repeatByes = byes.length - new Set(byes).size;
  return f;
}

export function sumFigures(all: readonly SwissFigures[]): SwissFigures {
  const keys = Object.keys(all[0]!) as (keyof SwissFigures)[];
  return Object.fromEntries(
    keys.map((k) => [k, all.reduce((s, f) => s + f[k], 0)]),
  ) as unknown as SwissFigures;
}
