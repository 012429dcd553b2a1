// An email's HTML part as the reply reader takes it (own-words.ts). Reading a turn email's 40 KB of
// HTML as text is most of the cost of reading a reply, and most replies need none of it: the
// player's lines are checked against our emails, and a line can only be one of the HTML's lines if
// every word of it is in the HTML. So the HTML is read as text only where a line the reader may
// still take for the player's has all its words in the HTML's body, its tags dropped, which a
// cheap pass over React's markup finds.
import { sentHtmlText } from './html-to-text';
import { REACT_ATTRIBUTES, SKIP_IN_TEXT } from './reader-elements';

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

// Elements whose content the parser reads as raw text, which the reader formats in its own way.
const RAW_TEXT =
  'iframe|noembed|noframes|noscript|plaintext|script|style|template|textarea|title|xmp';
// A tag as React writes it: a lowercase name and React's attributes. A raw-text element's tag is
// not one: it stays in the text, whose "<" then makes the pass unsure (one pass over the markup
// for both, where a search for raw-text tags was a second one, as long).
const REACT_TAG = new RegExp(
  String.raw`<\/?(?!(?:${RAW_TEXT})[\s/>])[a-z][a-z0-9-]*${REACT_ATTRIBUTES}\/?>`,
  'g',
);
const REACT_BODY = new RegExp(`<body${REACT_ATTRIBUTES}>`);
const COMMENT = /<!--[\s\S]*?-->/g;
// Comments the parser ends otherwise than at the next "-->".
const ABRUPT_COMMENT = /<!--->|<!-->|--!>/;
const END_OF_BODY = /<\/body\s*>/i;
// The entities React writes, and numeric ones (React Email's preview pads itself with a hair
// space, &#8202;). Named ones match as the parser matches them, case and all.
const ENTITY = /&(?:#[xX]([0-9a-fA-F]+)|#([0-9]+)|(amp|lt|gt|quot|nbsp));/g;
const NAMED: Readonly<Record<string, string>> = Object.freeze({
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: '\u00a0',
});
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;
// Letters NFKC composes with what stands before them: a syllable and a jamo make one syllable.
const HANGUL_JAMO = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\ud7b0-\ud7ff]/u;

/**
 * Whether a character outside ASCII reads the same in any line of the text as here, where the
 * lines' characters stand joined: a letter or digit that NFKC leaves as it is and nothing can
 * compose with (no mark, no jamo, which could join it to its neighbour across a line break), and
 * that lowercases alone as it does among others (not Σ, which is ς at a word's end); or a
 * character that is no letter, digit or mark under NFKC either, which only ever splits words.
 */
function readsAlike(character: string): boolean {
  if (MARK.test(character) || HANGUL_JAMO.test(character) || character === 'Σ') return false;
  const normal = character.normalize('NFKC');
  if (LETTER_OR_DIGIT.test(character)) return normal === character;
  return !LETTER_OR_DIGIT.test(normal) && !MARK.test(normal);
}

/** Each code point of `text` outside ASCII, once (most of ours are the preview's padding). */
function codesOutsideAscii(text: string): Set<number> {
  const codes = new Set<number>();
  for (let at = 0; at < text.length; at++) {
    if (text.charCodeAt(at) < 0x80) continue;
    const code = text.codePointAt(at)!;
    codes.add(code);
    if (code > 0xffff) at++;
  }
  return codes;
}

/** A numeric entity's character, or null where the parser reads it otherwise (NUL, C1, surrogates). */
function characterOf(hex: string | undefined, decimal: string | undefined): string | null {
  const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
  if (code === 0 || (code >= 0x80 && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff))
    return null;
  return code > 0x10ffff ? null : String.fromCodePoint(code);
}

/**
 * The markup of the HTML's body, the one the reader reads, or null where the parser might see
 * another: no body written as React writes it, a comment or another body before it, or another
 * body in it or after it.
 */
function bodyOf(html: string): string | null {
  const body = REACT_BODY.exec(html);
  if (!body) return null;
  const before = html.slice(0, body.index);
  if (before.includes('<!--') || /<body/i.test(before)) return null;
  const rest = html.slice(body.index + body[0].length);
  if (ABRUPT_COMMENT.test(rest)) return null;
  const markup = rest.replace(COMMENT, '');
  if (/<body/i.test(markup)) return null;
  const end = markup.search(END_OF_BODY);
  return end < 0 ? markup : markup.slice(0, end);
}

/**
 * The body's characters as one lowercase string, tags and comments dropped and entities read, so
 * that every word of the HTML read as text is a substring of it: the reader only puts line breaks
 * and spaces between these characters, which split words and never join them (reader-elements.ts:
 * no list numbers, no link targets, no image names). The preview the reader skips stays in: it
 * comes before all of the body's text, so what it adds is a prefix, which hides no word.
 *
 * This is a pass over markup as React writes it, not a parser: wherever the markup is written
 * otherwise the parser could read it differently, and it answers null (the HTML is then read):
 * a tag or a "<" it does not know, a raw-text element (a <textarea>), a skipped element anywhere
 * but first in the body, an entity it does not know (which could be a letter), a NUL or U+FFFD
 * (which the reader drops, joining what was around it), or a character outside ASCII that NFKC or
 * lowercasing could read otherwise in a line than here (readsAlike).
 */
function lettersOf(html: string): string | null {
  const body = bodyOf(html);
  if (body === null) return null;
  const skip = body.indexOf(SKIP_IN_TEXT);
  if (skip >= 0 && (!body.startsWith('<div ') || body.indexOf('>') < skip)) return null;
  if (skip >= 0 && body.includes(SKIP_IN_TEXT, skip + 1)) return null;
  const text = body.replace(REACT_TAG, '');
  if (text.includes('<')) return null;
  let unsure = false;
  const letters = text.replace(ENTITY, (_, hex?: string, decimal?: string, name?: string) => {
    const character = name !== undefined ? NAMED[name]! : characterOf(hex, decimal);
    if (character === null) unsure = true;
    return character ?? '';
  });
  if (unsure || letters.includes('&') || letters.includes('\u0000') || letters.includes('\ufffd'))
    return null;
  for (const code of codesOutsideAscii(letters))
    if (!readsAlike(String.fromCodePoint(code))) return null;
  return letters.toLowerCase();
}

/**
 * HTML not yet read as text: read the first time it is asked for, and handed to `keep`. The
 * letters are found the first time mayHold is asked. `html`: the HTML, or how to get it (from
 * storage), asked for only when mayHold or text first needs it: most replies need no email's HTML
 * but the one they answer (sent-mail.ts).
 */
export function unreadHtml(html: string | (() => string), keep: (text: string) => void): SentHtml {
  let markup: string | undefined;
  const source = () => (markup ??= typeof html === 'string' ? html : html());
  let letters: string | null | undefined;
  let text: string | undefined;
  return {
    mayHold(words) {
      if (text !== undefined) return true;
      if (letters === undefined) letters = lettersOf(source());
      const known = letters;
      return known === null || words.every((word) => known.includes(word));
    },
    text() {
      if (text === undefined) {
        text = sentHtmlText(source());
        keep(text);
      }
      return text;
    },
  };
}
