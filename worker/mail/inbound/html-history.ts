// The parts of an HTML reply that are never the player's new text, by each client's markup:
// quote and signature containers, and everything after Outlook's and Zimbra's history markers.
import { DomUtils, parseDocument } from 'htmlparser2';

type ReplyDocument = ReturnType<typeof parseDocument>;
type ReplyElement = ReturnType<typeof DomUtils.findAll>[number];
type ReplyNode = ReplyDocument['children'][number];

// html-to-text and the serialiser recurse once per level: deeper than this, a hostile or broken
// body would overflow the stack, and no mail client nests quotes anywhere near it.
const DEEPEST_NESTING = 64;

// Elements whose content is never text: html-to-text would print some of them.
const NOT_TEXT: ReadonlySet<string> = new Set(['head', 'style', 'script', 'title', 'template']);
// Quote and signature containers: Gmail, Yahoo, Proton Mail, Thunderbird, Apple Mail. Other
// blockquotes stay and are rendered as "> " lines, which the plain-text reader skips.
const HISTORY_CLASSES: ReadonlySet<string> = new Set([
  'gmail_quote',
  'gmail_attr',
  'gmail_signature',
  'yahoo_quoted',
  'protonmail_quote',
  'protonmail_signature_block',
  'moz-cite-prefix',
  'moz-signature',
  'AppleOriginalContents',
]);
const HISTORY_IDS = /^(x_)*(signature|Signature|OLK_SRC_BODY_SECTION|ms-outlook-mobile-signature)$/;
// Outlook (desktop, web, new Outlook) and Zimbra do not nest history: it follows these markers
// as siblings, so everything after the first marker is history.
const HISTORY_MARKER_IDS =
  /^(x_)*(appendonsend|divRplyFwdMsg|mail-editor-reference-message-container|zwchr)$/;

function isHistory(element: ReplyElement): boolean {
  if (NOT_TEXT.has(element.name)) return true;
  // Apple Mail and Thunderbird quote with <blockquote type="cite">.
  if (element.name === 'blockquote' && element.attribs.type?.toLowerCase() === 'cite') return true;
  if (element.attribs['data-smartmail'] === 'gmail_signature') return true;
  // Text nobody sees (an email's preview line, hidden tracking blocks) is nobody's words.
  if (/display\s*:\s*none/i.test(element.attribs.style ?? '')) return true;
  const id = element.attribs.id;
  if (id && HISTORY_IDS.test(id)) return true;
  const classes = (element.attribs.class ?? '').split(/\s+/);
  return classes.some((name) => HISTORY_CLASSES.has(name.replace(/^(x_)+/, '')));
}

/** Removes the marker and every node after it in document order. */
function cutFrom(marker: ReplyElement): void {
  let node: ReplyElement['parent'] | ReplyElement = marker;
  while (node && node.type !== 'root') {
    while (node.next) DomUtils.removeElement(node.next);
    node = node.parent;
  }
  DomUtils.removeElement(marker);
}

/** `white-space: pre` keeps line breaks, as <pre> does: html-to-text knows only the tag. */
function keepsLineBreaks(element: ReplyElement): boolean {
  return /white-space\s*:\s*pre/i.test(element.attribs.style ?? '');
}

/** The text and line breaks under `element`, in document order, found without recursion. */
function flatContent(element: ReplyElement): ReplyNode[] {
  const flat: ReplyNode[] = [];
  const pending: ReplyNode[] = [...element.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop() as ReplyNode;
    if (node.type === 'text') flat.push(node);
    else if (DomUtils.isTag(node)) {
      flat.push(...parseDocument('<br>').children);
      pending.push(...[...node.children].reverse());
    }
  }
  return flat;
}

/** Elements nested deeper than DEEPEST_NESTING keep only their text, one level down. */
function flattenDeepNesting(document: ReplyDocument): void {
  const pending: Array<[ReplyNode, number]> = document.children.map((node) => [node, 1]);
  while (pending.length > 0) {
    const [node, depth] = pending.pop() as [ReplyNode, number];
    if (!DomUtils.isTag(node)) continue;
    if (depth < DEEPEST_NESTING) {
      for (const child of node.children) pending.push([child, depth + 1]);
      continue;
    }
    const content = flatContent(node);
    node.children = [];
    for (const child of content) DomUtils.appendChild(node, child);
  }
}

/** The document with the history removed, in place. */
export function dropHtmlHistory(document: ReplyDocument): ReplyDocument {
  flattenDeepNesting(document);
  const marker = DomUtils.findOne(
    (element) => HISTORY_MARKER_IDS.test(element.attribs.id ?? ''),
    document.children,
  );
  if (marker) cutFrom(marker);
  for (const element of DomUtils.findAll(isHistory, document.children)) {
    DomUtils.removeElement(element);
  }
  for (const element of DomUtils.findAll(keepsLineBreaks, document.children)) {
    element.name = 'pre';
  }
  return document;
}
