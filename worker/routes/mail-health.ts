// GET /health/mail: is the provider taking our mail? 200 when it is, 503 while a 401/403 holds
// mail, so an uptime monitor alerts. Everyone sees the state and the counts; the provider's error
// text and which outboxes hold mail need `Authorization: Bearer <OPERATOR_TOKEN>` (never shown
// when the token is unset).
import { Hono } from 'hono';
import type { Env } from '../env';
import { mailHealth } from '../mail/mail-health';
import { usesLocalOutbox } from '../mail/send';

export const mailHealthRoute = new Hono<{ Bindings: Env }>().get(
  '/',
  async function showMailHealth(c) {
    const report = await mailHealth(c.env).report();
    const status = report.state === 'ok' ? 200 : 503;
    const summary = {
      ok: report.state === 'ok',
      provider: c.env.RESEND_API_KEY ? 'resend' : usesLocalOutbox(c.env) ? 'local' : 'none',
      state: report.state,
      heldMessages: report.heldMessages,
      holdingOutboxes: report.holdingOutboxes,
    };
    c.header('cache-control', 'no-store');
    if (!(await isOperator(c.env.OPERATOR_TOKEN, c.req.header('authorization'))))
      return c.json(summary, status);
    return c.json(
      {
        ...summary,
        lastFault: report.lastFault,
        lastRecoveryAt: report.lastRecoveryAt,
        outboxes: report.outboxes,
      },
      status,
    );
  },
);

/** Bearer token against OPERATOR_TOKEN, compared in constant time (over SHA-256 digests). */
async function isOperator(token: string | undefined, header: string | undefined): Promise<boolean> {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token || !given) return false;
  const digest = async (s: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(s));
  const [a, b] = await Promise.all([digest(token), digest(given)]);
  return crypto.subtle.timingSafeEqual(a, b);
}
