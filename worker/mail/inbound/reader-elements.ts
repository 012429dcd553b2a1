// How the reply reader reads HTML elements as text, in one place for its two ways of reading:
// html-to-text with these options (html-to-text.ts) for any HTML, and one pass over our own
// markup (our-markup-text.ts), which must give the same text.

/** The attribute that keeps an element out of the text: React Email's preview line carries it. */
export const SKIP_IN_TEXT = 'data-skip-in-text';

/**
 * A tag's attributes as React writes them, as a pattern: every value double-quoted, with "<" and
 * ">" escaped in it, so the tag ends at the first ">" after them. Markup written otherwise (a
 * single quote, an unquoted value, a ">" inside quotes) does not match, and each reader leaves it
 * to the parser (our-markup-text.ts, sent-html.ts).
 */
export const REACT_ATTRIBUTES = String.raw`(?:\s+[^\s"'<>/=]+(?:="[^"<>]*")?)*\s*`;

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
