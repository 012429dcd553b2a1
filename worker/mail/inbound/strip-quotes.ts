// Keeps only what the player newly wrote: drops quoted history, attributions and signatures.
// (email-reply-parser would fit, but it calls createRequire(import.meta.url) at import time,
// which throws in a wrangler bundle and stops the whole Worker from starting.)
import {
  ATTRIBUTION_END,
  ATTRIBUTION_START,
  CLIENT_FOOTER,
  HEADER_FOLLOW,
  HEADER_FROM,
  HISTORY_SEPARATOR,
  QUOTED_LINE,
  SIGNATURE_DELIMITER,
  TIME_OF_DAY,
  VERB_COLON,
} from './quote-patterns';

// Clients wrap long attributions ("On Mon, … Wordmail <\nplay+x@…> wrote:") over up to 3 lines.
const ATTRIBUTION_SPAN = 3;
// Past this many lines we stop looking for a wrapped attribution or an Outlook header block.
const HEADER_BLOCK_SPAN = 6;
// Lines longer than this are never an attribution; keeps the regexes cheap on hostile input.
const LONGEST_HEADER_LINE = 400;

export function normaliseLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .split('\n')
    .map((line) => line.trimEnd());
}

/** The address-like word just before `end`: "Wordmail<play@x>" → "play@x". */
function wordBefore(text: string, end: number): string {
  const before = text.slice(0, end).trimEnd().replace(/>$/, '');
  const start = Math.max(before.lastIndexOf(' '), before.lastIndexOf('<'));
  return before.slice(start + 1);
}

function isAttribution(joined: string): boolean {
  // A real attribution names a date or an address; "I wrote:" in a note does not.
  if (ATTRIBUTION_END.test(joined) && /\d|@/.test(joined)) return true;
  // Yahoo: an address right before the verb, history glued on after the colon.
  const verb = VERB_COLON.exec(joined);
  if (verb && wordBefore(joined, verb.index).includes('@')) return true;
  // FairEmail: "date time Name <address>:" with no verb at all.
  const trimmed = joined.trimEnd();
  if (!/>\s*[:：]$/.test(trimmed) || !TIME_OF_DAY.test(trimmed)) return false;
  const address = wordBefore(trimmed, trimmed.length - 1);
  return address.includes('@') && trimmed.includes(`<${address}>`);
}

/** How many lines (1…ATTRIBUTION_SPAN) starting at `at` form an attribution, or 0. */
function attributionLength(lines: string[], at: number): number {
  const first = lines[at] ?? '';
  if (first.trim() === '' || first.length > LONGEST_HEADER_LINE || QUOTED_LINE.test(first))
    return 0;
  if (!ATTRIBUTION_START.test(first)) return 0;
  let joined = '';
  for (let span = 1; span <= ATTRIBUTION_SPAN && at + span <= lines.length; span++) {
    const line = lines[at + span - 1] ?? '';
    if (span > 1 && (line.trim() === '' || QUOTED_LINE.test(line))) return 0;
    joined = `${joined} ${line.trim()}`;
    if (joined.length > LONGEST_HEADER_LINE) return 0;
    if (isAttribution(joined)) return span;
  }
  return 0;
}

function isHeaderLine(line: string): boolean {
  return line.length <= LONGEST_HEADER_LINE && (HEADER_FROM.test(line) || HEADER_FOLLOW.test(line));
}

// Outlook starts with From; GMX/web.de start with "Gesendet:" and Samsung puts Date second.
// Any order will do as long as there is a From line and at least three header lines in all.
const HEADER_BLOCK_LINES = 3;

function startsHeaderBlock(lines: string[], at: number): boolean {
  if (!isHeaderLine(lines[at] ?? '')) return false;
  const block = lines.slice(at, at + HEADER_BLOCK_SPAN).filter(isHeaderLine);
  return block.length >= HEADER_BLOCK_LINES && block.some((line) => HEADER_FROM.test(line));
}

// An attribution in a language we do not list still ends in a colon right above the quote.
function introducesQuote(lines: string[], at: number): boolean {
  const line = lines[at] ?? '';
  if (line.length > LONGEST_HEADER_LINE || !/[:：]$/.test(line) || QUOTED_LINE.test(line))
    return false;
  const next = nextNonBlank(lines, at + 1);
  return next !== null && QUOTED_LINE.test(next);
}

// Outlook's plain-text stand-in for an image in a signature: "[cid:image001.png@01DB…]".
const INLINE_IMAGE = /^\s*\[cid:[^\]]{1,200}\]\s*$/;

function nextNonBlank(lines: string[], from: number): string | null {
  for (let at = from; at < lines.length; at++) {
    const line = lines[at] ?? '';
    if (line.trim() !== '') return line;
  }
  return null;
}

/** One pass, top to bottom: stops at unquoted history, skips quotes and signatures. */
function dropHistory(lines: string[]): string[] {
  const kept: string[] = [];
  let inSignature = false;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] ?? '';
    const attribution = attributionLength(lines, at);
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
    if (SIGNATURE_DELIMITER.test(line)) {
      inSignature = true;
      continue;
    }
    if (inSignature || (line.length <= LONGEST_HEADER_LINE && CLIENT_FOOTER.test(line.trim())))
      continue;
    kept.push(line);
  }
  return kept;
}

/** The new text of a plain-text body, trimmed; empty when the player wrote nothing new. */
export function stripHistory(text: string): string {
  const kept = dropHistory(normaliseLines(text));
  while (kept.length > 0 && (kept[kept.length - 1] ?? '').trim() === '') kept.pop();
  return kept.join('\n').trim();
}
