// A local workerd (the binary of the `workerd` package that wrangler runs) serving a Worker and a
// config of a bench's own, in a temp dir, for as long as the bench needs it: memory-workerd.ts
// (the generator's memory) and turn-isolate.ts (a turn's CPU).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Whether `url` answers 200 (false while nothing listens there yet). */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Runs workerd on `capnp` until `use` is done with it: `use` gets its pid and base URL. */
export async function withWorkerd<T>(
  binary: string,
  dir: string,
  capnp: string,
  port: number,
  use: (pid: number, base: string) => Promise<T>,
): Promise<T> {
  const child = spawn(binary, ['serve', join(dir, capnp)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const base = `http://127.0.0.1:${port}`;
  try {
    // Up to 10 s for the runtime to start and load the Worker.
    for (let tries = 0; !(await answers(`${base}/ping`)); tries++) {
      if (child.exitCode !== null) throw new Error(`workerd exited: ${stderr}`);
      if (tries > 200) throw new Error(`workerd did not answer: ${stderr}`);
      await sleep(50);
    }
    return await use(child.pid!, base);
  } finally {
    child.kill();
    await exited;
  }
}

/** A temp dir to write a Worker and its config into, and what to serve them with. */
export interface WorkerdDir {
  dir: string;
  /** The workerd binary. */
  binary: string;
  /** The newest compatibility date this workerd knows. */
  compatibilityDate: string;
  /**
   * Bundles the Worker at `entry` into `dir/outfile`, one ES module; imports matching `external`
   * are left for the config's modules. `deploy`: as wrangler bundles for deployment (the workerd
   * export conditions, React's production build; worker/cli/workerd-conditions.ts).
   */
  bundle(entry: URL, outfile: string, options: { external: string[]; deploy?: boolean }): void;
}

/**
 * Runs `use` with a fresh temp dir (removed after) and esbuild and the workerd binary to fill and
 * serve it; null, without running it, where this machine has no esbuild or workerd package.
 */
export async function withWorkerdDir<T>(
  prefix: string,
  use: (w: WorkerdDir) => Promise<T>,
): Promise<T | null> {
  let esbuild: typeof import('esbuild');
  let workerd: { default: string; compatibilityDate: string };
  try {
    esbuild = await import('esbuild');
    workerd = await import('workerd');
  } catch {
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const bundle: WorkerdDir['bundle'] = (entry, outfile, { external, deploy = false }) => {
    esbuild.buildSync({
      entryPoints: [fileURLToPath(entry)],
      bundle: true,
      platform: 'neutral',
      mainFields: ['module', 'main'],
      ...(deploy && {
        conditions: ['workerd', 'worker', 'browser'],
        define: { 'process.env.NODE_ENV': '"production"' },
      }),
      format: 'esm',
      external,
      outfile: join(dir, outfile),
      logLevel: 'error',
    });
  };
  try {
    return await use({
      dir,
      binary: workerd.default,
      compatibilityDate: workerd.compatibilityDate,
      bundle,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
