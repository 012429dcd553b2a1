// End-game adjustments and winners: Jamble's (own rack off, floor 0, ties draw) and Scrabble's.
import type { GameResult } from './rules';

type Finish = Omit<GameResult, 'reason'>;

function best(
  scores: readonly number[],
  among: readonly number[] = scores.map((_, i) => i),
): number[] {
  const top = Math.max(...among.map((i) => scores[i] as number));
  return among.filter((i) => scores[i] === top);
}

/** Jamble: each player subtracts their own remaining tiles; no score below 0; equal scores draw. */
export function jambleFinish(scores: number[], racks: number[]): Finish {
  const adjustments = racks.flatMap((value, seat) =>
    value > 0
      ? [
          {
            seat,
            // 0 - x rather than -x: a -0 would not survive a JSON round trip unchanged.
            delta: 0 - Math.min(value, scores[seat] as number),
            reason: `${value} left on the rack`,
          },
        ]
      : [],
  );
  const final = scores.map((s, seat) => Math.max(0, s - (racks[seat] as number)));
  return { winners: best(final), adjustments, final };
}

/**
 * Scrabble: everyone loses their rack's value; whoever went out gains the others' total.
 * A tie goes to the higher score before these adjustments.
 */
export function scrabbleFinish(scores: number[], racks: number[], outSeat: number | null): Finish {
  const adjustments: Finish['adjustments'] = [];
  const final = scores.slice();
  racks.forEach((value, seat) => {
    if (value === 0) return;
    final[seat] = (final[seat] as number) - value;
    adjustments.push({ seat, delta: -value, reason: `${value} left on the rack` });
  });
  if (outSeat !== null) {
    const gain = racks.reduce((a, b) => a + b, 0);
    if (gain > 0) {
      final[outSeat] = (final[outSeat] as number) + gain;
      adjustments.push({ seat: outSeat, delta: gain, reason: "went out: the others' racks" });
    }
  }
  return { winners: best(scores, best(final)), adjustments, final };
}

/** No adjustments (Scribble): the highest score wins, equal scores share the win. */
export function plainFinish(scores: number[]): Finish {
  return { winners: best(scores), adjustments: [], final: scores.slice() };
}
