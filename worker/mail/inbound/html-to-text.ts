// Renders an HTML-only reply as plain text, leaving out the quote and signature containers that
// Gmail, Outlook, Apple Mail, Thunderbird, Yahoo and Proton Mail wrap around history.
import { decodeEntities } from './html-entities';

// Elements whose content is never the player's new text.
const SKIPPED_TAGS = new Set(['head', 'style', 'script', 'title', 'blockquote', 'template']);
const SKIPPED_CLASSES = [
  'gmail_quote',
  'gmail_attr',
  'gmail_signature',
  'yahoo_quoted',
  'protonmail_quote',
  'protonmail_signature_block',
  'moz-cite-prefix',
  'moz-signature',
  'AppleOriginalContents',
];
const SKIPPED_IDS = /^(x_)*(signature|Signature|OLK_SRC_BODY_SECTION|ms-outlook-mobile-signature)$/;
// Outlook (desktop, web, new Outlook) and Zimbra do not nest history: it follows these markers
// as siblings, so everything after the first marker is history.
const HISTORY_MARKER_IDS =
  /^(x_)*(appendonsend|divRplyFwdMsg|mail-editor-reference-message-container|zwchr)$/;

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'dd',
  'div',
  'dl',
  'dt',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'tr',
  'ul',
]);
// Where a block starts or ends; adjacent edges make one line break, as a browser shows them.
// A private-use character, removed from the mail's own text so it cannot fake an edge.
const BLOCK_EDGE = '\ue000';
// Runs of spaces are collapsed first, so this never rescans a long run of blanks.
const BLOCK_EDGES = / ?\ue000(?: ?\ue000)* ?/g;
const VOID_TAGS = new Set([
  'br',
  'hr',
  'img',
  'meta',
  'link',
  'input',
  'area',
  'base',
  'col',
  'wbr',
]);

function isSkipped(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.tagName)) return true;
  if (element.getAttribute('data-smartmail') === 'gmail_signature') return true;
  const id = element.getAttribute('id');
  if (id && SKIPPED_IDS.test(id)) return true;
  const classes = (element.getAttribute('class') ?? '').split(/\s+/);
  return classes.some((name) => SKIPPED_CLASSES.includes(name.replace(/^x_/, '')));
}

function keepsLineBreaks(element: Element): boolean {
  if (element.tagName === 'pre') return true;
  return /white-space\s*:\s*pre/i.test(element.getAttribute('style') ?? '');
}

function onEnd(element: Element, handler: () => void): boolean {
  if (VOID_TAGS.has(element.tagName)) return false;
  try {
    element.onEndTag(handler);
    return true;
  } catch {
    return false; // self-closing syntax: no end tag will come
  }
}

/** Plain text of the new part of an HTML body; lines trimmed, runs of blank lines collapsed. */
export async function htmlToText(html: string): Promise<string> {
  const parts: string[] = [];
  let skipDepth = 0;
  let stopped = false;
  // Inside <pre> or a white-space: pre(-wrap) block, line breaks in the text are real.
  let preDepth = 0;
  const rewriter = new HTMLRewriter()
    .on('*', {
      element(element) {
        if (stopped) return;
        const id = element.getAttribute('id');
        if (id && HISTORY_MARKER_IDS.test(id)) {
          stopped = true;
          return;
        }
        if (isSkipped(element)) {
          if (onEnd(element, () => void skipDepth--)) skipDepth++;
          return;
        }
        if (skipDepth > 0) return;
        if (element.tagName === 'br') parts.push('\n');
        const pre = keepsLineBreaks(element);
        const block = BLOCK_TAGS.has(element.tagName);
        if (!pre && !block) return;
        if (block) parts.push(BLOCK_EDGE);
        // One end-tag handler per element: a second registration replaces the first.
        const ended = onEnd(element, () => {
          if (pre) preDepth--;
          if (block) parts.push(BLOCK_EDGE);
        });
        if (pre && ended) preDepth++;
      },
    })
    .onDocument({
      text(chunk) {
        if (stopped || skipDepth > 0) return;
        const text =
          preDepth > 0 ? chunk.text.replace(/\r\n?/g, '\n') : chunk.text.replace(/\s+/g, ' ');
        parts.push(text.replaceAll(BLOCK_EDGE, ''));
      },
    });
  await rewriter.transform(new Response(html)).arrayBuffer();
  return decodeEntities(
    parts
      .join('')
      .replace(/[ \t]+/g, ' ')
      .replace(BLOCK_EDGES, '\n'),
  )
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
