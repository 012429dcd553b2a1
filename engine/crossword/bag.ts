// The bag: random draws from the front of a shuffled bag, Open Jamble's front/back picks, returns.
import { type RngState, shuffle } from '../rng';
import type { DrawEnd } from './command';

/** Take up to `n` tiles from the front of the (already shuffled) bag. Mutates bag. */
export function drawRandom(bag: string[], n: number): string[] {
  return bag.splice(0, Math.min(n, bag.length));
}

/** Open Jamble: take one tile from the front (F) or the back (B) per pick. Mutates bag. */
export function drawChosen(bag: string[], picks: readonly DrawEnd[]): string[] {
  return picks.map((end) => {
    const tile = end === 'F' ? bag.shift() : bag.pop();
    if (tile === undefined)
      throw new Error('drawChosen: the bag ran out (caller must check the count)');
    return tile;
  });
}

/** Put exchanged tiles back and mix the bag again with the game's RNG. Mutates bag and rng. */
export function returnAndShuffle(bag: string[], tiles: readonly string[], rng: RngState): void {
  bag.push(...tiles);
  shuffle(rng, bag);
}

/** Remove `tiles` (a multiset) from `rack`; null when the rack does not hold them all. */
export function withoutTiles(rack: readonly string[], tiles: readonly string[]): string[] | null {
  const left = rack.slice();
  for (const t of tiles) {
    const i = left.indexOf(t);
    if (i < 0) return null;
    left.splice(i, 1);
  }
  return left;
}

/** The value of a rack (blanks score 0). */
export function rackValue(rack: readonly string[], values: Record<string, number>): number {
  return rack.reduce((sum, t) => sum + (t === '?' ? 0 : (values[t] ?? 0)), 0);
}
