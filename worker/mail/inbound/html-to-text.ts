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
const SKIPPED_IDS = /^(x_)*(signature|Signature|OLK_SRC_BODY_SECTION)$/;
// Outlook (desktop, web, new Outlook) does not nest history: it follows these markers as
// siblings, so everything after the first marker is history.
const HISTORY_MARKER_IDS =
  /^(x_)*(appendonsend|divRplyFwdMsg|mail-editor-reference-message-container)$/;

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
        if (!BLOCK_TAGS.has(element.tagName)) return;
        parts.push(BLOCK_EDGE);
        onEnd(element, () => void parts.push(BLOCK_EDGE));
      },
    })
    .onDocument({
      text(chunk) {
        if (!stopped && skipDepth === 0)
          parts.push(chunk.text.replace(/\s+/g, ' ').replaceAll(BLOCK_EDGE, ''));
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
