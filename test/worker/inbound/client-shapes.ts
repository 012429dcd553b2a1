// Replies to a real turn email in the shape each mail client writes them: its attribution or
// header block, its quoting (or none), its footer, its MIME structure. Written for these tests
// from the clients' documented and observed conventions; no recorded message is copied.
import type { OutboxMessage } from '../../support/mail';

export interface Turn {
  mail: OutboxMessage;
  /** The player's address and name. */
  from: string;
  name: string;
}

export interface Shape {
  text?: string;
  html?: string;
  /** Extra Content-Type parameters of the text part, e.g. "format=flowed". */
  textParams?: string;
}

const SENDER = 'Wordmail <turns@play.localhost>';
const DATE = 'Mon, 30 Nov 2026 13:29:05 +0100';

export function quoted(text: string, prefix = '> '): string {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line === '' ? prefix.trimEnd() : `${prefix}${line}`))
    .join('\n');
}

/** Thunderbird's flowed quoting: a space before every soft break, so quoted lines end in one. */
function flowedQuote(text: string): string {
  return quoted(text)
    .split('\n')
    .map((line) => (line === '>' ? line : `${line} `))
    .join('\n');
}

/** Gmail's plain text past 76 columns: the tails of long quoted lines lose their "> ". */
export function quotedLosingTails(text: string, width = 76): string {
  const out: string[] = [];
  for (const line of text.trim().split(/\r?\n/)) {
    let rest = `> ${line}`;
    while (rest.length > width) {
      const cut = rest.lastIndexOf(' ', width);
      if (cut <= 2) break;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
    }
    out.push(rest === '> ' ? '>' : rest);
  }
  return out.join('\n');
}

function htmlBody(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
}

function headerBlock(turn: Turn, labels: [string, string, string, string]): string {
  const [from, sent, to, subject] = labels;
  return [
    `${from} ${SENDER}`,
    `${sent} ${DATE}`,
    `${to} ${turn.name} <${turn.from}>`,
    `${subject} ${turn.mail.subject}`,
  ].join('\n');
}

// The HTML parts of the shapes above, for clients that send no text part.
const SHAPES_HTML_ONLY = {
  outlookDesktop: (turn: Turn, command: string) =>
    SHAPES['Outlook desktop']?.(turn, command).html ?? '',
  gmail: (turn: Turn, command: string) => SHAPES['Gmail web']?.(turn, command).html ?? '',
  apple: (turn: Turn, command: string) =>
    (SHAPES['Apple Mail, macOS']?.(turn, command).html ?? '').replace(
      `<div>${command}</div>`,
      `<div>${command}<br><br>Sent from my iPad</div>`,
    ),
};

/** Every client shape, by name: the command above (or below) the history it quotes. */
export const SHAPES: Record<string, (turn: Turn, command: string) => Shape> = {
  'Gmail web': ({ mail }, command) => ({
    text: `${command}\n\nOn Mon, 30 Nov 2026 at 13:29, Wordmail <\nturns@play.localhost> wrote:\n\n${quoted(mail.text)}`,
    html: `<div dir="ltr">${command}</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, 30 Nov 2026 at 13:29, Wordmail &lt;turns@play.localhost&gt; wrote:<br></div><blockquote class="gmail_quote" style="margin:0 0 0 .8ex;border-left:1px #ccc solid;padding-left:1ex">${htmlBody(mail.html)}</blockquote></div>`,
  }),
  'Gmail web, quoted tails unquoted': ({ mail }, command) => ({
    text: `${command}\n\nOn Mon, 30 Nov 2026 at 13:29, Wordmail <turns@play.localhost> wrote:\n\n${quotedLosingTails(mail.text)}`,
  }),
  'Gmail web, bottom-posted': ({ mail }, command) => ({
    text: `On Mon, 30 Nov 2026 at 13:29, Wordmail <turns@play.localhost> wrote:\n\n${quoted(mail.text)}\n\n${command}`,
  }),
  'Gmail for Android': ({ mail }, command) => ({
    text: `${command}\n\nOn Mon, 30 Nov 2026, 13:29 Wordmail, <turns@play.localhost> wrote:\n\n${quoted(mail.text)}`,
  }),
  'Outlook desktop': (turn, command) => ({
    text: `${command}\n\n-----Original Message-----\n${headerBlock(turn, ['From:', 'Sent:', 'To:', 'Subject:'])}\n\n${turn.mail.text}`,
    html: `<div class="WordSection1"><p class="MsoNormal">${command}<o:p></o:p></p><p class="MsoNormal"><o:p>&nbsp;</o:p></p><div><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class="MsoNormal"><b>From:</b> Wordmail &lt;turns@play.localhost&gt;<br><b>Sent:</b> Monday, 30 November 2026 13:29<br><b>To:</b> ${turn.name}<br><b>Subject:</b> ${turn.mail.subject}</p></div></div>${htmlBody(turn.mail.html)}</div>`,
  }),
  'Outlook desktop, HTML only': (turn, command) => ({
    html: SHAPES_HTML_ONLY.outlookDesktop(turn, command),
  }),
  'Gmail, HTML only': (turn, command) => ({ html: SHAPES_HTML_ONLY.gmail(turn, command) }),
  'Apple Mail on iPad, HTML only': (turn, command) => ({
    html: SHAPES_HTML_ONLY.apple(turn, command),
  }),
  'Outlook web': (turn, command) => ({
    html: `<div dir="ltr">${command}</div><div id="appendonsend"></div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr"><b>From:</b> Wordmail<br><b>Sent:</b> Monday, 30 November 2026 13:29<br><b>To:</b> ${turn.name}</div>${htmlBody(turn.mail.html)}`,
  }),
  'Outlook for Android': (turn, command) => ({
    text: `${command}\n\nGet Outlook for Android<https://aka.ms/AAb9ysg>\n________________________________\n${headerBlock(turn, ['From:', 'Sent:', 'To:', 'Subject:'])}\n\n${turn.mail.text}`,
  }),
  'Outlook for Android, German, history unquoted': ({ mail }, command) => ({
    text: `${command}\n\nGesendet von Outlook für Android\n\n${mail.text}`,
  }),
  'Outlook, Danish': (turn, command) => ({
    text: `${command}\n\n-----Oprindelig meddelelse-----\n${headerBlock(turn, ['Fra:', 'Sendt:', 'Til:', 'Emne:'])}\n\n${turn.mail.text}`,
  }),
  'Apple Mail, macOS': ({ mail }, command) => ({
    text: `${command}\n\n> On 30 Nov 2026, at 13:29, Wordmail <turns@play.localhost> wrote:\n>\n${quoted(mail.text)}`,
    html: `<html><body><div>${command}</div><div><br><blockquote type="cite"><div>On 30 Nov 2026, at 13:29, Wordmail &lt;turns@play.localhost&gt; wrote:</div><br>${htmlBody(mail.html)}</blockquote></div></body></html>`,
  }),
  'Apple Mail, Dutch': ({ mail }, command) => ({
    text: `${command}\n\nOp 30 nov. 2026, om 13:29 heeft Wordmail <turns@play.localhost> het volgende geschreven:\n\n${quoted(mail.text)}`,
  }),
  'iPhone Mail': ({ mail }, command) => ({
    text: `${command}\n\nSent from my iPhone\n\n> On 30 Nov 2026, at 13:29, Wordmail <turns@play.localhost> wrote:\n>\n${quoted(mail.text)}`,
  }),
  'Thunderbird, flowed, bottom-posted': ({ mail }, command) => ({
    text: `On 30/11/2026 13:29, Wordmail wrote:\n${flowedQuote(mail.text)}\n${command}`,
    textParams: 'format=flowed',
  }),
  'Thunderbird, flowed, top-posted with a trailing space': ({ mail }, command) => ({
    text: `${command} \n\nOn 30/11/2026 13:29, Wordmail wrote:\n${flowedQuote(mail.text)}`,
    textParams: 'format=flowed',
  }),
  Yahoo: ({ mail }, command) => ({
    text: `${command}\n\n   On Monday, 30 November 2026, 13:29:05 CET, Wordmail <turns@play.localhost> wrote:  \n\n${mail.text}`,
    html: `<div class="ydp1"><div>${command}</div></div><div id="yahoo_quoted_1" class="yahoo_quoted"><div>On Monday, 30 November 2026, 13:29:05 CET, Wordmail &lt;turns@play.localhost&gt; wrote:</div>${htmlBody(mail.html)}</div>`,
  }),
  Zoho: ({ mail }, command) => ({
    text: `${command}\n\n---- On Mon, 30 Nov 2026 13:29:05 +0100 Wordmail <turns@play.localhost> wrote ----\n\n${mail.text}`,
  }),
  'Proton Mail': ({ mail }, command) => ({
    text: `${command}\n\nSent with Proton Mail secure email.\n\nOn Monday, November 30th, 2026 at 13:29, Wordmail <turns@play.localhost> wrote:\n\n${quoted(mail.text)}`,
    html: `<div>${command}</div><div class="protonmail_signature_block">Sent with Proton Mail</div><div class="protonmail_quote">On Monday, November 30th, 2026 at 13:29, Wordmail wrote:<blockquote class="protonmail_quote">${htmlBody(mail.html)}</blockquote></div>`,
  }),
  Fastmail: ({ mail }, command) => ({
    text: `${command}\n\nOn Mon, 30 Nov 2026, at 13:29, Wordmail wrote:\n${quoted(mail.text)}`,
  }),
  'an attribution without a colon': ({ mail }, command) => ({
    text: `${command}\n\nOn Mon, 30 Nov 2026 at 13:29, Wordmail <turns@play.localhost> wrote\n\n${mail.text}`,
  }),
  'French webmail': (turn, command) => ({
    text: `${command}\n\n> Message du 30/11/26 13:29\n> De : Wordmail <turns@play.localhost>\n> A : ${turn.from}\n> Copie à :\n> Objet : ${turn.mail.subject}\n>\n${quoted(turn.mail.text)}`,
  }),
};

/** The attribution line of every language we have a tile set for (and a few more). */
export const ATTRIBUTIONS: Record<string, string> = {
  English: 'On Mon, 30 Nov 2026 at 13:29, Wordmail <turns@play.localhost> wrote:',
  Dutch: 'Op ma 30 nov 2026 om 13:29 schreef Wordmail <turns@play.localhost>:',
  Spanish: 'El lun, 30 nov 2026 a las 13:29, Wordmail (<turns@play.localhost>) escribió:',
  French: 'Le lun. 30 nov. 2026 à 13:29, Wordmail <turns@play.localhost> a écrit :',
  Italian: 'Il giorno lun 30 nov 2026 alle ore 13:29 Wordmail <turns@play.localhost> ha scritto:',
  German: 'Am Mo., 30. Nov. 2026 um 13:29 Uhr schrieb Wordmail <turns@play.localhost>:',
  Portuguese: 'Em seg., 30 de nov. de 2026 às 13:29, Wordmail <turns@play.localhost> escreveu:',
  Estonian: 'E, 30. nov 2026 kell 13:29 Wordmail <turns@play.localhost> kirjutas:',
  Danish: 'man. 30. nov. 2026 kl. 13.29 skrev Wordmail <turns@play.localhost>:',
  Swedish: 'mån 30 nov. 2026 kl. 13:29 skrev Wordmail <turns@play.localhost>:',
  Norwegian: 'man. 30. nov. 2026 kl. 13:29 skrev Wordmail <turns@play.localhost>:',
  Polish: 'pon., 30 lis 2026 o 13:29 Wordmail <turns@play.localhost> napisał(a):',
};

/** A whole RFC 5322 reply to the turn email, with the shape's parts. */
export function replyMessage(turn: Turn, shape: Shape): string {
  const messageId = turn.mail.headers['Message-ID'] ?? '';
  const head = [
    `From: ${turn.name} <${turn.from}>`,
    `To: ${turn.mail.replyTo}`,
    `Subject: Re: ${turn.mail.subject}`,
    `Date: ${DATE}`,
    `Message-ID: <reply-${crypto.randomUUID()}@client.example>`,
    `In-Reply-To: ${messageId}`,
    `References: ${messageId}`,
    'MIME-Version: 1.0',
  ];
  const textPart = (text: string) => [
    `Content-Type: text/plain; charset=UTF-8${shape.textParams ? `; ${shape.textParams}` : ''}`,
    'Content-Transfer-Encoding: 8bit',
    '',
    text,
  ];
  const htmlPart = (html: string) => [
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    html,
  ];
  let body: string[];
  if (shape.text !== undefined && shape.html !== undefined) {
    const boundary = 'b1_client_shape';
    body = [
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      ...textPart(shape.text),
      `--${boundary}`,
      ...htmlPart(shape.html),
      `--${boundary}--`,
    ];
  } else if (shape.html !== undefined) body = htmlPart(shape.html);
  else body = textPart(shape.text ?? '');
  return `${[...head, ...body].join('\r\n').replace(/\r?\n/g, '\r\n')}\r\n`;
}
