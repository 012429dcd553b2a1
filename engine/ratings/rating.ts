// Glicko-2 ratings: one rating per player and game family, updated after every rated game.
//
// API (pure; the Player Durable Object stores `Rating` values as JSON, one per family):
//   newRating() → Rating                                   a newcomer: 1500 ± 350, volatility 0.06
//   ratePeriod(ratings, matches) → ratings                  one Glicko-2 rating period; games += matches
//   rateGame(ratings, result) → ratings                     one finished game, 2+ players, draws allowed
// Only the players named in the matches change; everyone else is returned as they were.
// The maths is the `glicko2` package (mmai/glicko2js, MIT), which follows Glickman's paper.
import { Glicko2, type Glicko2Player } from 'glicko2';
import type { Family } from '../kind';

export interface Rating {
  rating: number;
  /** Rating deviation: how unsure the rating is. */
  rd: number;
  /** Glicko-2 volatility σ. */
  vol: number;
  /** Rated games played, for "provisional" labels in emails. */
  games: number;
}

/** Ratings are kept per family: a Scrabble rating says nothing about Mumble-Jumble. */
export type FamilyRatings = Partial<Record<Family, Rating>>;

/** Everyone's ratings in one family, keyed by player id. */
export type Ratings = Readonly<Record<string, Rating>>;

/** One pairwise result: `score` is what `a` scored against `b` (1 win, 0.5 draw, 0 loss). */
export interface Match {
  a: string;
  b: string;
  score: 0 | 0.5 | 1;
}

/** A finished game: each player's final placing (1 = first); equal placings are draws. */
export interface GameResult {
  placings: Readonly<Record<string, number>>;
}

/** Glickman recommends τ between 0.3 and 1.2; 0.5 is the usual middle and lichess' choice. */
export const TAU = 0.5;
const DEFAULT: Rating = { rating: 1500, rd: 350, vol: 0.06, games: 0 };

export function newRating(): Rating {
  return { ...DEFAULT };
}

export function ratePeriod(ratings: Ratings, matches: readonly Match[]): Record<string, Rating> {
  const system = new Glicko2({
    tau: TAU,
    rating: DEFAULT.rating,
    rd: DEFAULT.rd,
    vol: DEFAULT.vol,
  });
  const players = new Map<string, Glicko2Player>();
  const played = new Map<string, number>();
  const player = (id: string): Glicko2Player => {
    let p = players.get(id);
    if (!p) {
      const r = ratings[id] ?? DEFAULT;
      p = system.makePlayer(r.rating, r.rd, r.vol);
      players.set(id, p);
    }
    return p;
  };
  for (const m of matches) {
    if (m.a === m.b) throw new Error(`a player cannot play themself: ${m.a}`);
    played.set(m.a, (played.get(m.a) ?? 0) + 1);
    played.set(m.b, (played.get(m.b) ?? 0) + 1);
  }
  system.updateRatings(matches.map((m) => [player(m.a), player(m.b), m.score]));
  const out: Record<string, Rating> = { ...ratings };
  for (const [id, p] of players) {
    const before = ratings[id] ?? DEFAULT;
    out[id] = {
      rating: p.getRating(),
      rd: p.getRd(),
      vol: p.getVol(),
      games: before.games + (played.get(id) ?? 0),
    };
  }
  return out;
}

/**
 * Rates one game. A multi-player game counts as every pair playing each other once, all in one
 * rating period, so beating three opponents moves a rating more than beating one.
 */
export function rateGame(ratings: Ratings, result: GameResult): Record<string, Rating> {
  const ids = Object.keys(result.placings);
  if (ids.length < 2) throw new Error('a rated game needs at least two players');
  const matches: Match[] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const a = ids[i] as string;
      const b = ids[j] as string;
      const pa = result.placings[a] as number;
      const pb = result.placings[b] as number;
      matches.push({ a, b, score: pa < pb ? 1 : pa > pb ? 0 : 0.5 });
    }
  }
  const rated = ratePeriod(ratings, matches);
  for (const id of ids) {
    rated[id] = { ...(rated[id] as Rating), games: (ratings[id] ?? DEFAULT).games + 1 };
  }
  return rated;
}
