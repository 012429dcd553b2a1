// HTTP rate limits through the real app and Cloudflare's Rate Limiting binding (miniflare's):
// one client address or one bearer token over its limit a minute gets 429, others are served.
// The binding counts in fixed windows, so each test sends twice the limit and one more: however
// a window boundary falls, one window holds more than the limit.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HTTP_BURST } from '../../../worker/limits/http-limits';

/** Sends `n` requests; the statuses, and the first 429 response (body unread) if any. */
async function burst(n: number, headers: (i: number) => Record<string, string>) {
  const seen: number[] = [];
  let limited: Response | null = null;
  for (let i = 0; i < n; i++) {
    const res = await SELF.fetch('https://example.com/api/games/nosuchgame1', {
      headers: headers(i),
    });
    seen.push(res.status);
    if (res.status === 429 && !limited) limited = res;
    else await res.body?.cancel();
  }
  return { seen, limited };
}

describe('HTTP rate limits', () => {
  it('answers 429 with Retry-After to one address over its limit, and serves another', async () => {
    const { seen, limited } = await burst(2 * HTTP_BURST.perIp + 1, () => ({
      'cf-connecting-ip': '198.51.100.7',
    }));
    expect(seen[0]).toBe(404);
    expect(limited!.headers.get('retry-after')).toBe('60');
    expect(((await limited!.json()) as { error: { code: string } }).error.code).toBe(
      'rate-limited',
    );
    const other = await SELF.fetch('https://example.com/api/games/nosuchgame1', {
      headers: { 'cf-connecting-ip': '198.51.100.8' },
    });
    expect(other.status).toBe(404);
  });

  it('keeps /health answering for a limited address', async () => {
    const { limited } = await burst(2 * HTTP_BURST.perIp + 1, () => ({
      'cf-connecting-ip': '198.51.100.9',
    }));
    expect(limited).not.toBeNull();
    await limited!.body?.cancel();
    const health = await SELF.fetch('https://example.com/health', {
      headers: { 'cf-connecting-ip': '198.51.100.9' },
    });
    expect(health.status).toBe(200);
  });

  it('limits one bearer token, whichever addresses it comes from', {
    timeout: 30_000,
  }, async () => {
    const { limited } = await burst(2 * HTTP_BURST.perToken + 1, (i) => ({
      authorization: 'Bearer op-token-1',
      'cf-connecting-ip': `203.0.113.${i % 200}`,
    }));
    expect(((await limited!.json()) as { error: { message: string } }).error.message).toContain(
      'token',
    );
    const another = await SELF.fetch('https://example.com/api/games/nosuchgame1', {
      headers: { authorization: 'Bearer op-token-2' },
    });
    expect(another.status).not.toBe(429);
  });
});
