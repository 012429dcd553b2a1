// A local stand-in for Resend's HTTP API, so tests drive the real `resend` client. It records
// every accepted message and every request, honours idempotency keys the way Resend does (a
// repeated key returns the first result and sends nothing; a key over 256 characters or not
// ASCII is a 400), and fails on request: the next N requests with a status (500, 429, …), every
// request with a status until told it is fixed (a revoked key: 401 until /__control/fix), or
// the next N requests accepted but never answered (a hang, like a provider that times out).
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    resendPort: number;
    fcSeed: number;
  }
}

interface Accepted {
  id: string;
  idempotencyKey: string | null;
  body: unknown;
}

interface Logged {
  idempotencyKey: string | null;
  status: number | 'hung';
  body: unknown;
}

interface Failures {
  status: number;
  /** How many requests fail; -1: every request until /__control/fix. */
  remaining: number;
  name?: string;
}

const ERROR_NAMES: Record<number, string> = {
  401: 'validation_error',
  403: 'invalid_api_key',
  422: 'invalid_parameter',
  429: 'rate_limit_exceeded',
};

let server: Server | undefined;

export default async function setup(project: TestProject) {
  const accepted: Accepted[] = [];
  const log: Logged[] = [];
  const byKey = new Map<string, string>();
  let failures: Failures = { status: 500, remaining: 0 };
  let hangs = { remaining: 0, ms: 90_000 };
  const hung = new Set<{ res: ServerResponse; timer: NodeJS.Timeout }>();
  let requests = 0;

  const endHangs = () => {
    for (const h of hung) {
      clearTimeout(h.timer);
      h.res.destroy();
    }
    hung.clear();
  };

  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = req.url ?? '/';
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      // Control endpoints for tests (not part of Resend's API).
      if (url === '/__control/reset') {
        accepted.length = 0;
        log.length = 0;
        byKey.clear();
        failures = { status: 500, remaining: 0 };
        hangs = { remaining: 0, ms: 90_000 };
        endHangs();
        requests = 0;
        return json(200, { ok: true });
      }
      if (url === '/__control/fail') {
        failures = JSON.parse(raw || '{}');
        return json(200, { ok: true });
      }
      if (url === '/__control/fix') {
        failures = { status: 500, remaining: 0 };
        return json(200, { ok: true });
      }
      if (url === '/__control/hang') {
        hangs = { ms: 90_000, ...JSON.parse(raw || '{}') };
        return json(200, { ok: true });
      }
      if (url === '/__control/sent') return json(200, { accepted, requests, log });
      if (url === '/emails' && req.method === 'POST') {
        requests += 1;
        const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
        const body = JSON.parse(raw || '{}');
        const refuse = (status: number, name: string, message: string) => {
          log.push({ idempotencyKey: key, status, body });
          return json(status, { statusCode: status, name, message });
        };
        if (failures.remaining !== 0) {
          if (failures.remaining > 0) failures.remaining -= 1;
          const { status } = failures;
          const name = failures.name ?? ERROR_NAMES[status] ?? 'internal_server_error';
          return refuse(status, name, 'simulated failure');
        }
        if (key !== null && (key.length > 256 || !/^[\x20-\x7e]+$/.test(key)))
          return refuse(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.');
        if (key && byKey.has(key)) {
          log.push({ idempotencyKey: key, status: 200, body });
          return json(200, { id: byKey.get(key) });
        }
        const id = `fake_${accepted.length + 1}`;
        accepted.push({ id, idempotencyKey: key, body });
        if (key) byKey.set(key, id);
        if (hangs.remaining > 0) {
          // Taken, but the answer never comes back in time: the client must give up and retry.
          hangs.remaining -= 1;
          log.push({ idempotencyKey: key, status: 'hung', body });
          const h = { res, timer: setTimeout(() => json(200, { id }), hangs.ms) };
          h.timer.unref();
          hung.add(h);
          res.on('close', () => {
            clearTimeout(h.timer);
            hung.delete(h);
          });
          return;
        }
        log.push({ idempotencyKey: key, status: 200, body });
        return json(200, { id });
      }
      json(404, { statusCode: 404, name: 'not_found', message: `no route ${url}` });
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake resend did not bind');
  project.provide('resendPort', address.port);
  // One fast-check seed per run (test/setup/fast-check.ts): pinned in CI, fresh locally.
  const seed = process.env.FC_SEED ?? (process.env.CI ? '20261130' : String(Date.now() % 2 ** 31));
  project.provide('fcSeed', Number(seed));
  return async () => {
    endHangs();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  };
}
