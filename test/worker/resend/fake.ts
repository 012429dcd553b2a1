// Test helpers for the fake Resend in test/setup/fake-resend.ts: tell it how to fail, read what
// it took, and read the replies' addresses out of what it took.
import { inject } from 'vitest';

export interface SentBody {
  to: string | string[];
  subject: string;
  reply_to?: string | string[];
  html: string;
  text: string;
}

export interface FakeLog {
  accepted: { id: string; idempotencyKey: string; body: SentBody }[];
  log: { idempotencyKey: string; status: number | 'hung'; body: SentBody }[];
  requests: number;
}

export async function control(path: string, body?: unknown): Promise<FakeLog> {
  const res = await fetch(`http://127.0.0.1:${inject('resendPort')}/__control/${path}`, {
    method: 'POST',
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json() as Promise<FakeLog>;
}

export const sent = () => control('sent');

/** Every key looks like one Resend takes: 1–256 printable ASCII characters. */
export const RESEND_KEY = /^[\x21-\x7e]{1,256}$/;

export function recipients(log: FakeLog): string[] {
  return log.accepted.map((m) => [m.body.to].flat()[0]!);
}

export function replyTo(log: FakeLog, to: string): string {
  const mail = log.accepted.find((m) => [m.body.to].flat()[0] === to);
  if (!mail) throw new Error(`nothing was sent to ${to}`);
  return [mail.body.reply_to].flat()[0]!;
}
