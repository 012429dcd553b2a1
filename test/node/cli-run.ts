// For the CLI tests: files written to a temp dir removed after the file's tests, and `npm run`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** A temp dir for one test file; `file(name, text)` writes into it. */
export function tempFiles(prefix: string): (name: string, text: string) => string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return (name, text) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
}

/** `npm run -s SCRIPT -- ARGS…`: exit status, stdout's trimmed lines and stderr. */
export function npmRun(script: string, ...args: string[]) {
  const run = spawnSync('npm', ['run', '-s', script, '--', ...args], { encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trim().split('\n'), stderr: run.stderr };
}
