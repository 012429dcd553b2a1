// The memory probes' run, the same in Node (memory-probe.ts) and in workerd
// (memory-workerd-worker.ts): every play, the best play and "any play?" on each position of a
// batch text, read a line at a time.
import type { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import { defaultConfigOf, moveGenRulesOf } from '../../engine/crossword/movegen/from-config';
import { generatorFor, Mode, type MoveGenerator } from '../../engine/crossword/movegen/index';
import { parseBatchLine } from '../../engine/crossword/movegen/position-text';

const MODES = [Mode.All, Mode.Best, Mode.Any];
const NEWLINE = 0x0a;

/** The generator a probe runs: `rulesetId`'s rules over `lexicon`. */
export function probeGenerator(lexicon: CompiledLexicon, rulesetId: string) {
  const config = defaultConfigOf(rulesetId, lexicon.id);
  if (!config) throw new Error(`unknown ruleset ${rulesetId}`);
  const setup = moveGenRulesOf(config);
  return { gen: generatorFor(lexicon, setup), size: setup.layout.size };
}

/**
 * Runs every mode on each position of `batch` (batch lines, UTF-8) and calls `after` after each;
 * returns how many positions there were and the plays all modes found. Each line is made a string
 * on its own, as the run reaches it: the whole batch as one string (0.57 MB for 2,520 positions)
 * survives the first collections and makes V8 grow its young generation by 2 MB in workerd, a
 * cost of this harness rather than of the generator (docs/performance.md, Memory in workerd).
 */
export function runEveryMode(
  gen: MoveGenerator,
  size: number,
  batch: Uint8Array,
  after: () => void = () => {},
): { positions: number; found: number } {
  const utf8 = new TextDecoder();
  let positions = 0;
  let found = 0;
  for (let from = 0; from < batch.length; ) {
    const newline = batch.indexOf(NEWLINE, from);
    const end = newline < 0 ? batch.length : newline;
    const line = utf8.decode(batch.subarray(from, end));
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
