// The line at the top of every email we send, above which a reply is the player's own: whatever a
// mail client does to the history below it, the reader cuts there (see inbound/sent-lines.ts).
import { theme } from '../../emails/theme';
import type { OutgoingMessage } from './message';

export const REPLY_MARKER = '##- Reply above this line -##';

// Found in a line of its own, quoted or not, whatever the client did to the hashes and dashes.
const MARKER_LINE = /^[\s>#*_\-–—|]*reply above this line[\s#*_\-–—|.]*$/i;

// React Email's hidden preview text opens the body; the marker goes after it, so inbox previews
// keep showing the preview and not the marker.
const PREVIEW = /<div[^>]*data-skip-in-text="true"[^>]*>(?:[^<]|<div>[^<]*<\/div>)*<\/div>/;
const BODY_OPEN = /<body[^>]*>/i;

// The theme's muted grey: readable on the light card (6:1), and the emails' dark scheme, which
// matches that colour, lightens it there.
const MARKER_HTML =
  `<div data-reply-marker="true" style="font-size:11px;line-height:16px;color:${theme.muted};text-align:center;margin:0 0 6px">` +
  `${REPLY_MARKER}</div>`;

export function isReplyMarker(line: string): boolean {
  return line.length <= 120 && MARKER_LINE.test(line);
}

/** The HTML as it is sent: the marker at the top of its body, after the preview. */
export function markHtml(html: string): string {
  if (html.includes('data-reply-marker=')) return html;
  const body = BODY_OPEN.exec(html);
  if (!body) return MARKER_HTML + html;
  const from = body.index + body[0].length;
  const preview = PREVIEW.exec(html.slice(from));
  const at = preview && preview.index === 0 ? from + preview[0].length : from;
  return html.slice(0, at) + MARKER_HTML + html.slice(at);
}

/** The message as it is sent: the marker first in the text part and at the top of the HTML. */
export function markForReply(message: OutgoingMessage): OutgoingMessage {
  const text =
    message.text.split('\n', 1)[0] === REPLY_MARKER
      ? message.text
      : `${REPLY_MARKER}\n\n${message.text}`;
  return { ...message, text, html: markHtml(message.html) };
}
