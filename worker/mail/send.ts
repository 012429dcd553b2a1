// Hands one message to the provider: Resend when RESEND_API_KEY is set, else the local outbox.
// Outcomes are values; the outbox decides whether and when to retry.
import { Resend } from 'resend';
import type { Env } from '../env';
import { devMailbox } from './dev-mailbox';
import type { OutgoingMessage, SendOutcome } from './message';
import { markForReply } from './reply-marker';

function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function usesLocalOutbox(env: Env): boolean {
  return !env.RESEND_API_KEY;
}

export async function sendMessage(
  env: Env,
  unmarked: OutgoingMessage,
  now: Date,
): Promise<SendOutcome> {
  // Every email leaves through here, so every email carries the line a reply is cut at.
  const message = markForReply(unmarked);
  if (usesLocalOutbox(env)) {
    const { id } = await devMailbox(env).deliver(message, now.toISOString());
    return { ok: true, providerId: `local:${id}` };
  }
  const resend = new Resend(
    env.RESEND_API_KEY,
    env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined,
  );
  const { data, error } = await resend.emails.send(
    {
      from: message.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: message.headers,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        content: utf8Base64(a.content),
        contentType: a.contentType,
      })),
    },
    { idempotencyKey: message.id },
  );
  if (data) return { ok: true, providerId: data.id };
  const status = (error as { statusCode?: number | null } | null)?.statusCode ?? null;
  // 4xx other than 409/429 means the message itself is unacceptable: retrying will not help.
  const retryable = status === null || status >= 500 || status === 429 || status === 409;
  return {
    ok: false,
    retryable,
    error: `${status ?? 'network'}: ${error?.message ?? 'unknown error'}`,
  };
}
