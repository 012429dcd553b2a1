// Recognises the attribution line a client writes above quoted history ("On …, Ann wrote:"), in
// any of its forms: wrapped over lines, without a verb or a colon, dashed, or after the player's
// own text on the same line.
import {
  ATTRIBUTION_END,
  ATTRIBUTION_END_BARE,
  ATTRIBUTION_START,
  DASHED_ATTRIBUTION,
  INLINE_OPENER,
  OPENER_START,
  QUOTED_LINE,
  TIME_OF_DAY,
  VERB_COLON,
  YEAR,
} from './quote-patterns';

// Clients wrap long attributions ("On Mon, … Wordmail <\nplay+x@…> wrote:") over up to 3 lines.
const ATTRIBUTION_SPAN = 3;
// Lines longer than this are never an attribution; keeps the regexes cheap on hostile input.
export const LONGEST_HEADER_LINE = 400;
// An attribution in a language we do not list has at least this many words ("Dne 30. 11. 2026
// 13:29 napsal Ann:"); "My move:" or "Round 7:" above a quote has fewer.
const FEWEST_ATTRIBUTION_WORDS = 4;

/** The address-like word just before `end`: "Wordmail<play@x>" → "play@x". */
function wordBefore(text: string, end: number): string {
  const before = text.slice(0, end).trimEnd().replace(/>$/, '');
  const start = Math.max(before.lastIndexOf(' '), before.lastIndexOf('<'));
  return before.slice(start + 1);
}

/** Names a moment or a person the way clients do: an address, a time of day or a year. */
function isDated(text: string): boolean {
  return text.includes('@') || TIME_OF_DAY.test(text) || YEAR.test(text);
}

function isAttribution(joined: string): boolean {
  // A real attribution names a date or an address; "I wrote:" in a note does not.
  if (ATTRIBUTION_END.test(joined) && /\d|@/.test(joined)) return true;
  if (DASHED_ATTRIBUTION.test(joined)) return true;
  // "… wrote ----" (Zoho) or "… wrote" with no colon at all: only with an address or a time.
  const addressOrTime = joined.includes('@') || TIME_OF_DAY.test(joined);
  if (OPENER_START.test(joined) && ATTRIBUTION_END_BARE.test(joined) && addressOrTime) return true;
  // Yahoo: an address right before the verb, history glued on after the colon.
  const verb = VERB_COLON.exec(joined);
  if (verb && wordBefore(joined, verb.index).includes('@')) return true;
  // FairEmail, Polymail, Gmail's numeric dates: "date time Name <address>:" with no verb at all.
  const trimmed = joined.trimEnd();
  if (!/>\s*[:：]$/.test(trimmed) || !TIME_OF_DAY.test(trimmed)) return false;
  const address = wordBefore(trimmed, trimmed.length - 1);
  return address.includes('@') && trimmed.includes(`<${address}>`);
}

/** How many lines (1…ATTRIBUTION_SPAN) starting at `at` form an attribution, or 0. */
export function attributionLength(lines: string[], at: number): number {
  const first = lines[at] ?? '';
  if (first.trim() === '' || first.length > LONGEST_HEADER_LINE || QUOTED_LINE.test(first))
    return 0;
  if (DASHED_ATTRIBUTION.test(first)) return 1;
  if (!ATTRIBUTION_START.test(first)) return 0;
  let joined = '';
  for (let span = 1; span <= ATTRIBUTION_SPAN && at + span <= lines.length; span++) {
    const line = lines[at + span - 1] ?? '';
    if (span > 1 && (line.trim() === '' || QUOTED_LINE.test(line))) return 0;
    // A wrap right after "<" (Gmail: "… Ann <\nann@x>:") leaves no space inside the address.
    joined = `${joined} ${line.trim()}`.replace(/<\s+/g, '<');
    if (joined.length > LONGEST_HEADER_LINE) return 0;
    if (isAttribution(joined)) return span;
  }
  return 0;
}

export interface InlineAttribution {
  /** What the player wrote before the attribution, on the same line. */
  before: string;
  /** How many lines the attribution spans, counting this one. */
  length: number;
}

/** An attribution that starts after the player's own words on line `at`, or null. */
export function inlineAttribution(lines: string[], at: number): InlineAttribution | null {
  const line = lines[at] ?? '';
  if (line.length > LONGEST_HEADER_LINE || QUOTED_LINE.test(line)) return null;
  for (const opener of line.matchAll(INLINE_OPENER)) {
    const before = line.slice(0, opener.index).trim();
    // Zoho's leading "----" is part of the attribution, not the player's words.
    if (!/[\p{L}\p{N}]/u.test(before)) continue;
    const rest = [line.slice(opener.index + 1), ...lines.slice(at + 1, at + ATTRIBUTION_SPAN)];
    const length = attributionLength(rest, 0);
    // Mid-line, only the unmistakable forms: ending in a colon, or naming an address.
    const attribution = rest.slice(0, length).join(' ');
    if (length > 0 && (/[:：]\s*$/.test(attribution) || attribution.includes('@')))
      return { before, length };
  }
  return null;
}

function nextNonBlank(lines: string[], from: number): string | null {
  for (let at = from; at < lines.length; at++) {
    const line = lines[at] ?? '';
    if (line.trim() !== '') return line;
  }
  return null;
}

/**
 * A line ending in a colon right above the quote that is an attribution: one with a verb we know
 * ("Ann wrote:"), or, in a language we do not list, one naming a time, a year or an address in
 * several words. "My move:" above a quote stays.
 */
export function introducesQuote(lines: string[], at: number): boolean {
  const line = lines[at] ?? '';
  if (line.length > LONGEST_HEADER_LINE || !/[:：]$/.test(line) || QUOTED_LINE.test(line))
    return false;
  // "Ann wrote:" (Thunderbird's short form) names no date, but its verb says what it is.
  const named = ATTRIBUTION_END.test(line);
  const dated = isDated(line) && line.trim().split(/\s+/).length >= FEWEST_ATTRIBUTION_WORDS;
  if (!named && !dated) return false;
  const next = nextNonBlank(lines, at + 1);
  return next !== null && QUOTED_LINE.test(next);
}

export { nextNonBlank };
