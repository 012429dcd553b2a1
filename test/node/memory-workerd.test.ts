// The workerd memory probe: the generator run in a local workerd on the lexicon and positions it was
// given, finding the plays it finds in Node, and memory read from the runtime's process.
import { describe, expect, it } from 'vitest';
import { compileLexicon } from '../../dictionaries/compile';
import { CompiledLexicon } from '../../dictionaries/compiled-lexicon';
import { PrivatePeak } from '../../worker/cli/memory-sampler';
import { workerdMemory } from '../../worker/cli/memory-workerd';
import { probeGenerator, runEveryMode } from '../../worker/cli/probe-positions';

const linux = new PrivatePeak().privateMB() !== null;

describe.runIf(linux)('workerdMemory', () => {
  it('runs every mode on every position in workerd, finding what Node finds', async () => {
    const bin = compileLexicon(['AT', 'TA', 'CAT', 'ACT', 'CATS', 'SCAT']);
    const withCat = `${'.'.repeat(112)}CAT${'.'.repeat(110)}`;
    const batch = [`${'.'.repeat(225)} ACT`, `${withCat} S?`];
    const report = await workerdMemory(bin, batch, 'scrabble');
    expect(report).not.toBeNull();
    const r = report!;
    const { gen, size } = probeGenerator(CompiledLexicon.fromBytes('node', bin), 'scrabble');
    const inNode = runEveryMode(gen, size, new TextEncoder().encode(batch.join('\n')));
    expect(inNode.found).toBeGreaterThan(0);
    expect({ positions: r.positions, found: r.found }).toEqual(inNode);
    expect(r.lexiconMB * 2 ** 20).toBe(bin.byteLength);
    expect(r.batchMB * 2 ** 20).toBe(batch.join('\n').length + 1);
    expect(r.bareMB).toBeGreaterThan(0);
    expect(r.peakMB).toBeGreaterThanOrEqual(r.loadedMB);
  }, 60_000);

  it('says what went wrong when the ruleset is unknown', async () => {
    const bin = compileLexicon(['AT', 'TA']);
    await expect(workerdMemory(bin, [`${'.'.repeat(225)} AT`], 'no-such-rules')).rejects.toThrow(
      /unknown ruleset no-such-rules/,
    );
  }, 60_000);
});
