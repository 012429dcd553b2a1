// `npm run swiss-check`: the real command against a stand-in engine (a script written here that
// answers in bbpPairings' format, pairing start numbers in order), and its refusal without one.
import { chmodSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairingOf } from '../../worker/cli/swiss-engine';
import { npmRun, tempFiles } from './cli-run';

const file = tempFiles('swiss-check-');

// Reads the TRF it is given (refusing one without XXR, as bbpPairings does) and pairs 1–2, 3–4…
const engine = file(
  'engine.mjs',
  `#!/usr/bin/env node
import { readFileSync, writeFileSync } from 'node:fs';
const [, , system, input, flag, output] = process.argv;
const text = readFileSync(input, 'utf8');
if (system !== '--dutch' || flag !== '-p' || !/^XXR \\d+$/m.test(text)) process.exit(3);
const ids = text.split('\\n').filter((l) => l.startsWith('001')).map((l) => Number(l.slice(4, 8)));
const lines = [];
for (let i = 0; i + 1 < ids.length; i += 2) lines.push(ids[i] + ' ' + ids[i + 1]);
if (ids.length % 2) lines.push(ids.at(-1) + ' 0');
writeFileSync(output, lines.length + '\\n' + lines.join('\\n') + '\\n');
`,
);
chmodSync(engine, 0o755);

describe('npm run swiss-check', () => {
  it('pairs every round with both engines and reports the figures', () => {
    const keep = `${dirname(engine)}/kept`;
    const run = npmRun('swiss-check', '--engine', engine, '--tournaments', '1', '--keep', keep);
    expect(run.status).toBe(0);
    // Tournament 0: 11 players, 7 rounds; the stand-in never pairs as FIDE does.
    expect(run.lines[0]).toBe('1 tournaments, history by bbpPairings: 7 rounds');
    expect(run.lines[1]).toMatch(/^ {2}identical pairs \d+ \(\d+(\.\d)?%\); pairs and first moves/);
    expect(run.lines[2]).toMatch(/^ {2}ours {9}violations \d+ rounds/);
    expect(run.lines[3]).toMatch(/^ {2}bbpPairings {2}violations \d+ rounds/);
    expect(readdirSync(keep).length).toBeGreaterThan(0);
  });

  it('refuses to run without an engine, with the usage', () => {
    const run = npmRun('swiss-check', '--tournaments', '3');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--engine is required.');
    expect(run.stderr).toContain('usage: npm run swiss-check -- --engine PATH [flags]');
  });
});

describe('pairingOf', () => {
  it('reads "white black" boards and "player 0" as the bye', () => {
    expect(pairingOf('3\n4 1\n2 3\n5 0\n')).toEqual({
      pairs: [
        ['4', '1'],
        ['2', '3'],
      ],
      bye: '5',
    });
  });
});
