// One round of swiss-check: two engines' pairings for the same history, whether they are the
// same (pairs; pairs and who moves first; the bye), and the figures of each: first-move
// violations (three running or ±3 after the round), players out of their score group, pairs
// whose players both wished the same first move.
import { colourWish } from '../../engine/tournament/swiss-colours';
import type { SwissPlayer } from '../../engine/tournament/swiss-seats';

/** A round's pairing: [first, second] pairs and the bye, ids as in the ranked field. */
export interface Pairing {
  pairs: [string, string][];
  bye: string | null;
}

export interface EngineFigures {
  violationRounds: number;
  violationRoundsBeforeLast: number;
  outOfGroup: number;
  sameWish: number;
}

export interface Comparison {
  rounds: number;
  samePairs: number;
  sameFirstMoves: number;
  ours: EngineFigures;
  theirs: EngineFigures;
}

export const emptyFigures = (): EngineFigures => ({
  violationRounds: 0,
  violationRoundsBeforeLast: 0,
  outOfGroup: 0,
  sameWish: 0,
});

export const emptyComparison = (): Comparison => ({
  rounds: 0,
  samePairs: 0,
  sameFirstMoves: 0,
  ours: emptyFigures(),
  theirs: emptyFigures(),
});

const unordered = (p: Pairing) => [...p.pairs.map((x) => [...x].sort().join('-'))].sort().join(' ');
const ordered = (p: Pairing) => [...p.pairs.map((x) => x.join('>'))].sort().join(' ');

/** Whether two pairings pair the same players (and, if `firstMoves`, give the same first moves). */
export function samePairing(a: Pairing, b: Pairing, firstMoves: boolean): boolean {
  if (a.bye !== b.bye) return false;
  return firstMoves ? ordered(a) === ordered(b) : unordered(a) === unordered(b);
}

/** Adds one engine's round to its figures. */
export function addFigures(
  f: EngineFigures,
  field: readonly SwissPlayer[],
  p: Pairing,
  lastRound: boolean,
): void {
  const byId = new Map(field.map((x) => [x.id, x]));
  let violated = false;
  for (const [first, second] of p.pairs) {
    const a = byId.get(first)!;
    const b = byId.get(second)!;
    if (a.points !== b.points) f.outOfGroup += 2;
    const wa = colourWish(a.colours);
    const wb = colourWish(b.colours);
    if (wa.colour !== 0 && wa.colour === wb.colour) f.sameWish++;
    if (breaksLimit([...a.colours, 1]) || breaksLimit([...b.colours, -1])) violated = true;
  }
  if (violated) {
    f.violationRounds++;
    if (!lastRound) f.violationRoundsBeforeLast++;
  }
}

/** Three first (or second) moves running, or three games off balance. */
function breaksLimit(seq: readonly (1 | -1)[]): boolean {
  const balance = seq.reduce<number>((s, x) => s + x, 0);
  const last = seq.at(-1);
  return Math.abs(balance) > 2 || (seq.length >= 3 && seq.slice(-3).every((x) => x === last));
}

export function addComparison(
  c: Comparison,
  field: readonly SwissPlayer[],
  ours: Pairing,
  theirs: Pairing,
  lastRound: boolean,
): void {
  c.rounds++;
  if (samePairing(ours, theirs, false)) c.samePairs++;
  if (samePairing(ours, theirs, true)) c.sameFirstMoves++;
  addFigures(c.ours, field, ours, lastRound);
  addFigures(c.theirs, field, theirs, lastRound);
}

const pct = (n: number, d: number) => `${d === 0 ? 0 : ((100 * n) / d).toFixed(1)}%`;

export function report(c: Comparison, label: string): string {
  const row = (name: string, f: EngineFigures) =>
    `  ${name.padEnd(12)} violations ${f.violationRounds} rounds (${f.violationRoundsBeforeLast} before the last), out of group ${f.outOfGroup}, same wish ${f.sameWish}`;
  return [
    `${label}: ${c.rounds} rounds`,
    `  identical pairs ${c.samePairs} (${pct(c.samePairs, c.rounds)}); pairs and first moves ${c.sameFirstMoves} (${pct(c.sameFirstMoves, c.rounds)})`,
    row('ours', c.ours),
    row('bbpPairings', c.theirs),
  ].join('\n');
}
