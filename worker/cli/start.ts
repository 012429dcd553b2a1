// `npm start [-- --port N] [other wrangler dev flags…]`: the service for local development.
// Runs `wrangler dev` with the DEV_MODE flag (the only thing that allows the development signing
// key and /dev/mail) and PUBLIC_URL on the port actually served, so links in emails work.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const DEFAULT_PORT = 8787;

/** The port asked for (`--port N` or `--port=N`), and the remaining arguments for wrangler. */
export function startArguments(argv: string[]): { port: number; rest: string[] } {
  const rest: string[] = [];
  let port = DEFAULT_PORT;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const inline = /^--port=(\d+)$/.exec(arg);
    if (inline) port = Number(inline[1]);
    else if (arg === '--port' && /^\d+$/.test(argv[i + 1] ?? '')) port = Number(argv[++i]);
    else rest.push(arg);
  }
  if (!(port > 0 && port < 65536)) throw new Error(`--port must be 1–65535, not ${port}`);
  return { port, rest };
}

function main(): void {
  const { port, rest } = startArguments(process.argv.slice(2));
  const publicUrl = rest.some((a) => a.startsWith('PUBLIC_URL:'))
    ? []
    : ['--var', `PUBLIC_URL:http://localhost:${port}`];
  const child = spawn(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'dev',
      '--port',
      String(port),
      '--var',
      'DEV_MODE:1',
      ...publicUrl,
      ...rest,
    ],
    {
      stdio: 'inherit',
      // Offline, wrangler's fetch of request.cf fails with a stack trace at every start; a local
      // service needs no real request.cf. Set CLOUDFLARE_CF_FETCH_ENABLED=true to have it.
      env: { CLOUDFLARE_CF_FETCH_ENABLED: 'false', ...process.env },
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) main();
