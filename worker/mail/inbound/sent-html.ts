// An email's HTML part as the reply reader takes it (own-words.ts). Reading a turn email's 40 KB of
// HTML as text is most of the cost of reading a reply, and most replies need none of it: the
// player's lines are checked against our emails, and a line can only be one of the HTML's lines if
// every word of it is in the HTML. So the HTML is read as text only where a line the reader may
// still take for the player's has all its words among the HTML's letters, which a cheap pass
// finds (the tags dropped, nothing else read).
import { sentHtmlText } from './html-to-text';

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

// React writes "<" and ">" in attribute values as entities, so a tag ends at the first ">".
const TAG = /<[^>]*>/g;
// The named entities React writes; none is a letter or a digit.
const REACT_ENTITY = /&(?:amp|lt|gt|quot|nbsp);/g;
// React Email's preview pads itself with numeric ones (a hair space, &#8202;).
const NUMERIC_ENTITY = /&#(?:x([0-9a-f]+)|([0-9]+));/gi;
const NOT_ASCII = /[^\p{ASCII}]/gu;
const LETTER_OR_MARK = /[\p{L}\p{N}\p{M}]/u;

/** A numeric entity's character, or null where the parser reads it otherwise (NUL, C1, surrogates). */
function characterOf(hex: string | undefined, decimal: string | undefined): string | null {
  const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
  if (code === 0 || (code >= 0x80 && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff))
    return null;
  return code > 0x10ffff ? null : String.fromCodePoint(code);
}

/**
 * The HTML's characters as one lowercase string, tags dropped, so that every word of its text is
 * a substring of it: the text only ever puts line breaks and spaces between those characters,
 * which split words and never join them (reader-elements.ts: no list numbers, no link targets, no
 * image names). Null where that is not sure: an entity it does not know (which could be a
 * letter), a NUL or U+FFFD (which the text drops, joining what was around it), or a character
 * outside ASCII that is or becomes a letter, a digit or a mark (NFKC could join or change it).
 */
function lettersOf(html: string): string | null {
  let unsure = false;
  const letters = html
    .replace(TAG, '')
    .replace(REACT_ENTITY, ' ')
    .replace(NUMERIC_ENTITY, (_, hex?: string, decimal?: string) => {
      const character = characterOf(hex, decimal);
      if (character === null) unsure = true;
      return character ?? '';
    });
  if (unsure || letters.includes('&') || letters.includes('\u0000') || letters.includes('\ufffd'))
    return null;
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
