// Round-robin schedules by the circle method (Berger tables): everyone meets everyone once a cycle.
//
// API: roundRobinRounds(players, cycles) → rounds, each a list of [first, second] pairs.
// With an odd field one player rests each round (no game, no points). In a double round robin the
// second cycle repeats the first with the other player moving first, so every pair is balanced.

export function roundRobinRounds<T>(players: readonly T[], cycles: 1 | 2): Array<Array<[T, T]>> {
  const single = singleCycle(players);
  if (cycles === 1) return single;
  return [...single, ...single.map((round) => round.map(([a, b]): [T, T] => [b, a]))];
}

function singleCycle<T>(players: readonly T[]): Array<Array<[T, T]>> {
  const field: Array<T | null> = [...players];
  if (field.length % 2 === 1) field.push(null);
  const n = field.length;
  const rounds: Array<Array<[T, T]>> = [];
  // The last entry stays put while the others turn round it one place a round.
  let ring = field.slice(0, n - 1);
  const fixed = field[n - 1] ?? null;
  for (let r = 0; r < n - 1; r++) {
    const pairs: Array<[T, T]> = [];
    const head = ring[0] ?? null;
    // The fixed player alternates between moving first and second.
    addPair(pairs, r % 2 === 0 ? head : fixed, r % 2 === 0 ? fixed : head);
    for (let i = 1; i < n / 2; i++) addPair(pairs, ring[i] ?? null, ring[n - 1 - i] ?? null);
    rounds.push(pairs);
    ring = [...ring.slice(1), ...ring.slice(0, 1)];
  }
  return rounds;
}

function addPair<T>(pairs: Array<[T, T]>, a: T | null, b: T | null): void {
  if (a !== null && b !== null) pairs.push([a, b]);
}
