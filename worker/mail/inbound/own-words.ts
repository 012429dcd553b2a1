// The player's own words in a reply, read with what we know we sent: everything below our
// "Reply above this line" marker, every line of the emails the reply answers, and the
// attribution or header block that names our address are taken out before the pattern-based
// strip (strip-quotes.ts) runs as a second line of defence.
import { isReplyMarker } from '../reply-marker';
import { NOTE_LINE } from './commands';
import type { SentHtml } from './sent-html';
import {
  hasWords,
  type SentWords,
  sentLineMask,
  sentWords,
  textMayHold,
  wordsOf,
} from './sent-lines';
import { normaliseLines, stripHistory } from './strip-quotes';

/** An email we sent as the reply may quote it: its text part and, where it may, its HTML part. */
export interface SentEmail {
  text: string;
  html?: SentHtml;
}

/** What we sent that the reply may quote (see knowMail). */
export interface KnownMail {
  /**
   * The words of the emails the reply answers (or the seat's latest ones) that could hold one of
   * the `asked` lines (each a line's words, wordsOf's): the text parts and the HTML parts with
   * every word of such a line in them, indexed once for each choice of them. A document holding
   * none of those lines whole cannot make one of them ours: a run never leaves its document.
   */
  words(asked: readonly (readonly string[])[]): SentWords;
  /** Our sending and reply addresses and our subjects, lowercased: a line naming one is ours. */
  names: readonly string[];
}

/**
 * `sent`: the emails, their text and HTML parts; `names`: our sending and reply addresses and our
 * subjects, which an attribution or header block names.
 */
export function knowMail(sent: readonly SentEmail[], names: readonly string[]): KnownMail {
  const indexed = new Map<string, SentWords>();
  const texts = sent.map((email) => textMayHold(email.text));
  return {
    words(asked) {
      const holdsOne = (holds: (words: readonly string[]) => boolean) =>
        asked.some((line) => holds(line));
      const readText = texts.map(holdsOne);
      const readHtml = sent.map(
        (email) => email.html !== undefined && holdsOne(email.html.mayHold),
      );
      const key = [...readText, ...readHtml].map(Number).join('');
      let words = indexed.get(key);
      if (!words) {
        words = sentWords(
          sent.map((email, i) => ({
            text: readText[i] ? email.text : '',
            htmlText: readHtml[i] ? email.html!.text() : undefined,
          })),
        );
        indexed.set(key, words);
      }
      return words;
    },
    names: names.map((name) => name.trim().toLowerCase()).filter((name) => name !== ''),
  };
}

export interface OwnWords {
  /** Everything the player wrote, above and below the history: where commands are read. */
  text: string;
  /** Only what stands above the first line of history: the only text a note may come from. */
  above: string;
}

const QUOTED = /^\s*>/;
// "Sent: Tuesday…", "*Von:* …", "Emne: …": a header line of Outlook's block, in any language.
const HEADER_LINE = /^\s*\*?[\p{L}][\p{L} .-]{0,24}\*?\s*[:：]/u;
// "-----Oprindelig meddelelse-----", "________________", "---- On … wrote ----".
const SEPARATOR = /^\s*(?:[-_=*]{2,}.*|.*[-_=]{4,})\s*$/;
const LONGEST_NAMING_LINE = 400;
// How an attribution we cannot name still looks: a colon at the end, a time or a year.
const LOOKS_INTRODUCING = /[:：]\s*$|\b\d{1,2}[:.]\d{2}\b|\b(?:19|20)\d{2}\b/;

function names(line: string, known: readonly string[]): boolean {
  if (line.length > LONGEST_NAMING_LINE) return false;
  const lower = line.toLowerCase();
  return known.some((name) => lower.includes(name));
}

/**
 * The lines around one that names us and belong with it: the rest of a header block below it,
 * a separator and header lines above it, and the start of an attribution wrapped before our
 * address ("On Tue, 1 Dec 2026, Wordmail <" / "play+k7@…> wrote:").
 */
function namingBlock(lines: readonly string[], at: number): [number, number] {
  let first = at;
  while (first > 0) {
    const above = lines[first - 1] ?? '';
    if (above.trim() === '' || QUOTED.test(above) || NOTE_LINE.test(above.trim())) break;
    // An attribution wrapped before our name or address: "On Tue, 1 Dec 2026 at 09:00" / "Wordmail <…".
    const wrapped =
      /<\s*$/.test(above) ||
      /^\s*[<(]?[^\s@]+@/.test(lines[first] ?? '') ||
      (at - first < 2 && LOOKS_INTRODUCING.test(above) && !/[:：]\s*$/.test(above));
    if (!wrapped && !HEADER_LINE.test(above) && !SEPARATOR.test(above)) break;
    first -= 1;
  }
  let last = at;
  while (last + 1 < lines.length) {
    const below = lines[last + 1] ?? '';
    if (below.trim() === '' || QUOTED.test(below) || !HEADER_LINE.test(below)) break;
    last += 1;
  }
  return [first, last];
}

function nextNonBlank(lines: readonly string[], from: number): string | null {
  for (let at = from; at < lines.length; at++) {
    if ((lines[at] ?? '').trim() !== '') return lines[at]!;
  }
  return null;
}

/** Marks our lines in `ours`; returns where the reply ends (an unquoted marker or header block). */
function markOurs(lines: string[], known: KnownMail, ours: boolean[]): number {
  // Below a quote, an unquoted line of ours is a wrapped tail that lost its "> ", not the start
  // of unquoted history: the player may still write below the quote.
  let quoteSeen = false;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] ?? '';
    if (isReplyMarker(line)) {
      ours[at] = true;
      // Unquoted, the marker is our email's first line, shown as it was: nothing new below.
      if (!QUOTED.test(line) && !quoteSeen) return at;
      quoteSeen = true;
      continue;
    }
    if (QUOTED.test(line)) quoteSeen = true;
    if (QUOTED.test(line) || !names(line, known.names)) continue;
    const [first, last] = namingBlock(lines, at);
    for (let i = first; i <= last; i++) ours[i] = true;
    const next = nextNonBlank(lines, last + 1);
    // Unquoted history follows (Outlook, Apple Mail from HTML): nothing new below it.
    if (!quoteSeen && (next === null || !QUOTED.test(next))) return first;
    at = last;
  }
  return lines.length;
}

const ATTRIBUTION_LINES = 3;

/**
 * Where the text above the history ends, leaving out a paragraph right above it that looks like
 * an attribution ("Xyzzy Wordmail plugh:"): in doubt, such lines are not the player's note.
 */
function aboveAttribution(lines: readonly string[], historyStart: number): number {
  if (historyStart >= lines.length) return historyStart; // no history: nothing introduces it
  let last = historyStart - 1;
  while (last >= 0 && (lines[last] ?? '').trim() === '') last -= 1;
  if (last < 0 || !LOOKS_INTRODUCING.test(lines[last] ?? '')) return historyStart;
  let first = last;
  while (
    first > 0 &&
    last - first + 1 < ATTRIBUTION_LINES &&
    (lines[first - 1] ?? '').trim() !== ''
  )
    first -= 1;
  return first;
}

/**
 * A line of punctuation only ("-##" of a wrapped marker, a rule of dashes) touching a line of
 * history is part of it: it carries no words of the player's.
 */
function markWordless(lines: readonly string[], ours: boolean[], end: number): void {
  // The line at `end` (our marker, or a header block) is history too, when there is one.
  const history = (at: number) =>
    at >= 0 &&
    at <= end &&
    at < lines.length &&
    (at === end || ours[at] || QUOTED.test(lines[at] ?? ''));
  const wordless = (at: number) => (lines[at] ?? '').trim() !== '' && !hasWords(lines[at] ?? '');
  for (let at = 0; at < end; at++) if (history(at - 1) && wordless(at)) ours[at] = true;
  for (let at = end - 1; at >= 0; at--) if (history(at + 1) && wordless(at)) ours[at] = true;
}

/** The player's own words in a reply's decoded body. */
export function ownWords(body: string, known: KnownMail): OwnWords {
  // A line of only invisible characters (our preview's padding, bidi marks) is a blank line.
  const lines = normaliseLines(body).map((line) => (/^[\p{Cf}\s]*$/u.test(line) ? '' : line));
  const ours = lines.map(() => false);
  const end = markOurs(lines, known, ours);
  // The lines that could still be the player's: a quoted line is history whatever it says.
  const asked = (at: number) => !ours[at] && !QUOTED.test(lines[at] ?? '');
  const askedWords = lines
    .slice(0, end)
    .flatMap((line, at) => (asked(at) ? [wordsOf(line)] : []))
    .filter((words) => words.length > 0);
  // A text or HTML part counts only where one of those lines could be one of its lines.
  const words = known.words(askedWords);
  const sentMask = sentLineMask(lines.slice(0, end), words, asked);
  sentMask.forEach((sent, at) => {
    if (sent) ours[at] = true;
  });
  markWordless(lines, ours, end);
  let historyStart = end;
  for (let at = 0; at < end; at++) {
    if (ours[at] || QUOTED.test(lines[at] ?? '')) {
      historyStart = at;
      break;
    }
  }
  const keep = (from: number, to: number) =>
    stripHistory(
      lines
        .slice(from, to)
        .filter((_, i) => !ours[from + i])
        .join('\n'),
    );
  return { text: keep(0, end), above: keep(0, aboveAttribution(lines, historyStart)) };
}
