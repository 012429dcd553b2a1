// How the reply reader reads HTML elements as text, in one place for its two ways of reading:
// html-to-text with these options (html-to-text.ts) for any HTML, and one pass over our own
// markup (our-markup-text.ts), which must give the same text.

/** The attribute that keeps an element out of the text: React Email's preview line carries it. */
export const SKIP_IN_TEXT = 'data-skip-in-text';

// A start tag with attributes as React writes them: every value double-quoted and escaped, ">"
// included. Not one whose attributes hide it from the text (the preview line), and not a tag
// written otherwise (a single quote, an unquoted value, a ">" inside quotes): the tokenizer reads
// those whole.
const ATTRIBUTES = new RegExp(
  `<([a-zA-Z][a-zA-Z0-9-]*)(?![^>]*\\b${SKIP_IN_TEXT}\\b)(?:\\s+[^\\s"'<>/=]+(?:="[^"<>]*")?)*\\s*(\\/?)>`,
  'g',
);

/**
 * Our markup without its attributes, which say nothing to the text but the one that hides an
 * element, and are most of its bytes (every style is inline): the parser reads a quarter as much.
 */
export function withoutAttributes(html: string): string {
  return html.replace(ATTRIBUTES, '<$1$2>');
}

/**
 * What an <hr> reads as, a line of its own: Outlook's plain-text separator, so a rule above
 * history reads as the line the plain-text reader stops at (strip-quotes' HISTORY_SEPARATOR).
 */
export const HR_RULE = '_'.repeat(32);

/**
 * The elements read as blocks one line break from what is around them, as a browser shows a div
 * (html-to-text's own blocks, div and section among them, are that already). Headings are not
 * upper-cased: a reply's text is its words. Outlook writes every line as a <p class="MsoNormal">.
 * A list's bullet or number before a command would hide it. A table cell is a line.
 */
export const ONE_LINE_BLOCKS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'table',
  'tr',
  'td',
  'th',
] as const;
