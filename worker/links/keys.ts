// Link-signing keys from the LINK_SECRET binding: `kid:secret[,kid:secret…]`, the first one signs,
// all of them verify (so a key can be rotated without breaking links already in mailboxes).
// Locally, without the binding, a fixed development key is used and says so in its id.
import type { Env } from '../env';

export interface SigningKey {
  id: string;
  secret: string;
}

const DEV_KEY: SigningKey = { id: 'dev', secret: 'wordmail-local-development-only' };

export function signingKeys(env: Pick<Env, 'LINK_SECRET'>): SigningKey[] {
  const raw = env.LINK_SECRET?.trim();
  if (!raw) return [DEV_KEY];
  return raw.split(',').map((entry, i) => {
    const at = entry.indexOf(':');
    return at > 0
      ? { id: entry.slice(0, at).trim(), secret: entry.slice(at + 1).trim() }
      : { id: `k${i + 1}`, secret: entry.trim() };
  });
}
