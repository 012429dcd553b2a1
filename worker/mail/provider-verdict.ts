// Which provider refusals are retried, which hold the outbox and which fail one message — see
// the README's "Provider faults" for the reasons.
import type { Verdict } from './message';

/** Error names (Resend's `name`) that mean our configuration is wrong, not the message. */
const ACCOUNT_FAULTS: ReadonlySet<string> = new Set(['invalid_from_address', 'invalid_access']);

export function verdictFor(status: number | null, name: string | null): Verdict {
  // No answer at all (network error, timeout): the provider may or may not have the message;
  // the same idempotency key on the retry makes either case safe.
  if (status === null) return 'retry';
  if (status === 401 || status === 403) return 'hold';
  if (name !== null && ACCOUNT_FAULTS.has(name)) return 'hold';
  if (status === 429 || status >= 500) return 'retry';
  // Another request with this key is still running: ask again. A 409 for a key reused with a
  // different body cannot be cured by retrying (and would send a second copy once the key expires).
  if (status === 409) return name === 'concurrent_idempotent_requests' ? 'retry' : 'fail';
  // 400/404/422/451…: this message can never be accepted as it is.
  return 'fail';
}
