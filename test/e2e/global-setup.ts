// Starts the real Worker with `wrangler dev` on a free port and fresh local storage for the browser
// tests, waits (bounded) until /health answers, and stops it afterwards. Test files get the base URL
// through inject('e2eBaseUrl').
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../worker/cli/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}

const STARTUP_LIMIT_MS = 120_000;

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`wrangler dev exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(
    `wrangler dev did not answer /health within ${STARTUP_LIMIT_MS / 1000} s:\n${log()}`,
  );
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      // The whole process group: wrangler starts workerd as a child.
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Paths named on the command line that leave out test/e2e (e.g. one CLI test): no server needed. */
function e2eLeftOut(): boolean {
  const paths = process.argv
    .slice(2)
    .filter((arg) => !arg.startsWith('-') && arg.includes('test/'));
  return paths.length > 0 && !paths.some((arg) => arg.includes('e2e'));
}

export default async function setup(project: TestProject) {
  if (e2eLeftOut()) {
    project.provide('e2eBaseUrl', '');
    return;
  }
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const state = mkdtempSync(join(tmpdir(), 'wordmail-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      state,
      '--var',
      `PUBLIC_URL:${baseUrl}`,
      // Local development, as `npm start` runs it: the dev signing key, /dev/mail, an open API.
      '--var',
      'DEV_MODE:1',
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: process.cwd(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        // No network here: don't ask Cloudflare for request.cf (a stack trace each start).
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        CI: '1',
        NO_COLOR: '1',
        BROWSER: 'none',
      },
    },
  );
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (err) {
    await stop(child);
    rmSync(state, { recursive: true, force: true });
    throw err;
  }
  project.provide('e2eBaseUrl', baseUrl);
  return async () => {
    await stop(child);
    rmSync(state, { recursive: true, force: true });
  };
}
