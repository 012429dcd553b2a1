// The HTML of an email we sent, read as text the way html-to-text reads it with the reply
// reader's options (html-to-text.ts), in one pass of htmlparser2's tokenizer and no document
// tree: a turn email's 40 KB is some 300 elements, and building, matching and walking a tree of
// them was most of the time the game room spends reading a reply against the email it answers.
//
// Our markup is React's: it uses a handful of elements, and every one of them reads as a block of
// its own (a table cell is a line), as inline text, or not at all. This follows html-to-text's
// block builder for exactly those: where a block's text joins its parent's, and how many line
// breaks come between, including the blank line an empty block leaves. Anything else html-to-text
// formats in its own way (a <br>, a <pre>, a quote) makes this give up (null), and the caller
// reads the email with html-to-text itself. The two agree line for line on every template and on
// what real games send (test/worker/inbound/sent-html-text), and on any nesting of these elements
// with any text in them (our-markup-text.test.ts, a property against htmlToText).
import { Parser } from 'htmlparser2';
import { HR_RULE, ONE_LINE_BLOCKS, REACT_ATTRIBUTES, SKIP_IN_TEXT } from './reader-elements';

// The blocks: html-to-text's own and those the reader's options make (reader-elements.ts), all
// one line break before and after.
const BLOCKS: ReadonlySet<string> = new Set([
  'article',
  'aside',
  'div',
  'footer',
  'form',
  'header',
  'main',
  'nav',
  'section',
  ...ONE_LINE_BLOCKS,
]);
// Elements html-to-text formats in its own way, which this does not follow.
const OWN_FORMAT: ReadonlySet<string> = new Set(['br', 'pre', 'blockquote', 'wbr', 'textarea']);
// Whose text a document tree keeps apart from text nodes, and html-to-text never reads.
const RAW_TEXT: ReadonlySet<string> = new Set(['style', 'script']);
// What html-to-text counts as white space between words (not the no-break space).
const SPACE = ' \\t\\r\\n\\f\\u200b';
const WORD = new RegExp(`[^${SPACE}]+`, 'g');
const LEADING_SPACE = new RegExp(`^[${SPACE}]`);
const TRAILING_SPACE = new RegExp(`[${SPACE}]$`);
const HAS_WORD = new RegExp(`[^${SPACE}]`);
// A start tag with attributes as React writes them. Not one whose attributes hide it from the text
// (the preview line), and not a tag written otherwise: the tokenizer reads those whole.
const ATTRIBUTES = new RegExp(
  `<([a-zA-Z][a-zA-Z0-9-]*)(?![^>]*\\b${SKIP_IN_TEXT}\\b)${REACT_ATTRIBUTES}(\\/?)>`,
  'g',
);
/** One open block: html-to-text's block stack item with its inline text builder, unwrapped. */
interface Block {
  /** The text of the blocks inside it, joined. */
  raw: string;
  /** Finished lines of inline text since the last block inside it, and the line being built. */
  lines: string[];
  words: string[];
  /** A space is owed before the next word. */
  space: boolean;
  /** Line breaks owed before whatever comes next. */
  stashed: number;
  leading: number;
}

/** A block just opened: every one of ours starts one line break away. */
function block(): Block {
  return { raw: '', lines: [], words: [], space: false, stashed: 0, leading: 1 };
}

function textOf(b: Block): string {
  if (b.lines.length === 0 && b.words.length === 0) return b.raw;
  return `${b.raw}${b.lines.length > 0 ? `${b.lines.join('\n')}\n` : ''}${b.words.join(' ')}`;
}

function newLines(b: Block, n: number): void {
  b.lines.push(b.words.join(' '));
  for (let i = 1; i < n; i++) b.lines.push('');
  b.words = [];
}

function addInline(b: Block, text: string): void {
  if (text === '' || (b.stashed > 0 && !HAS_WORD.test(text))) return;
  if (b.stashed > 0) newLines(b, b.stashed);
  const owed = b.space;
  let first = true;
  for (const [word] of text.matchAll(WORD)) {
    if (first && !owed && !LEADING_SPACE.test(text)) {
      b.words.push((b.words.pop() ?? '') + word);
    } else b.words.push(word);
    first = false;
  }
  b.space = (owed && first) || TRAILING_SPACE.test(text);
  b.stashed = 0;
}

/** A closed block's text joins its parent's (html-to-text's addText). */
function addBlock(parent: Block, text: string, leading: number, trailing: number): void {
  const before = textOf(parent);
  const breaks = Math.max(parent.stashed, leading);
  parent.lines = [];
  parent.words = [];
  if (before !== '') parent.raw = `${before}${'\n'.repeat(breaks)}${text}`;
  else {
    parent.raw = text;
    parent.leading = breaks;
  }
  parent.stashed = trailing;
}

/**
 * The text of our HTML's <body> as html-to-text gives it before the reader tidies it, or null
 * when the markup holds an element this does not read as html-to-text would.
 */
export function ourMarkupText(html: string): string | null {
  const stack: Block[] = [block()];
  // Tags open inside <body>, each noted as what it is, to close in turn.
  const open: ('block' | 'inline' | 'skip')[] = [];
  let inBody = false;
  let sawBody = false;
  let skipping = 0; // depth inside a skipped element (the hidden preview line, an image)
  let raw = false; // inside <style> or <script>
  let pending = ''; // adjacent text, joined as one text node of the tree
  let unread = false;
  const flush = () => {
    if (pending === '') return;
    addInline(stack.at(-1)!, pending);
    pending = '';
  };
  const close = (b: Block) => {
    stack.pop();
    addBlock(stack.at(-1)!, textOf(b), b.leading, Math.max(b.stashed, 1));
  };
  const parser = new Parser({
    onopentag(name, attributes) {
      if (!inBody) {
        if (name === 'body') inBody = sawBody = true;
        return;
      }
      flush();
      if (skipping > 0 || SKIP_IN_TEXT in attributes || name === 'img') {
        skipping += 1;
        open.push('skip');
      } else if (OWN_FORMAT.has(name)) {
        unread = true;
        open.push('skip');
        skipping += 1;
      } else if (name === 'hr') {
        const rule = block();
        rule.words.push(HR_RULE);
        stack.push(rule);
        open.push('block');
      } else if (BLOCKS.has(name)) {
        stack.push(block());
        open.push('block');
      } else {
        if (RAW_TEXT.has(name)) raw = true;
        open.push('inline');
      }
    },
    // A comment parts two text nodes of the tree.
    oncomment: () => flush(),
    ontext(text) {
      if (inBody && skipping === 0 && !raw) pending += text;
    },
    onclosetag(name) {
      if (!inBody) return;
      flush();
      if (open.length === 0) {
        if (name === 'body') inBody = false;
        return;
      }
      const kind = open.pop();
      if (kind === 'skip') skipping -= 1;
      else if (kind === 'block') close(stack.at(-1)!);
      if (RAW_TEXT.has(name)) raw = false;
    },
  });
  // Attributes say nothing to the text but the one that hides an element, and they are most of the
  // bytes of our markup (every style is inline): the tokenizer reads a quarter as much without.
  parser.end(html.replace(ATTRIBUTES, '<$1$2>'));
  flush();
  // No <body>: html-to-text would read the whole document.
  if (unread || !sawBody || stack.length !== 1) return null;
  return textOf(stack[0]!);
}
