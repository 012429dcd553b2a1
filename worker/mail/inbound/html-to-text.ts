// Renders an HTML-only reply as plain text with html-to-text, after html-history.ts has removed
// the quote and signature containers that Gmail, Outlook, Apple Mail, Thunderbird, Yahoo and
// Proton Mail wrap around history. Other blockquotes come out as "> " quoted lines. The HTML of
// an email we sent is rendered the same way, to know its lines in a reply (sentHtmlText).
import { compile, type FormatCallback } from 'html-to-text';
import { DomUtils, parseDocument } from 'htmlparser2';
import { dropHtmlHistory } from './html-history';
import { ourMarkupText } from './our-markup-text';
import { HR_RULE, ONE_LINE_BLOCKS, SKIP_IN_TEXT } from './reader-elements';

const underscoreRule: FormatCallback = (_element, _walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 1 });
  builder.addLiteral(HR_RULE);
  builder.closeBlock({ trailingLineBreaks: 1 });
};

// A block starts and ends one line break away, as a browser shows a div.
const ONE_LINE = { leadingLineBreaks: 1, trailingLineBreaks: 1 };

const render = compile({
  wordwrap: false,
  formatters: { underscoreRule },
  selectors: [
    // React Email's preview line, hidden in the email (a reply's hidden text is already dropped).
    { selector: `[${SKIP_IN_TEXT}]`, format: 'skip' },
    // A reply's text is its words: no link targets, no image names.
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'pre', options: ONE_LINE },
    { selector: 'blockquote', options: ONE_LINE },
    { selector: 'hr', format: 'underscoreRule' },
    ...ONE_LINE_BLOCKS.map((selector) => ({ selector, format: 'block', options: ONE_LINE })),
  ],
});

/** Lines trimmed, runs of blank lines collapsed. */
function tidy(text: string): string {
  return text
    .replace(/\ufffd/g, '') // what the parser makes of invalid character references
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text of the new part of an HTML body; lines trimmed, runs of blank lines collapsed. */
export async function htmlToText(html: string): Promise<string> {
  const document = dropHtmlHistory(parseDocument(html));
  return tidy(render(DomUtils.getOuterHTML(document)));
}

/**
 * The HTML of an email we sent, as htmlToText reads it: ours holds no history and hides nothing
 * but its preview line, so nothing is pruned, and React's few elements are read in one pass of
 * the tokenizer without a document tree (our-markup-text.ts); markup that reads otherwise is read
 * by html-to-text, parsed once (the same text, test/worker/inbound/sent-html-text).
 */
export function sentHtmlText(html: string): string {
  return tidy(ourMarkupText(html) ?? render(html));
}
