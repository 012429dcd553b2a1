// The memory probes' run, the same in Node (memory-probe.ts) and in workerd
// (memory-workerd-worker.ts): every play, the best play and "any play?" on each position of a
// batch text, read a line at a time.
import type { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import { defaultConfigOf, moveGenRulesOf } from '../../engine/crossword/movegen/from-config';
import { generatorFor, Mode, type MoveGenerator } from '../../engine/crossword/movegen/index';
import { parseBatchLine } from '../../engine/crossword/movegen/position-text';

const MODES = [Mode.All, Mode.Best, Mode.Any];

/** The generator a probe runs: `rulesetId`'s rules over `lexicon`. */
export function probeGenerator(lexicon: CompiledLexicon, rulesetId: string) {
  const config = defaultConfigOf(rulesetId, lexicon.id);
  if (!config) throw new Error(`unknown ruleset ${rulesetId}`);
  const setup = moveGenRulesOf(config);
  return { gen: generatorFor(lexicon, setup), size: setup.layout.size };
}

/**
 * Runs every mode on each position of `text` (batch lines) and calls `after` after each; returns
 * how many positions there were and the plays all modes found. Line by line out of the text: an
 * array of every line would survive the first collections and make V8 grow its young generation,
 * a cost of the harness rather than of the generator.
 */
export function runEveryMode(
  gen: MoveGenerator,
  size: number,
  text: string,
  after: () => void = () => {},
): { positions: number; found: number } {
  let positions = 0;
  let found = 0;
  for (let from = 0; from < text.length; ) {
    const end = text.indexOf('\n', from) < 0 ? text.length : text.indexOf('\n', from);
    const line = text.slice(from, end);
    from = end + 1;
    if (line === '') continue;
    const position = parseBatchLine(line, size);
    if (!position.ok) throw new Error(`batch line ${positions + 1}: ${position.error.message}`);
    for (let m = 0; m < MODES.length; m++) {
      gen.setPosition(position.value.board, position.value.rack);
      gen.run(MODES[m]!);
      found += gen.found;
    }
    positions++;
    after();
  }
  return { positions, found };
}
