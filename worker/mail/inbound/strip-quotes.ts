// Keeps only what the player newly wrote: drops quoted history, attributions and signatures.
// (email-reply-parser would fit, but it calls createRequire(import.meta.url) at import time,
// which throws in a wrangler bundle and stops the whole Worker from starting.)
import {
  attributionLength,
  inlineAttribution,
  introducesQuote,
  LONGEST_HEADER_LINE,
  nextNonBlank,
} from './attribution';
import {
  CLIENT_FOOTER,
  DASH_NAME,
  DEVICE_FOOTER,
  LONGEST_FOOTER,
  RULE_LINE,
  SIGNATURE_DELIMITER,
} from './footer-patterns';
import {
  HEADER_DATE,
  HEADER_FOLLOW,
  HEADER_FROM,
  HEADER_TO,
  HISTORY_SEPARATOR,
  QUOTED_LINE,
} from './quote-patterns';

// Past this many lines we stop looking for an Outlook header block.
const HEADER_BLOCK_SPAN = 6;
// A quoted line at least this long may have been wrapped by the client (Gmail wraps at 76–80).
const WRAPPED_QUOTE_LENGTH = 50;
// No quoted line wraps into more tails than this; the bound keeps the look-around linear.
const MOST_TAIL_LINES = 6;

export function normaliseLines(text: string): string[] {
  const lines = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .split('\n');
  return Array.from(lines, (line) => line.trimEnd());
}

function isHeaderLine(line: string): boolean {
  return line.length <= LONGEST_HEADER_LINE && (HEADER_FROM.test(line) || HEADER_FOLLOW.test(line));
}

// Outlook starts with From; GMX/web.de start with "Gesendet:" and Samsung puts Date second.
// Any order will do as long as there is a From line and at least three header lines in all, or
// (some webmails) a dated Date line and a To line with no From at all.
const HEADER_BLOCK_LINES = 3;

function startsHeaderBlock(lines: string[], at: number): boolean {
  if (!isHeaderLine(lines[at] ?? '')) return false;
  const block = lines.slice(at, at + HEADER_BLOCK_SPAN).filter(isHeaderLine);
  if (block.length >= HEADER_BLOCK_LINES && block.some((line) => HEADER_FROM.test(line)))
    return true;
  // Without a From line, only two header lines in a row: a dated Date/Sent and a To.
  const pair = lines.slice(at, at + 2);
  return (
    pair.every(isHeaderLine) &&
    pair.some((line) => HEADER_DATE.test(line)) &&
    pair.some((line) => HEADER_TO.test(line))
  );
}

// Outlook's plain-text stand-in for an image in a signature: "[cid:image001.png@01DB…]".
const INLINE_IMAGE = /^\s*\[cid:[^\]]{1,200}\]\s*$/;

// A footer is a short label, not a sentence: "Sent from my desk, which is …" and "Sent from my
// heart: good game!" are the player's.
function isFooter(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length > LONGEST_FOOTER || /[,;!?]|: /.test(trimmed)) return false;
  return CLIENT_FOOTER.test(trimmed);
}

/**
 * The tails of a quoted line that the client wrapped without repeating "> " (Gmail): a run of
 * unquoted lines between two quoted lines, no blank line around it, below a long quoted line cut
 * mid-sentence, each line but the last as long as a wrapped line is.
 */
function isWrappedTail(lines: string[], at: number): boolean {
  const unquoted = (line: string | undefined) =>
    line !== undefined && line.trim() !== '' && !QUOTED_LINE.test(line);
  let start = at;
  while (at - start < MOST_TAIL_LINES && unquoted(lines[start - 1])) start--;
  let end = at;
  while (end - at < MOST_TAIL_LINES && unquoted(lines[end + 1])) end++;
  const above = lines[start - 1] ?? '';
  const below = lines[end + 1];
  if (!QUOTED_LINE.test(above) || below === undefined || !QUOTED_LINE.test(below)) return false;
  // A link or token too long for any line was pushed onto a line of its own.
  const token = lines[start] ?? '';
  if (start === end && token.length >= WRAPPED_QUOTE_LENGTH && !/\s/.test(token)) return true;
  if (above.length < WRAPPED_QUOTE_LENGTH || /[.!?:;]$/.test(above)) return false;
  return lines.slice(start, end).every((line) => line.length >= WRAPPED_QUOTE_LENGTH);
}

/** The first line after `at` that is neither blank nor another footer. */
function pastFooters(lines: string[], at: number): number {
  let below = at + 1;
  while (
    below < lines.length &&
    ((lines[below] ?? '').trim() === '' || isFooter(lines[below] ?? ''))
  )
    below++;
  return below;
}

/** One pass, top to bottom: stops at unquoted history, skips quotes and signatures. */
function dropHistory(lines: string[]): string[] {
  const kept: string[] = [];
  let inSignature = false;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] ?? '';
    // The player's words before an attribution on the same line are theirs: look for that
    // first, since a line holding an address also reads as a name-first attribution.
    const inline = inlineAttribution(lines, at);
    if (inline && !inSignature) kept.push(inline.before);
    const attribution = inline ? inline.length : attributionLength(lines, at);
    if (attribution > 0) {
      const next = nextNonBlank(lines, at + attribution);
      // Quoted with ">": new text may follow the quote (bottom-posting), so keep reading.
      if (next !== null && QUOTED_LINE.test(next)) {
        at += attribution - 1;
        inSignature = false;
        continue;
      }
      break; // Unquoted history (Outlook, Apple Mail HTML rendered to text): nothing new below.
    }
    if (HISTORY_SEPARATOR.test(line) || startsHeaderBlock(lines, at)) break;
    if (introducesQuote(lines, at) || INLINE_IMAGE.test(line)) continue;
    if (QUOTED_LINE.test(line)) {
      inSignature = false;
      continue;
    }
    const dashName = DASH_NAME.test(line.trim()) && (lines[at - 1] ?? '').trim() === '';
    if (SIGNATURE_DELIMITER.test(line) || dashName) {
      inSignature = true;
      continue;
    }
    // After a mobile footer ("Sent from my iPhone", "Gesendet von Outlook für Android") comes the
    // history, quoted or not: unquoted text below the footer is never the player's.
    if (isFooter(line)) {
      const below = pastFooters(lines, at);
      const next = lines[below];
      const history =
        next !== undefined && !QUOTED_LINE.test(next) && attributionLength(lines, below) === 0;
      if (history && DEVICE_FOOTER.test(line)) break;
      at = below - 1;
      continue;
    }
    if (inSignature || isWrappedTail(lines, at)) continue;
    kept.push(line);
  }
  return kept;
}

/** The new text of a plain-text body, trimmed and NFC-normalised; empty when nothing is new. */
export function stripHistory(text: string): string {
  const kept = dropHistory(normaliseLines(text));
  // Blank lines, and the dashes of a separator whose header we stopped at, end nothing new.
  while (kept.length > 0 && RULE_LINE.test(kept[kept.length - 1] ?? '')) kept.pop();
  return kept.join('\n').trim();
}
