// Test helpers for mail: read the local outbox, build RFC 5322 replies, deliver them through the
// Worker's real email() handler.
import { env, SELF } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import type { DeliveredMessage } from '../../worker/mail/message';

/** A message as /dev/mail.json lists it: the outbox's own delivered shape, not a copy of it. */
export type OutboxMessage = DeliveredMessage;

export async function outbox(): Promise<OutboxMessage[]> {
  const res = await SELF.fetch('https://example.com/dev/mail.json');
  return (await res.json()) as OutboxMessage[];
}

export async function outboxFor(gameId: string): Promise<OutboxMessage[]> {
  return (await outbox()).filter((m) => m.subject.includes(`[game ${gameId}]`));
}

export async function clearOutbox(): Promise<void> {
  await env.DEV_MAILBOX.get(env.DEV_MAILBOX.idFromName('local')).clear();
}

export interface ReplySpec {
  from: string;
  to: string;
  body: string;
  subject?: string;
  messageId?: string | null;
  inReplyTo?: string;
  headers?: Record<string, string>;
  /**
   * The Authentication-Results line Email Routing stamps on top (value after the colon). By
   * default a DMARC pass for the From's domain, as Cloudflare writes it for a signed sender;
   * null leaves it out (a message that never passed Cloudflare, e.g. `wrangler dev`).
   */
  authResults?: string | null;
}

let counter = 0;

function addressOf(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

/** Cloudflare's verdict for a sender whose domain signs (DKIM) and passes DMARC. */
export function passingAuthResults(from: string): string {
  const address = addressOf(from);
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return [
    'mx.cloudflare.net;',
    `\tdkim=pass header.d=${domain} header.s=s1 header.b=AbCdEf12;`,
    `\tdmarc=pass header.from=${domain} policy.dmarc=reject;`,
    `\tspf=pass (mx.cloudflare.net: domain of ${address} designates 192.0.2.25 as permitted sender) smtp.mailfrom=${address};`,
    '\tarc=none smtp.remote-ip=192.0.2.25',
  ].join('\r\n');
}

export function eml(spec: ReplySpec): string {
  counter += 1;
  const auth = spec.authResults === undefined ? passingAuthResults(spec.from) : spec.authResults;
  const lines = [
    ...(auth === null ? [] : [`Authentication-Results: ${auth}`]),
    `From: ${spec.from}`,
    `To: ${spec.to}`,
    `Subject: ${spec.subject ?? 'Re: your turn'}`,
    'Date: Mon, 30 Nov 2026 12:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
  ];
  if (spec.messageId !== null)
    lines.push(
      `Message-ID: ${spec.messageId ?? `<test-${counter}-${Math.random()}@client.example>`}`,
    );
  if (spec.inReplyTo) lines.push(`In-Reply-To: ${spec.inReplyTo}`, `References: ${spec.inReplyTo}`);
  for (const [k, v] of Object.entries(spec.headers ?? {})) lines.push(`${k}: ${v}`);
  return `${lines.join('\r\n')}\r\n\r\n${spec.body.replace(/\r?\n/g, '\r\n')}\r\n`;
}

export interface Delivery {
  rejected: string | null;
}

/** Runs the Worker's email() handler on a raw message, as Email Routing would. */
export async function deliver(
  raw: string,
  envelope: { from: string; to: string },
): Promise<Delivery> {
  const bytes = new TextEncoder().encode(raw);
  let rejected: string | null = null;
  const message = {
    from: envelope.from,
    to: envelope.to,
    headers: new Headers(),
    raw: new Response(bytes).body!,
    rawSize: bytes.byteLength,
    setReject(reason: string) {
      rejected = reason;
    },
    forward: async () => ({}) as EmailSendResult,
    reply: async () => ({}) as EmailSendResult,
  } as unknown as ForwardableEmailMessage;
  await (
    exports as unknown as { default: { email(m: ForwardableEmailMessage): Promise<void> } }
  ).default.email(message);
  await scheduler.wait(0);
  return { rejected };
}

export async function reply(spec: ReplySpec): Promise<Delivery> {
  return deliver(eml(spec), { from: addressOf(spec.from), to: spec.to });
}
