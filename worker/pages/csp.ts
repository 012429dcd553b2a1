// Content-Security-Policy for the pages: only our own inline scripts run (allowed by their SHA-256,
// since they are constants), so even an escaping mistake could not run injected script.
import { sha256 } from '@noble/hashes/sha2.js';
import type { MiddlewareHandler } from 'hono';
import { CALCULATOR_SCRIPT } from './calculator-script';
import { GAME_SCRIPT } from './game-script';

function scriptHash(code: string): string {
  const digest = sha256(new TextEncoder().encode(code));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

export const PAGE_CSP = [
  "default-src 'self'",
  `script-src ${[GAME_SCRIPT, CALCULATOR_SCRIPT].map(scriptHash).join(' ')}`,
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sets the policy (and a few companions) on every HTML response; app.ts mounts it once for all routes. */
export const pageSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if ((c.res.headers.get('content-type') ?? '').includes('text/html')) {
    c.res.headers.set('Content-Security-Policy', PAGE_CSP);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  }
};
