// A token bucket as plain data: `capacity` tokens at most, refilled evenly over the hour. Pure, so
// the Throttle object and the game room share one arithmetic and tests need no clock.

export interface BucketRule {
  capacity: number;
  refillPerHour: number;
}

export interface Bucket {
  tokens: number;
  /** When `tokens` was last computed (epoch ms). */
  at: number;
}

const HOUR_MS = 3_600_000;

/** Takes one token if there is one; the bucket to store either way. */
export function takeToken(
  bucket: Bucket | null,
  rule: BucketRule,
  now: number,
): { allowed: boolean; bucket: Bucket } {
  const elapsed = bucket ? Math.max(0, now - bucket.at) : 0;
  const refilled = bucket
    ? Math.min(rule.capacity, bucket.tokens + (elapsed * rule.refillPerHour) / HOUR_MS)
    : rule.capacity;
  if (refilled < 1) return { allowed: false, bucket: { tokens: refilled, at: now } };
  return { allowed: true, bucket: { tokens: refilled - 1, at: now } };
}
