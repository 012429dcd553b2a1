// Hands one message to the provider: Resend when RESEND_API_KEY is set; in local development
// without a key, the local outbox; anywhere else without a key, nothing — the message is held
// (GET /health/mail shows it) until a key is put, never dropped into a mailbox nobody reads.
// Every call is bounded by a timeout; outcomes are values and the outbox decides what happens next
// (provider-verdict.ts). Only the outbox calls this: everything else posts to an outbox.
import { Resend } from 'resend';
import { isLocalDevelopment } from '../access/dev-mode';
import type { Env } from '../env';
import { devMailbox } from './dev-mailbox';
import { idempotencyKey, type OutgoingMessage, type SendOutcome } from './message';
import { verdictFor } from './provider-verdict';
import { markForReply } from './reply-marker';

/** A provider call that has not answered in this long is abandoned and retried later. */
export const SEND_TIMEOUT_MS = 10_000;

type ResendResult = Awaited<ReturnType<Resend['emails']['send']>>;

export function usesLocalOutbox(env: Env): boolean {
  return !env.RESEND_API_KEY && isLocalDevelopment(env);
}

/** MAIL_TIMEOUT_MS overrides the timeout (tests use a short one). */
export function sendTimeout(env: Env): number {
  const ms = Number(env.MAIL_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : SEND_TIMEOUT_MS;
}

export async function sendMessage(
  env: Env,
  unmarked: OutgoingMessage,
  now: Date,
): Promise<SendOutcome> {
  // Every email leaves through here, so every email carries the line a reply is cut at.
  const message = markForReply(unmarked);
  if (!env.RESEND_API_KEY) {
    if (!isLocalDevelopment(env))
      return {
        ok: false,
        verdict: 'hold',
        status: null,
        error: 'no provider: RESEND_API_KEY is not set outside local development',
      };
    const { id } = await devMailbox(env).deliver(message, now.toISOString());
    return { ok: true, providerId: `local:${id}` };
  }
  const resend = new Resend(
    env.RESEND_API_KEY,
    env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined,
  );
  const timeout = sendTimeout(env);
  const signal = AbortSignal.timeout(timeout);
  let result: ResendResult;
  try {
    result = await resend.emails.send(resendPayload(message), {
      idempotencyKey: idempotencyKey(message.id),
      signal,
    });
  } catch (err) {
    result = {
      data: null,
      error: { name: 'application_error', statusCode: null, message: String(err) },
      headers: null,
    };
  }
  if (result.data) return { ok: true, providerId: result.data.id };
  // The client turns an aborted fetch into a network error; say what really happened.
  if (signal.aborted)
    return {
      ok: false,
      verdict: 'retry',
      status: null,
      error: `timeout: no answer in ${timeout} ms`,
    };
  const {
    statusCode,
    name,
    message: text,
  } = (result.error ?? {}) as {
    statusCode?: number | null;
    name?: string;
    message?: string;
  };
  const status = statusCode ?? null;
  return {
    ok: false,
    verdict: verdictFor(status, name ?? null),
    status,
    error: `${status ?? 'network'}: ${text ?? 'unknown error'}`,
  };
}

function resendPayload(message: OutgoingMessage) {
  return {
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
  };
}

function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
