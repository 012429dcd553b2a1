// The robot's choice among generated plays: its level decides how good, its seeded RNG which one.
import type { GeneratedPlay } from '../crossword/movegen/types';
import { type RngState, randomInt } from '../rng';
import { levelSpecs, type RobotLevel } from './levels';

export interface ChooseOptions {
  /** Jamble's 'rack-first' blanks: keep only plays the notation can express (see rackFirstBlanks). */
  rack?: readonly string[];
  blanks?: 'rack-first' | 'explicit';
  /** A smaller vocabulary than the lexicon (e.g. a frequency list): main words it refuses are skipped. */
  knows?: (word: string) => boolean;
}

/**
 * A play for a robot of `level`, or null when `plays` is empty (the caller then exchanges or passes).
 * 'best' takes the first highest-scoring play and leaves `rng` untouched; other levels draw from `rng`
 * (advanced in place, as the game state's RNG is).
 */
export function chooseRobotPlay(
  plays: readonly GeneratedPlay[],
  level: RobotLevel,
  rng: RngState,
  options: ChooseOptions = {},
): GeneratedPlay | null {
  let pool = plays;
  if (options.blanks === 'rack-first' && options.rack) {
    const rack = options.rack;
    pool = pool.filter((p) => rackFirstBlanks(p, rack));
  }
  if (pool.length === 0) return null;
  const spec = levelSpecs[level];
  if (level === 'best') return highest(pool);
  const knows = options.knows ?? (() => true);
  const known = pool.filter((p) => p.word.length <= spec.longestWord && knows(p.word));
  const vocabulary = known.length > 0 ? known : pool;
  const best = highest(vocabulary).score;
  const low = Math.floor(best * spec.low);
  const high = Math.ceil(best * spec.high);
  const band = vocabulary.filter((p) => p.score >= low && p.score <= high);
  if (band.length > 0) return band[randomInt(rng, band.length)] as GeneratedPlay;
  // Nothing in the band: the play nearest its middle.
  const middle = (low + high) / 2;
  let nearest = vocabulary[0] as GeneratedPlay;
  for (const p of vocabulary) {
    if (Math.abs(p.score - middle) < Math.abs(nearest.score - middle)) nearest = p;
  }
  return nearest;
}

function highest(plays: readonly GeneratedPlay[]): GeneratedPlay {
  let best = plays[0] as GeneratedPlay;
  for (const p of plays) if (p.score > best.score) best = p;
  return best;
}

/**
 * Whether a play can be written when a typed letter takes a real tile first and a blank only when the
 * rack has no more of that letter (Jamble): for each letter, the real tiles come first in reading
 * order and the blanks after, and a blank is used only once the real ones run out.
 */
export function rackFirstBlanks(play: GeneratedPlay, rack: readonly string[]): boolean {
  const real = new Map<string, number>();
  for (const t of rack) if (t !== '?') real.set(t, (real.get(t) ?? 0) + 1);
  for (const p of play.placements) {
    const left = real.get(p.letter) ?? 0;
    if (p.blank !== (left === 0)) return false;
    if (!p.blank) real.set(p.letter, left - 1);
  }
  return true;
}
