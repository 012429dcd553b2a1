// Which lines of a reply are lines of an email we sent, however the client quoted, re-wrapped,
// reflowed or converted them: both are read as streams of words, and a reply line is ours when
// its words are a run of the sent words that continues into its neighbours' (a sent line cut
// into pieces, or several joined) or is long enough to be no coincidence.

/** The words of one email we sent, its text part and its HTML part as text, in order. */
export interface SentText {
  text: string;
  /** The HTML part rendered to text, as a client without HTML would show it. */
  htmlText?: string;
}

export interface SentWords {
  /** Every email's words, with a break between documents (no run crosses one). */
  stream: string[];
  /** word → its positions in the stream. */
  at: Map<string, number[]>;
  /** Positions of words that open a paragraph (a blank line or a document's start before them). */
  opens: Set<number>;
}

// A piece of a sent line shorter than this counts only when it joins its neighbours' run: the
// player's own "H8 across PLANE" is also a line of the help email.
const WORDS_ALONE = 6;
// A run of lines counts from this many words: two one-word lines meeting by chance do not.
const WORDS_IN_RUN = 3;
// Where a line's rarest word is this common, only this many of its places are tried.
const MOST_PLACES = 200;
const BREAK = '\u0000';

const QUOTE_PREFIX = /^(?:\s*>)+/;

// ASCII has no compatibility forms and its letters and digits are these: for such a line (most of
// ours and of a reply) the Unicode path's normalising and property classes give the same words.
// So too with the typography our emails write (a no-break space, · × ± – — ‘ ’ “ ” • … → −): none
// is a letter or a digit, or becomes one under NFKC, so each parts words as a space does. Lines
// with them, a score line or a possessive, took the Unicode path at 2 µs a line, ten times this.
const ASCII_AND_TYPOGRAPHY =
  /^[\p{ASCII}\u00a0\u00b1\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2192\u2212]*$/u;

/** The words of a line, quote prefixes taken off: letters and digits only, in lower case. */
export function wordsOf(line: string): string[] {
  const unquoted = line.replace(QUOTE_PREFIX, '');
  if (ASCII_AND_TYPOGRAPHY.test(unquoted)) return unquoted.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return (
    unquoted
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Whether the line has a word (wordsOf's), without making them: a quote prefix has none. */
export function hasWords(line: string): boolean {
  if (ASCII_AND_TYPOGRAPHY.test(line)) return /[A-Za-z0-9]/.test(line);
  return wordsOf(line).length > 0;
}

/**
 * Whether a line with these words (wordsOf's) could be one of `text`'s lines, or a piece of one
 * in a run: false only where one of them is in none of its lines. For a text of ASCII and our
 * typography, every word of a line is a substring of the text lowercased (the lines' quick path
 * in wordsOf lowercases and splits there and nowhere else); any other text may hold any line, as
 * normalising and lowercasing it whole could read otherwise than line by line (sent-html.ts).
 */
export function textMayHold(text: string): (words: readonly string[]) => boolean {
  if (!ASCII_AND_TYPOGRAPHY.test(text)) return () => true;
  const lower = text.toLowerCase();
  return (words) => words.every((word) => lower.includes(word));
}

export function sentWords(sent: readonly SentText[]): SentWords {
  const stream: string[] = [];
  const opens = new Set<number>();
  for (const email of sent) {
    for (const document of [email.text, email.htmlText ?? '']) {
      if (document === '') continue;
      stream.push(BREAK);
      let paragraph = true;
      for (const line of document.split(/\r\n|\r|\n/)) {
        const words = wordsOf(line);
        if (isBlank(line)) paragraph = true;
        if (words.length === 0) continue;
        if (paragraph) opens.add(stream.length);
        paragraph = false;
        stream.push(...words);
      }
    }
  }
  const at = new Map<string, number[]>();
  stream.forEach((word, position) => {
    const places = at.get(word);
    if (places) places.push(position);
    else at.set(word, [position]);
  });
  return { stream, at, opens };
}

/** Blank once quote marks, spaces and invisible characters are taken off. */
function isBlank(line: string): boolean {
  return /^[\s>\p{Cf}]*$/u.test(line);
}

/** Every place in the stream where `words` stand in a row. */
function placesOf(words: string[], sent: SentWords): number[] {
  let rarest = 0;
  let fewest = Number.POSITIVE_INFINITY;
  for (const [i, word] of words.entries()) {
    const count = sent.at.get(word)?.length ?? 0;
    if (count === 0) return [];
    if (count < fewest) [rarest, fewest] = [i, count];
  }
  const places: number[] = [];
  for (const position of (sent.at.get(words[rarest]!) ?? []).slice(0, MOST_PLACES)) {
    const start = position - rarest;
    if (start >= 0 && words.every((word, i) => sent.stream[start + i] === word)) places.push(start);
  }
  return places;
}

// A run of WORDS_IN_RUN lines has that many words, and two lines or more, so it counts: whether a
// line is ours is settled by the lines with words up to this many on either side of it.
const RUN_REACH = WORDS_IN_RUN - 1;

/**
 * Which lines with words are read for the lines asked about: each of those and, on either side,
 * the next RUN_REACH lines with words. `linked[k]`: whether read line k-1 is the line with words
 * right before read line k (no unread line with words between them), so a run may join them.
 */
function linesRead(
  lines: readonly string[],
  asked: (line: number) => boolean,
): { spoken: number[]; words: string[][]; linked: boolean[] } {
  const words: (string[] | undefined)[] = new Array(lines.length);
  const wordsAt = (i: number) => {
    words[i] ??= wordsOf(lines[i]!);
    return words[i]!;
  };
  const read = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    if (!asked(i) || wordsAt(i).length === 0) continue;
    read.add(i);
    for (const step of [-1, 1]) {
      let found = 0;
      for (let j = i + step; found < RUN_REACH && j >= 0 && j < lines.length; j += step)
        if (wordsAt(j).length > 0) {
          read.add(j);
          found += 1;
        }
    }
  }
  const spoken = [...read].sort((a, b) => a - b);
  const linked = spoken.map((i, k) => {
    if (k === 0) return false;
    for (let j = spoken[k - 1]! + 1; j < i; j++) if (words[j] === undefined) return false;
    return true;
  });
  return { spoken, words: words as string[][], linked };
}

/**
 * For each line of the reply, whether it is ours. Lines without words (blank, rules of dashes)
 * are never ours here and do not break a run between the lines around them. Only the lines
 * `asked` about are answered (the rest come out false): the reader asks about the lines it may
 * still take for the player's, and reads the quoted history only as far as a run needs it.
 */
export function sentLineMask(
  lines: readonly string[],
  sent: SentWords,
  asked: (line: number) => boolean = () => true,
): boolean[] {
  const { spoken, words, linked } = linesRead(lines, asked);
  const places = spoken.map((i) => placesOf(words[i]!, sent));
  // A blank line between two lines of a run must stand where the sent email had one too.
  const afterBlank = spoken.map(
    (i, k) => linked[k]! && lines.slice(spoken[k - 1]! + 1, i).some((line) => isBlank(line)),
  );
  const joins = (k: number, start: number) =>
    linked[k]! && (!afterBlank[k] || sent.opens.has(start));
  // back[k]/ahead[k]: for each place of line k, the lines and words of the run ending/starting there.
  type Run = { lines: number; words: number };
  const back: Map<number, Run>[] = [];
  for (const [k, i] of spoken.entries()) {
    const runs = new Map<number, Run>();
    for (const start of places[k]!) {
      const before = joins(k, start)
        ? findEnding(back[k - 1]!, spoken[k - 1]!, start, words)
        : undefined;
      const length = words[i]!.length;
      runs.set(start, {
        lines: (before?.lines ?? 0) + 1,
        words: (before?.words ?? 0) + length,
      });
    }
    back.push(runs);
  }
  const ahead: Map<number, Run>[] = new Array(spoken.length);
  for (let k = spoken.length - 1; k >= 0; k--) {
    const i = spoken[k]!;
    const runs = new Map<number, Run>();
    for (const start of places[k]!) {
      const after = start + words[i]!.length;
      const next =
        k + 1 < spoken.length && joins(k + 1, after) ? ahead[k + 1]!.get(after) : undefined;
      runs.set(start, {
        lines: (next?.lines ?? 0) + 1,
        words: (next?.words ?? 0) + words[i]!.length,
      });
    }
    ahead[k] = runs;
  }
  const mask = lines.map(() => false);
  for (const [k, i] of spoken.entries()) {
    if (!asked(i)) continue;
    const length = words[i]!.length;
    if (places[k]!.length > 0 && length >= WORDS_ALONE) {
      mask[i] = true;
      continue;
    }
    for (const start of places[k]!) {
      const b = back[k]!.get(start)!;
      const a = ahead[k]!.get(start)!;
      if (b.lines + a.lines - 1 >= 2 && b.words + a.words - length >= WORDS_IN_RUN) {
        mask[i] = true;
        break;
      }
    }
  }
  return mask;
}

/** The run of the line before that ends exactly where this line's place starts. */
function findEnding(
  runs: Map<number, { lines: number; words: number }>,
  line: number,
  start: number,
  words: string[][],
) {
  return runs.get(start - words[line]!.length);
}
