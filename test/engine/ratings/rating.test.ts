// Glicko-2 ratings: Glickman's worked example, and ratings moving the way results say.
import { describe, expect, it } from 'vitest';
import { newRating, type Rating, rateGame, ratePeriod } from '../../../engine/ratings/rating';

const r = (rating: number, rd: number, vol = 0.06, games = 10): Rating => ({
  rating,
  rd,
  vol,
  games,
});

describe('ratePeriod', () => {
  // Glickman, "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf), with τ = 0.5.
  it("matches Glickman's worked example: 1500/200 beats 1400/30, loses to 1550/100 and 1700/300", () => {
    const before = { me: r(1500, 200), a: r(1400, 30), b: r(1550, 100), c: r(1700, 300) };
    const after = ratePeriod(before, [
      { a: 'me', b: 'a', score: 1 },
      { a: 'me', b: 'b', score: 0 },
      { a: 'me', b: 'c', score: 0 },
    ]);
    // The paper rounds μ′ to -0.2069 before scaling; unrounded it is 1464.05, so 0.05 of slack.
    expect(after.me?.rating).toBeCloseTo(1464.06, 1);
    expect(after.me?.rd).toBeCloseTo(151.52, 2);
    expect(after.me?.vol).toBeCloseTo(0.05999, 4);
    expect(after.me?.games).toBe(13);
  });
});

describe('rateGame', () => {
  it('starts newcomers at 1500 ± 350', () => {
    expect(newRating()).toEqual({ rating: 1500, rd: 350, vol: 0.06, games: 0 });
  });

  it('moves the winner up and the loser down by the same amount when both are equal', () => {
    const after = rateGame(
      { ann: newRating(), bob: newRating() },
      { placings: { ann: 1, bob: 2 } },
    );
    expect(after.ann?.rating).toBeGreaterThan(1500);
    expect(after.bob?.rating).toBeLessThan(1500);
    expect((after.ann?.rating ?? 0) - 1500).toBeCloseTo(1500 - (after.bob?.rating ?? 0), 6);
    expect(after.ann?.rd).toBeLessThan(350);
    expect([after.ann?.games, after.bob?.games]).toEqual([1, 1]);
  });

  it('moves the stronger player down after a draw with a weaker one', () => {
    const after = rateGame(
      { ann: r(1800, 80), bob: r(1500, 80) },
      { placings: { ann: 1, bob: 1 } },
    );
    expect(after.ann?.rating).toBeLessThan(1800);
    expect(after.bob?.rating).toBeGreaterThan(1500);
  });

  it('rewards an upset more than an expected win', () => {
    const upset = rateGame(
      { ann: r(1400, 80), bob: r(1700, 80) },
      { placings: { ann: 1, bob: 2 } },
    );
    const expected = rateGame(
      { ann: r(1700, 80), bob: r(1400, 80) },
      { placings: { ann: 1, bob: 2 } },
    );
    const gain = (x: Rating | undefined, from: number) => (x?.rating ?? 0) - from;
    expect(gain(upset.ann, 1400)).toBeGreaterThan(gain(expected.ann, 1700));
  });

  it('rates a four-player game as pairwise results: winner up most, last down most', () => {
    const all = { a: newRating(), b: newRating(), c: newRating(), d: newRating() };
    const after = rateGame(all, { placings: { a: 1, b: 2, c: 3, d: 4 } });
    const order = Object.entries(after)
      .sort(([, x], [, y]) => y.rating - x.rating)
      .map(([id]) => id);
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    expect(Object.values(after).map((x) => x.games)).toEqual([1, 1, 1, 1]);
  });

  it('leaves players who were not in the game untouched', () => {
    const carol = r(1600, 60);
    const after = rateGame(
      { ann: newRating(), bob: newRating(), carol },
      { placings: { ann: 2, bob: 1 } },
    );
    expect(after.carol).toBe(carol);
  });

  it('refuses a game with fewer than two players', () => {
    expect(() => rateGame({}, { placings: { ann: 1 } })).toThrow();
  });
});
