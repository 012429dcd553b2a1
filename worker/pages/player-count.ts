// How many players a game takes, in words: the one source for /help, the README's games table
// (a test compares them) and the refusal of a game created with the wrong number.
import type { GameKind } from '../../engine/kind';

function range(low: number, high: number): string {
  if (low === high) return `${low}`;
  return high >= 100 ? `${low}+` : `${low}–${high}`;
}

/** "2", "2–4", "1+", or "5–12 (3–4 by option)" when the default options take fewer than an option allows. */
export function playerCount(kind: GameKind): string {
  const { minPlayers: min, maxPlayers: max } = kind;
  const configured = kind.configure({}, 'english');
  let usual = min;
  if (configured.ok && kind.checkSeats) {
    const fits = (n: number) => kind.checkSeats?.(configured.value, n).ok ?? true;
    while (usual < max && !fits(usual)) usual++;
  }
  return usual > min
    ? `${range(usual, max)} (${range(min, usual - 1)} by option)`
    : range(min, max);
}
