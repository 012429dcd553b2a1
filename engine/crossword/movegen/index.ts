// The move generator's public face: every legal play, the count and best score, any play at all, the best play.
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import type { Board } from '../types';
import { Mode, MoveGenerator } from './generator';
import { keptFor } from './keyed-cache';
import { materialise } from './materialise';
import type { GeneratedPlay, MoveGenRules } from './types';

export { Mode, MoveGenerator } from './generator';
export { materialise } from './materialise';
export type { Direction, GeneratedPlay, MoveGenRules } from './types';

// One generator (its typed arrays) per lexicon and rules object; callers keep the rules object stable.
const generators = new WeakMap<CompiledLexicon, WeakMap<MoveGenRules, MoveGenerator>>();

export function generatorFor(lexicon: CompiledLexicon, setup: MoveGenRules): MoveGenerator {
  return keptFor(generators, lexicon, setup, () => new MoveGenerator(lexicon, setup));
}

/** Every legal play for `rack` (`?` a blank), highest score first (ties keep generation order). */
export function generatePlays(
  lexicon: CompiledLexicon,
  setup: MoveGenRules,
  board: Board,
  rack: readonly string[],
): GeneratedPlay[] {
  const gen = generatorFor(lexicon, setup);
  gen.setPosition(board, rack);
  gen.run(Mode.All);
  const plays: GeneratedPlay[] = [];
  gen.list.forEach((score, direction, tiles, from, length) => {
    plays.push(materialise(gen, tiles, from, length, direction, score));
  });
  return plays.sort((a, b) => b.score - a.score);
}

/** How many legal plays there are and the best score (-1 when there is none). */
export function countPlays(
  lexicon: CompiledLexicon,
  setup: MoveGenRules,
  board: Board,
  rack: readonly string[],
): { count: number; best: number } {
  const gen = generatorFor(lexicon, setup);
  gen.setPosition(board, rack);
  gen.run(Mode.Count);
  return { count: gen.found, best: gen.bestScore };
}

/** Whether any legal play exists (stops at the first). In Scribble the rack is ignored: every letter is available. */
export function hasAnyPlay(
  lexicon: CompiledLexicon,
  setup: MoveGenRules,
  board: Board,
  rack: readonly string[],
): boolean {
  const gen = generatorFor(lexicon, setup);
  gen.setPosition(board, rack);
  gen.run(Mode.Any);
  return gen.found > 0;
}

/** The highest-scoring play (one of them when several tie), or null when there is none. */
export function bestPlay(
  lexicon: CompiledLexicon,
  setup: MoveGenRules,
  board: Board,
  rack: readonly string[],
): GeneratedPlay | null {
  const gen = generatorFor(lexicon, setup);
  gen.setPosition(board, rack);
  gen.run(Mode.Best);
  if (gen.bestScore < 0) return null;
  return materialise(gen, gen.bestTiles, 0, gen.bestLength, gen.bestDirection, gen.bestScore);
}
