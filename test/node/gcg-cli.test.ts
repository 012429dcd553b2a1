// `npm run gcg -- verify`: the real command on records written to a temp dir, output and exit status.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'gcg-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a record (hand-made for this test) and returns its path. */
function record(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, `${lines.join('\r\n')}\r\n`);
  return path;
}

function gcg(...args: string[]) {
  const run = spawnSync('npm', ['run', '-s', 'gcg', '--', ...args], { encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trim().split('\n'), stderr: run.stderr };
}

// Scored by hand on the standard board: ETCH 9 ×2 (H8 DW) = 18; BOO. 3+1+1+1 = 6; HE down J8–J9
// 4+1 = 5. Written with a BOM and CRLF line ends, as some real files are.
const good = record('good.gcg', [
  '\uFEFF#player1 Ann Ann',
  '#player2 Ben Ben',
  '>Ann: ACEHIRT 8G ETCH +18 18',
  '>Ben: ABOORST H5 BOO. +6 6',
  '>Ann: AEIRS J8 .E +5 23',
]);
const wrong = record('wrong.gcg', [
  '#player1 Ann Ann',
  '#player2 Ben Ben',
  '>Ann: ACEHIRT 8G ETCH +18 18',
  '>Ben: ABOORST H5 BOO. +7 7',
]);
const broken = record('broken.gcg', ['#player1 Ann Ann', '>Ann: ACEHIRT 8G ET2CH +18 18']);

describe('npm run gcg -- verify', () => {
  it('passes a record whose every score adds up', () => {
    expect(gcg('verify', good)).toMatchObject({
      status: 0,
      lines: ['1 files, 3 plays, 0 mismatches'],
    });
  });

  it('prints each mismatch as FILE:LINE recorded R computed C (PLAY) and exits 1', () => {
    expect(gcg('verify', good, wrong)).toMatchObject({
      status: 1,
      lines: [`${wrong}:4 recorded 7 computed 6 (H5 BOO.)`, '2 files, 5 plays, 1 mismatches'],
    });
  });

  it('prints a record that cannot be read with its file and line, and exits 1', () => {
    const { status, lines } = gcg('verify', broken, good);
    expect(status).toBe(1);
    expect(lines[0]).toMatch(new RegExp(`^${broken}:2 bad-word: "ET2CH"`));
    expect(lines.at(-1)).toBe('2 files, 3 plays, 0 mismatches');
  });

  it('scores with the ruleset named by --rules', () => {
    // Jamble values C at 2 and H at 1: ETCH is (1+1+2+1) ×2 = 10, not 18.
    const { status, lines } = gcg('verify', '--rules', 'jamble-jx', good);
    expect(status).toBe(1);
    expect(lines).toContain(`${good}:3 recorded 18 computed 10 (8G ETCH)`);
  });

  it('refuses an unknown ruleset with usage and exit status 2', () => {
    const { status, stderr } = gcg('verify', '--rules', 'chess', good);
    expect(status).toBe(2);
    expect(stderr).toContain('There is no ruleset "chess"');
  });
});
