// One outgoing email as the outbox stores it and a provider sends it.
export interface Attachment {
  filename: string;
  /** UTF-8 text content (GCG records are text). */
  content: string;
  contentType: string;
}

export interface OutgoingMessage {
  /** Stable per message: the idempotency key, so a retried send never arrives twice. */
  id: string;
  to: string;
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** Message-ID, In-Reply-To, References, List-Unsubscribe, … */
  headers: Record<string, string>;
  attachments?: Attachment[];
}

export interface DeliveredMessage extends OutgoingMessage {
  sentAt: string;
}

export type SendOutcome =
  | { ok: true; providerId: string }
  | { ok: false; retryable: boolean; error: string };
