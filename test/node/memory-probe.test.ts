// The memory probe's figures: RssAnon read from /proc status bytes, growth part by part, a peak that
// sees memory held mid-run, and a probe run that still holds the lexicon when it measures "after".
import { describe, expect, it } from 'vitest';
import { compileLexicon } from '../../dictionaries/compile';
import { residentMemory } from '../../worker/cli/memory-probe';
import { growth, type MemorySplit, PrivatePeak, statusKB } from '../../worker/cli/memory-sampler';

const bytes = (text: string) => new TextEncoder().encode(text);
const linux = new PrivatePeak().privateMB() !== null;

describe('statusKB', () => {
  const status = 'Name:\tnode\nVmHWM:\t   64880 kB\nVmRSS:\t   61234 kB\nRssAnon:\t   24664 kB\n';

  it('reads a field wherever it stands, tabs and spaces before the figure', () => {
    const b = bytes(status);
    expect(statusKB(b, b.length)).toBe(24664);
    expect(statusKB(b, b.length, 'VmHWM:')).toBe(64880);
  });

  it('is -1 for a missing field, a field without digits, or one beyond the bytes read', () => {
    const b = bytes(status);
    expect(statusKB(b, b.length, 'RssFile:')).toBe(-1);
    expect(statusKB(bytes('RssAnon:\t kB\n'), 13)).toBe(-1);
    expect(statusKB(b, status.indexOf('RssAnon'))).toBe(-1);
  });
});

describe('growth', () => {
  it('subtracts part by part', () => {
    const at = (x: number): MemorySplit => ({
      privateMB: 10 * x,
      newSpaceMB: x,
      oldSpaceMB: 2 * x,
      codeSpaceMB: 3 * x,
      largeObjectsMB: 4 * x,
      arrayBuffersMB: 5 * x,
      compilerMB: 6 * x,
    });
    expect(growth(at(1), at(3))).toEqual(at(2));
  });
});

describe.runIf(linux)('PrivatePeak', () => {
  it('keeps the most private memory seen, with the array buffers held then', () => {
    const peak = new PrivatePeak();
    peak.sample();
    const first = peak.peak!.privateMB;
    const held = new Uint8Array(8 * 2 ** 20).fill(1);
    peak.sample();
    peak.close();
    expect(peak.samples).toBe(2);
    expect(peak.peak!.privateMB - first).toBeGreaterThan(7);
    expect(peak.peak!.arrayBuffersMB).toBeGreaterThanOrEqual(held.length / 2 ** 20);
  });
});

describe.runIf(linux)('residentMemory', () => {
  it('measures a plain node over the positions, the lexicon still held after the run', async () => {
    const bin = compileLexicon(['AT', 'TA', 'CAT', 'ACT', 'CATS', 'SCAT']);
    const withCat = `${'.'.repeat(112)}CAT${'.'.repeat(110)}`;
    const report = await residentMemory(
      bin,
      [`${'.'.repeat(225)} ACT`, `${withCat} S?`],
      'scrabble',
    );
    expect(report).not.toBeNull();
    const r = report!;
    expect(r.positions).toBe(2);
    expect(r.lexiconMB * 2 ** 20).toBe(bin.byteLength);
    expect(r.playListMB).toBeGreaterThan(0);
    // The lexicon and play list are typed arrays held after the run, not collected before it.
    expect(r.arraysMB).toBeGreaterThanOrEqual(r.lexiconMB + r.playListMB);
    expect(r.peak!.privateMB).toBeGreaterThanOrEqual(r.loaded!.privateMB);
    expect(r.barePrivateMB).toBeGreaterThan(0);
  });
});
