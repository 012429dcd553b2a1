// Rate limits on HTTP, as one Hono middleware: per client IP (CF-Connecting-IP, which Cloudflare's
// edge sets and a client cannot) and per bearer token (its SHA-256, so no secret becomes a key),
// both through Cloudflare's Rate Limiting binding. Over a limit: 429 with Retry-After.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { Context, MiddlewareHandler } from 'hono';
import type { Env } from '../env';

/** Per 60 seconds (wrangler.toml [[ratelimits]] must say the same). */
export const HTTP_BURST = { perIp: 120, perToken: 240 } as const;

function tooMany(c: Context<{ Bindings: Env }>, what: string): Response {
  c.header('Retry-After', '60');
  return c.json(
    {
      error: {
        code: 'rate-limited',
        message: `Too many requests from this ${what} in the last minute; nothing was changed. Try again in a minute.`,
      },
    },
    429,
  );
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/**
 * No CF-Connecting-IP, or a loopback one (wrangler dev sets 127.0.0.1): the request did not come
 * through Cloudflare's edge, which always sets the client's real address. Local runs only, so the
 * load driver and the browser tests against `npm start` are not limited per address.
 */
function isLoopback(ip: string): boolean {
  return /^(127\.|::1$|::ffff:127\.)/.test(ip.trim());
}

export const httpLimits: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  // Health checks are the operator's probe; they must answer even while a client is limited.
  if (c.req.path === '/health') return next();
  const ip = c.req.header('cf-connecting-ip');
  if (ip && !isLoopback(ip) && !(await c.env.HTTP_IP_LIMIT.limit({ key: ip })).success)
    return tooMany(c, 'address');
  const token = bearerToken(c.req.header('authorization'));
  if (token) {
    const key = bytesToHex(sha256(new TextEncoder().encode(token)));
    if (!(await c.env.HTTP_TOKEN_LIMIT.limit({ key })).success) return tooMany(c, 'token');
  }
  return next();
};
