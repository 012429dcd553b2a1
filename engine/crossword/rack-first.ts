// Jamble's blanks: a typed letter uses a real tile while the rack has one (the rule book); when a
// word needs more of a letter than the rack holds, the blank goes on the occurrence the player
// marked (lowercase or ?E), else on the one where it costs the fewest points.
import { fail, ok, type Result } from '../result';
import { squareAt } from './board';
import type { WrittenTile } from './command';
import type { GameContext } from './context';
import type { Board, Premium } from './types';

interface Spot {
  row: number;
  col: number;
  tile: WrittenTile;
}

const letterFactor: Partial<Record<Premium, number>> = { DL: 2, TL: 3, QL: 4 };
const wordFactor: Partial<Record<Premium, number>> = { DW: 2, TW: 3, QW: 4 };

/** Which spots take a blank, by index; or why the rack cannot make the word. */
export function rackFirstBlanks(
  g: GameContext,
  board: Board,
  rack: readonly string[],
  spots: readonly Spot[],
): Result<boolean[]> {
  const have = new Map<string, number>();
  for (const t of rack) have.set(t, (have.get(t) ?? 0) + 1);
  const byLetter = new Map<string, number[]>();
  spots.forEach((s, i) => {
    byLetter.set(s.tile.letter, [...(byLetter.get(s.tile.letter) ?? []), i]);
  });
  const blank = spots.map(() => false);
  let blanksLeft = have.get('?') ?? 0;
  const cost = costOf(g, board, spots);
  for (const [letter, at] of byLetter) {
    const short = Math.max(0, at.length - (have.get(letter) ?? 0));
    if (short === 0) continue;
    if (short > blanksLeft)
      return fail(
        'tiles-not-on-rack',
        `You have no ${letter} to put down (your rack: ${rack.join(' ')}). Use only letters on your rack; a blank (?) stands for a missing letter.`,
      );
    blanksLeft -= short;
    // Marked occurrences first (more marks than blanks needed: the real tiles still go first), then
    // the cheapest squares; on equal cost the later occurrence, as before marks were read.
    const order = [...at].sort(
      (a, b) =>
        Number(Boolean(spots[b]!.tile.blank)) - Number(Boolean(spots[a]!.tile.blank)) ||
        cost[a]! - cost[b]! ||
        b - a,
    );
    for (const i of order.slice(0, short)) blank[i] = true;
  }
  return ok(blank);
}

/**
 * Points a blank on each spot gives up, per point of the letter: its letter bonus times the word
 * bonuses of the words it is part of (the play's own word, and a cross word when it makes one).
 */
function costOf(g: GameContext, board: Board, spots: readonly Spot[]): number[] {
  const factor = (table: Partial<Record<Premium, number>>, s: Spot) => {
    const premium = g.layout.premiums[s.row * g.layout.size + s.col] ?? null;
    return premium === null ? 1 : (table[premium] ?? 1);
  };
  const factors = spots.map((s) => factor(wordFactor, s));
  const mainWord =
    g.rules.wordBonus === 'highest' ? Math.max(1, ...factors) : factors.reduce((a, b) => a * b, 1);
  const across = spots.length < 2 || spots[0]!.row === spots[1]!.row;
  return spots.map((s, i) => {
    const letter = factor(letterFactor, s);
    const [dr, dc] = across ? [1, 0] : [0, 1];
    const crosses =
      Boolean(squareAt(board, s.row - dr, s.col - dc)) ||
      Boolean(squareAt(board, s.row + dr, s.col + dc));
    return letter * (mainWord + (crosses ? (factors[i] ?? 1) : 0));
  });
}
