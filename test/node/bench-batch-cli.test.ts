// `npm run bench -- --batch`: per-position CPU times on a hand-made word list and positions file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { npmRun, tempFiles } from './cli-run';

const file = tempFiles('bench-batch-');
const bench = (...args: string[]) => npmRun('bench', ...args);

const words = file(
  'words.txt',
  ['AT', 'TA', 'CAT', 'ACT', 'TAC', 'SCAT', 'CATS', 'ACTS'].join('\n'),
);
const empty = '.'.repeat(225);
const withCat = `${'.'.repeat(112)}CAT${'.'.repeat(110)}`;
const time = String.raw`\d+\.\d{3}`;

describe('npm run bench --batch', () => {
  it('prints plays, best score and both CPU times per position, then the spreads', () => {
    const batch = file('batch.txt', `# comment\n${empty} AT\n\n${withCat} S\n${empty} Q\n`);
    const run = bench('--lexicon', words, '--batch', batch, '--runs', '1');
    expect(run.status).toBe(0);
    // The same counts and best scores as `npm run moves --batch` (moves-cli.test.ts).
    expect(run.lines.slice(0, 3).map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual([
      '8 4',
      '2 6',
      '0 0',
    ]);
    for (const line of run.lines.slice(0, 3))
      expect(line).toMatch(new RegExp(`^\\d+ \\d+ ${time} ${time}$`));
    expect(run.lines[3]).toMatch(/^# 3 positions, CPU time, median of 1 runs each/);
    expect(run.lines[4]).toMatch(new RegExp(`^# all plays +mean ${time}  p50 ${time}`));
    expect(run.lines[5]).toMatch(new RegExp(`^# best play +mean ${time}  p50 ${time}`));
    expect(run.lines).toHaveLength(6);
  });

  it('prints error for a line it cannot read and exits with status 1', () => {
    const batch = file('bad.txt', `${empty} AT\nnot a board\n`);
    const run = bench('--lexicon', words, '--batch', batch, '--runs', '1');
    expect(run.status).toBe(1);
    expect(run.lines[0]).toMatch(/^8 4 /);
    expect(run.lines[1]).toBe('error');
    expect(run.stderr).toContain('bad.txt:2');
  });

  it('writes self-play positions with their own racks, which --batch then reads', () => {
    const out = file('self-play.txt', '');
    const wrote = bench('--lexicon', words, '--write-batch', out, '--positions', '4');
    expect(wrote.status).toBe(0);
    expect(wrote.lines).toEqual([`wrote 4 positions (${words}, scrabble, seed bench) to ${out}`]);
    const lines = readFileSync(out, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toMatch(/^[.A-Za-z]{225} [A-Z?]{1,7}$/);
    const read = bench('--lexicon', words, '--batch', out, '--runs', '1');
    expect(read.status).toBe(0);
    expect(read.lines[4]).toMatch(/^# 4 positions/);
  });

  it.runIf(process.platform === 'linux')(
    'with --memory, measures the generator over the positions in node and in workerd',
    () => {
      const batch = file('memory.txt', `${empty} AT\n${withCat} S\n`);
      const run = bench('--lexicon', words, '--batch', batch, '--runs', '1', '--memory');
      expect(run.status).toBe(0);
      expect(run.lines).toContain('# memory over 2 positions, every mode on each');
      expect(run.lines.some((l) => l.includes('private at its peak'))).toBe(true);
      expect(run.lines.find((l) => l.startsWith('  in workerd'))).toMatch(
        /MB private at its peak: .* 2 positions, \d+ plays\)$/,
      );
    },
    60_000,
  );
});
