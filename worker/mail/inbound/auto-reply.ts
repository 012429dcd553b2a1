// Recognises mail that no person wrote: out-of-office answers, bounces, read receipts, list mail.
import type { Header } from 'postal-mime';

// Subjects that vacation responders and bounce generators put first (RFC 3834 asks for headers,
// but many responders only set the subject).
const AUTOMATIC_SUBJECT =
  /^\s*(auto(matic|matische)?[ -]?(reply|response|antwort|svar)|auto:|out of (the )?office|ooo\b|away from (my|the) (desk|office)|on vacation|vacation reply|abwesenheit|réponse automatique|absence|fuera de (la )?oficina|respuesta automática|risposta automatica|automatisch antwoord|delivery status notification|undeliver(ed|able)|mail delivery (failed|failure|subsystem)|returned mail|failure notice|message not delivered|delivery failure|non remis|unzustellbar)/i;

const DAEMON_SENDER = /^(mailer-daemon|postmaster|mail-daemon)@/i;

function headerValue(headers: Header[], key: string): string | null {
  const header = headers.find((entry) => entry.key === key);
  return header ? header.value.trim() : null;
}

/** Why the mail is automatic, for logs; null when a person most likely wrote it. */
export function detectAutoReply(headers: Header[], from: string, subject: string): string | null {
  const contentType = headerValue(headers, 'content-type') ?? '';
  if (/^\s*multipart\/report\b/i.test(contentType)) {
    const report = /report-type\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ?? 'report';
    return `multipart/report (${report.toLowerCase()})`;
  }
  const submitted = headerValue(headers, 'auto-submitted');
  if (submitted !== null && submitted.toLowerCase() !== 'no' && submitted !== '') {
    return `Auto-Submitted: ${submitted}`;
  }
  if (DAEMON_SENDER.test(from)) return `sender is ${from}`;
  const precedence = headerValue(headers, 'precedence')?.toLowerCase();
  if (precedence && /^(bulk|junk|list|auto_reply)$/.test(precedence)) {
    return `Precedence: ${precedence}`;
  }
  for (const key of ['x-autoreply', 'x-autorespond', 'x-autoresponse', 'x-autoreply-from']) {
    const value = headerValue(headers, key);
    if (value !== null && !/^(no|false|0)$/i.test(value)) return `${key}: ${value}`;
  }
  // Exchange marks what it generates (and asks not to be answered) this way; a person's reply
  // from Outlook carries no such header.
  const suppress = headerValue(headers, 'x-auto-response-suppress');
  if (suppress && /\b(all|oof|autoreply)\b/i.test(suppress))
    return `X-Auto-Response-Suppress: ${suppress}`;
  // Mail from a list (RFC 2919) is the list's, not a player's: never answered.
  const listId = headerValue(headers, 'list-id');
  if (listId !== null) return `List-Id: ${listId}`;
  // A null envelope sender is how RFC 5321 marks a notification that must not be answered.
  if (headerValue(headers, 'return-path') === '<>') return 'Return-Path: <> (null sender)';
  const match = AUTOMATIC_SUBJECT.exec(subject);
  if (match) return `subject looks automatic: ${match[0].trim()}`;
  return null;
}
