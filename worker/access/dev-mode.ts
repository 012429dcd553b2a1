// Local development is a flag that `npm start` sets (`--var DEV_MODE:1`), never a guess from a
// missing key: outside it the Worker fails closed (no development signing key, no /dev/mail).
import type { Env } from '../env';

export function isLocalDevelopment(env: Pick<Env, 'DEV_MODE'>): boolean {
  const flag = env.DEV_MODE?.trim().toLowerCase();
  return flag === '1' || flag === 'true';
}
