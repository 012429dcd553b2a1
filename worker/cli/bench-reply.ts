// The reply the benches send each turn (bench:turn reads it in Node, bench:workerd posts it to a
// local workerd): what a phone client sends, the command above the seat's latest email quoted,
// as text and HTML alternatives, naming that email as clients do.

/**
 * The email replied to: its text, quoted, and its Message-ID and References, named; its subject
 * and sender, when known, in the subject and the attribution.
 */
export interface RepliedTo {
  text: string;
  headers: Record<string, string>;
  subject?: string;
  from?: string;
}

/**
 * A reply as a phone client writes it: text and HTML alternatives, the email replied to quoted.
 * `messageId` is the reply's own, without the angle brackets.
 */
export function mimeReply(
  from: string,
  to: string,
  command: string,
  repliedTo: RepliedTo,
  messageId: string,
): string {
  const quoted = repliedTo.text;
  const id = repliedTo.headers['Message-ID'];
  const references = [repliedTo.headers.References, id].filter(Boolean).join(' ');
  const quote = quoted
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\r\n');
  const html = `<div dir="ltr">${command}</div><br><div class="gmail_quote"><blockquote>${quoted.replace(/[<&]/g, ' ').replace(/\n/g, '<br>')}</blockquote></div>`;
  return [
    `From: Player <${from}>`,
    `To: ${to}`,
    `Subject: Re: ${repliedTo.subject ?? 'Scrabble by email: your turn'}`,
    'Date: Mon, 30 Nov 2026 12:00:00 +0000',
    `Message-ID: <${messageId}>`,
    ...(id ? [`In-Reply-To: ${id}`, `References: ${references}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    command,
    '',
    `On Mon, 30 Nov 2026 at 11:00, ${repliedTo.from ?? 'Wordmail <turns@play.example.com>'} wrote:`,
    quote,
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    '',
    html,
    '--b1--',
    '',
  ].join('\r\n');
}
