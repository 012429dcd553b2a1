// Link-signing keys from the LINK_SECRET binding: `kid:secret[,kid:secret…]`, the first one signs,
// all of them verify (so a key can be rotated without breaking links already in mailboxes).
// Only in local development (DEV_MODE) may the binding be missing or short: then a fixed
// development key signs, and says so in its id. Anywhere else a missing or short secret is a
// configuration fault that refuses to sign or verify anything (fail closed).
import { isLocalDevelopment } from '../access/dev-mode';
import type { Env } from '../env';

export interface SigningKey {
  id: string;
  secret: string;
}

/** Shortest secret accepted outside local development: 32 characters (about 190 bits as base64). */
export const MIN_LINK_SECRET_LENGTH = 32;

const DEV_KEY: SigningKey = { id: 'dev', secret: 'wordmail-local-development-only' };

/** Thrown when links must be signed or checked without a usable LINK_SECRET; answered with 503. */
export class LinkSecretMissing extends Error {
  readonly code = 'link-secret-missing';
  constructor(readonly reason: string) {
    super(`Signed links are switched off: ${reason}`);
  }
}

function parseKeys(raw: string): SigningKey[] {
  return raw.split(',').map((entry, i) => {
    const at = entry.indexOf(':');
    return at > 0
      ? { id: entry.slice(0, at).trim(), secret: entry.slice(at + 1).trim() }
      : { id: `k${i + 1}`, secret: entry.trim() };
  });
}

/** Why the configured secret cannot be used outside local development, or null when it can. */
export function linkSecretProblem(env: Pick<Env, 'LINK_SECRET' | 'DEV_MODE'>): string | null {
  if (isLocalDevelopment(env)) return null;
  const raw = env.LINK_SECRET?.trim();
  if (!raw) return 'LINK_SECRET is not set (wrangler secret put LINK_SECRET).';
  const short = parseKeys(raw).find((k) => !k.id || k.secret.length < MIN_LINK_SECRET_LENGTH);
  if (short)
    return `every LINK_SECRET key needs an id and at least ${MIN_LINK_SECRET_LENGTH} characters (key "${short.id}" does not).`;
  return null;
}

export function signingKeys(env: Pick<Env, 'LINK_SECRET' | 'DEV_MODE'>): SigningKey[] {
  const problem = linkSecretProblem(env);
  if (problem) throw new LinkSecretMissing(problem);
  const raw = env.LINK_SECRET?.trim();
  return raw ? parseKeys(raw) : [DEV_KEY];
}
