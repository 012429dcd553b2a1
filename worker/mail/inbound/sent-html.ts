// An email's HTML part as the reply reader takes it (own-words.ts). Reading a turn email's 40 KB of
// HTML as text is most of the cost of reading a reply, and most replies need none of it: the
// player's lines are checked against our emails, and a line can only be one of the HTML's lines if
// every word of it is in the HTML. So the HTML is read as text only where a line the reader may
// still take for the player's has all its words in the HTML's text, which one pass of the parser
// finds without building a document or laying out any text.
import { Parser } from 'htmlparser2';
import { sentHtmlText } from './html-to-text';
import { SKIP_IN_TEXT, withoutAttributes } from './reader-elements';

export interface SentHtml {
  /** False only where the HTML read as text cannot hold every one of `words` (wordsOf's). */
  mayHold(words: readonly string[]): boolean;
  /** The HTML read as text (sentHtmlText). */
  text(): string;
}

/** HTML whose text is known already: kept from an earlier reply. */
export function knownHtml(text: string): SentHtml {
  return { mayHold: () => true, text: () => text };
}

// Elements whose content the parser reads as raw text, which html-to-text formats in its own way.
const RAW_TEXT: ReadonlySet<string> = new Set([
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'style',
  'template',
  'textarea',
  'title',
  'xmp',
]);
const NOT_ASCII = /[^\p{ASCII}]/gu;
const LETTER_OR_MARK = /[\p{L}\p{N}\p{M}]/u;

/**
 * The text of the HTML's body as one lowercase string, parsed as the reader parses it (htmlparser2,
 * entities decoded) and without the elements the reader skips, so that every word of the HTML
 * read as text is a substring of it: the reader only puts line breaks and spaces between these
 * characters, which split words and never join them (reader-elements.ts: no list numbers, no link
 * targets, no image names). Null where that is not sure: no body (the reader then reads all of
 * it) or more than one, a raw-text element in the body, a NUL or U+FFFD (which the reader drops, joining what was
 * around it), or a character outside ASCII that is or becomes a letter, a digit or a mark (NFKC
 * could join or change it).
 */
function lettersOf(html: string): string | null {
  const pieces: string[] = [];
  let depth = 0;
  let bodies = 0;
  let sawBody = false;
  let skippedFrom = 0;
  let unsure = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      depth += 1;
      if (name === 'body') {
        // The reader reads every body, wherever it stands: one is all ours have.
        if (sawBody) unsure = true;
        bodies += 1;
        sawBody = true;
      }
      if (bodies > 0 && RAW_TEXT.has(name)) unsure = true;
      if (skippedFrom === 0 && SKIP_IN_TEXT in attributes) skippedFrom = depth;
    },
    onclosetag(name) {
      if (depth === skippedFrom) skippedFrom = 0;
      depth -= 1;
      if (name === 'body') bodies -= 1;
    },
    ontext(text) {
      if (bodies > 0 && skippedFrom === 0) pieces.push(text);
    },
  });
  parser.end(withoutAttributes(html));
  const letters = pieces.join('');
  if (!sawBody || unsure || letters.includes('\u0000') || letters.includes('\ufffd')) return null;
  for (const character of new Set(letters.match(NOT_ASCII)))
    if (LETTER_OR_MARK.test(character) || LETTER_OR_MARK.test(character.normalize('NFKC')))
      return null;
  return letters.toLowerCase();
}

/**
 * HTML not yet read as text: read the first time it is asked for, and handed to `keep`. The
 * letters are found the first time mayHold is asked.
 */
export function unreadHtml(html: string, keep: (text: string) => void): SentHtml {
  let letters: string | null | undefined;
  let text: string | undefined;
  return {
    mayHold(words) {
      if (text !== undefined) return true;
      if (letters === undefined) letters = lettersOf(html);
      const known = letters;
      return known === null || words.every((word) => known.includes(word));
    },
    text() {
      if (text === undefined) {
        text = sentHtmlText(html);
        keep(text);
      }
      return text;
    },
  };
}
