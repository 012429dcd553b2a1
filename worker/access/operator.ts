// The operator's credential for the API's creating and controlling routes: `Authorization:
// Bearer <OPERATOR_TOKEN>`, compared in constant time. Without OPERATOR_TOKEN the routes are
// closed (503), except in local development, where they stay open and say so in a header.
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { isLocalDevelopment } from './dev-mode';

const encoder = new TextEncoder();

async function digest(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', encoder.encode(text));
}

/** Equal-length digests, so neither the length nor the first differing byte shows in the timing. */
export async function sameToken(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}

function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

export const requireOperator: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  const expected = c.env.OPERATOR_TOKEN?.trim();
  if (!expected) {
    if (!isLocalDevelopment(c.env))
      throw new HttpError(
        503,
        'operator-token-missing',
        'This route needs OPERATOR_TOKEN to be configured (wrangler secret put OPERATOR_TOKEN).',
      );
    c.header('X-Wordmail-Operator', 'open-in-local-development');
    return next();
  }
  const given = bearerOf(c.req.header('authorization'));
  if (!given || !(await sameToken(given, expected))) {
    c.header('WWW-Authenticate', 'Bearer realm="wordmail-operator"');
    throw new HttpError(
      401,
      'operator-token-required',
      'This route is for the operator: send "Authorization: Bearer <OPERATOR_TOKEN>".',
    );
  }
  return next();
};
