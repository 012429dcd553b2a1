// bench:turn --workerd: the turn bench's games played in a local workerd, one request a turn,
// sending the emails the same turns send in Node, with each request's CPU read from the thread
// that runs the Worker. Counts and sizes, not speed.
import { describe, expect, it } from 'vitest';
import { threadCpuMs } from '../../worker/cli/cpu-time';
import { turnsInWorkerd } from '../../worker/cli/turn-isolate';
import { npmRun } from './cli-run';

const linux = threadCpuMs() !== null;
const RUN = ['--players', '2', '--seed', 'isolate-test', '--turns', '6', '--warmup', '2', '--json'];

describe.runIf(linux)('bench:turn --workerd', () => {
  it('plays the turns Node plays, with the same emails, and reads each request’s CPU', () => {
    const inNode = npmRun('bench:turn', ...RUN);
    const inWorkerd = npmRun('bench:turn', '--workerd', ...RUN);
    expect(inNode.status, inNode.stderr).toBe(0);
    expect(inWorkerd.status, inWorkerd.stderr).toBe(0);
    const node = JSON.parse(inNode.lines.join('\n'));
    const workerd = JSON.parse(inWorkerd.lines.join('\n'));
    expect(workerd).toMatchObject({ players: 2, ruleset: 'scrabble', lexicon: 'english' });
    expect([workerd.turns, workerd.warmupTurns]).toEqual([6, 2]);
    expect(workerd.mailsPerTurn).toBe(2);
    // The same HTML, character for character in sum, as the same seeded turns make in Node.
    expect(workerd.meanHtmlKB).toBe(node.meanHtmlKB);
    // Read from the runtime's thread: a turn is work, and so is a request that does nothing.
    expect(workerd.turnMs.p50).toBeGreaterThan(0);
    expect(workerd.idleMs.p50).toBeGreaterThan(0);
  }, 120_000);

  it('says what went wrong when the ruleset is unknown', async () => {
    const run = { players: 2, ruleset: 'no-such-rules', lexicon: 'english', seed: 's' };
    await expect(turnsInWorkerd({ ...run, turns: 1, warmup: 0 })).rejects.toThrow(
      /unknown crossword ruleset no-such-rules/,
    );
  }, 60_000);
});
