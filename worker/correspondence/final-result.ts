// A finished game's result read from its public view, whatever the family: each seat's score,
// placing (1 = first; equal placings are draws) and who resigned or lost on time.
export interface FinalResult {
  scores: number[];
  placings: number[];
  /** The seat that lost by resigning or on time, if any. */
  forfeit: number | null;
}

interface ViewShape {
  players?: { score?: number }[];
  seats?: { score?: number; chips?: number }[];
  result?: { winners?: number[] } | null;
  winners?: number[];
}

export function finalResult(view: unknown, seats: number, forfeit: number | null): FinalResult {
  const v = (view ?? {}) as ViewShape;
  const rows: { score?: number; chips?: number }[] = v.players ?? v.seats ?? [];
  const scores = Array.from({ length: seats }, (_, i) => rows[i]?.score ?? rows[i]?.chips ?? 0);
  const winners = v.result?.winners ?? v.winners ?? [];
  const placings = scores.map((score, i) => {
    if (winners.length > 0) {
      if (winners.includes(i)) return 1;
      const better = scores.filter((s, j) => !winners.includes(j) && s > score).length;
      return 2 + better;
    }
    return 1 + scores.filter((s) => s > score).length;
  });
  return { scores, placings, forfeit };
}

/** "won 412–380", "lost 380–412", "drew 300–300" for a two-player game; placings otherwise. */
export function resultText(result: FinalResult, seat: number): string {
  const mine = result.scores[seat] ?? 0;
  const place = result.placings[seat] ?? 0;
  if (result.scores.length === 2) {
    const theirs = result.scores[1 - seat] ?? 0;
    const firsts = result.placings.filter((p) => p === 1).length;
    const word = place === 1 && firsts === 1 ? 'won' : place === 1 ? 'drew' : 'lost';
    return `${word} ${mine}–${theirs}${result.forfeit === seat ? ' (forfeit)' : ''}`;
  }
  return `placed ${place} of ${result.scores.length} with ${mine}`;
}
