// The limits on inbound mail and on our answers to it, in one place with their numbers. Short
// bursts use Cloudflare's Rate Limiting binding (60-second windows, per location); budgets over an
// hour use a Throttle object, since the binding's window is at most 60 seconds.
import type { Env } from '../env';
import type { BucketRule } from './token-bucket';

/** Answers from new@, join-<id>@ and watch-<id>@ to one sender, together. */
export const ENTRY_ANSWERS: BucketRule = { capacity: 3, refillPerHour: 3 };
/** Answers (refusals, HELP, BOARD, …) to one seat of one game; moves are never limited. */
export const SEAT_ANSWERS: BucketRule = { capacity: 5, refillPerHour: 5 };
/** Games one sender may start by mail to new@: ten, refilled ten a day. */
export const NEW_GAMES_PER_SENDER: BucketRule = { capacity: 10, refillPerHour: 10 / 24 };
/** One WATCH confirmation per address per game in this period. */
export const WATCH_CONFIRMATION_MS = 24 * 3_600_000;

/** Per 60 seconds (wrangler.toml [[ratelimits]] must say the same). */
export const MAIL_BURST = { perSender: 60, perRecipient: 120, perRemoteIp: 120 } as const;

/**
 * Admits one inbound mail under the burst limits, or says why not. The remote IP comes from the
 * Authentication-Results Cloudflare wrote (smtp.remote-ip), never from a header the sender set.
 */
export async function admitMail(
  env: Env,
  mail: { sender: string; recipient: string; remoteIp: string | null },
): Promise<string | null> {
  if (!(await env.MAIL_SENDER_LIMIT.limit({ key: mail.sender })).success)
    return 'Too many messages from your address in the last minute; please wait a minute.';
  if (!(await env.MAIL_RECIPIENT_LIMIT.limit({ key: mail.recipient })).success)
    return 'This address is receiving too many messages; please try again in a minute.';
  if (mail.remoteIp && !(await env.MAIL_IP_LIMIT.limit({ key: mail.remoteIp })).success)
    return 'Too many messages from your mail server in the last minute; please wait a minute.';
  return null;
}
