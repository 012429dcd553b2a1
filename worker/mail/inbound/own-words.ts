// The player's own words in a reply, read with what we know we sent: everything below our
// "Reply above this line" marker, every line of the emails the reply answers, and the
// attribution or header block that names our address are taken out before the pattern-based
// strip (strip-quotes.ts) runs as a second line of defence.
import { isReplyMarker } from '../reply-marker';
import { NOTE_LINE } from './commands';
import { type SentText, sentLineMask, sentWords } from './sent-lines';
import { normaliseLines, stripHistory } from './strip-quotes';

/** What we sent that the reply may quote. */
export interface KnownMail {
  /** The emails the reply answers (or the seat's latest ones), text and HTML-as-text. */
  sent: readonly SentText[];
  /** Our sending and reply addresses and our subjects: a line naming one is an attribution. */
  names: readonly string[];
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

function names(line: string, known: readonly string[]): boolean {
  if (line.length > LONGEST_NAMING_LINE) return false;
  const lower = line.toLowerCase();
  return known.some((name) => name !== '' && lower.includes(name));
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
    const wrapped = /<\s*$/.test(above) || /^\s*[<(]?[^\s@]+@/.test(lines[first] ?? '');
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
  const loweredNames = known.names.map((name) => name.trim().toLowerCase());
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] ?? '';
    if (isReplyMarker(line)) {
      ours[at] = true;
      // Unquoted, the marker is our email's first line, shown as it was: nothing new below.
      if (!QUOTED.test(line)) return at;
      continue;
    }
    if (QUOTED.test(line) || !names(line, loweredNames)) continue;
    const [first, last] = namingBlock(lines, at);
    for (let i = first; i <= last; i++) ours[i] = true;
    const next = nextNonBlank(lines, last + 1);
    // Unquoted history follows (Outlook, Apple Mail from HTML): nothing new below it.
    if (next === null || !QUOTED.test(next)) return first;
    at = last;
  }
  return lines.length;
}

// How an attribution we cannot name still looks: a colon at the end, a time or a year.
const LOOKS_INTRODUCING = /[:：]\s*$|\b\d{1,2}[:.]\d{2}\b|\b(?:19|20)\d{2}\b/;
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

/** The player's own words in a reply's decoded body. */
export function ownWords(body: string, known: KnownMail): OwnWords {
  const lines = normaliseLines(body);
  const ours = lines.map(() => false);
  const end = markOurs(lines, known, ours);
  const sentMask = sentLineMask(lines.slice(0, end), sentWords(known.sent));
  sentMask.forEach((sent, at) => {
    if (sent && !QUOTED.test(lines[at] ?? '')) ours[at] = true;
  });
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
