// A local stand-in for Resend's HTTP API, so tests drive the real `resend` client. It records
// every accepted message, can be told to fail the next N requests (500 or 429), and honours
// idempotency keys the way Resend does: a repeated key returns the first result and sends nothing.
import { createServer, type Server } from 'node:http';
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

let server: Server | undefined;

export default async function setup(project: TestProject) {
  const accepted: Accepted[] = [];
  const byKey = new Map<string, string>();
  let failures: { status: number; remaining: number } = { status: 500, remaining: 0 };
  let requests = 0;

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
        byKey.clear();
        failures = { status: 500, remaining: 0 };
        requests = 0;
        return json(200, { ok: true });
      }
      if (url === '/__control/fail') {
        failures = JSON.parse(raw || '{}');
        return json(200, { ok: true });
      }
      if (url === '/__control/sent') return json(200, { accepted, requests });
      if (url === '/emails' && req.method === 'POST') {
        requests += 1;
        if (failures.remaining > 0) {
          failures.remaining -= 1;
          return json(failures.status, {
            statusCode: failures.status,
            name: failures.status === 429 ? 'rate_limit_exceeded' : 'internal_server_error',
            message: 'simulated failure',
          });
        }
        const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
        if (key && byKey.has(key)) return json(200, { id: byKey.get(key) });
        const id = `fake_${accepted.length + 1}`;
        accepted.push({ id, idempotencyKey: key, body: JSON.parse(raw || '{}') });
        if (key) byKey.set(key, id);
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
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  };
}
