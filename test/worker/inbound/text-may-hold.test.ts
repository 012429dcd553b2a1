// The reader indexes only the emails that could hold one of the lines it may still take for the
// player's (own-words.ts, knowMail): an email none of whose text holds every word of such a line
// cannot make that line ours, since a run never leaves its document. So for any reply and any
// emails, the player's words come out as they do when every email is indexed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type KnownMail, knowMail, ownWords } from '../../../worker/mail/inbound/own-words';
import { sentWords, textMayHold, wordsOf } from '../../../worker/mail/inbound/sent-lines';

// Few words, so that a reply line is often, but not always, in an email; now and then a letter
// outside ASCII, which makes an email one that may hold any line.
const WORD = fc.oneof(
  {
    weight: 30,
    arbitrary: fc.constantFrom(
      'Ann',
      'played',
      'H8',
      'across',
      'PLANE',
      'for',
      '24',
      'Bob',
      'PASS',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('José', 'ΣΟΦΙΑ', 'ﬁne') },
);
const GLUE = fc.constantFrom(' ', ' ', ' · ', ' — ', ', ', '\u00a0', ' × ');
const LINE = fc
  .array(fc.tuple(WORD, GLUE), { maxLength: 7 })
  .map((parts) => parts.map(([word, glue]) => word + glue).join(''));
const EMAIL = fc.array(LINE, { minLength: 1, maxLength: 12 }).map((lines) => lines.join('\n'));
const QUOTE = fc.constantFrom('', '', '> ', '>> ');

/** A reply: lines of its own and pieces of the emails' lines, quoted to any depth or not at all. */
function replyTo(emails: string[]) {
  const theirs = emails.flatMap((email) => email.split('\n'));
  const piece = fc
    .tuple(fc.constantFrom(...theirs), fc.nat(6), fc.nat(6))
    .map(([line, from, length]) =>
      line
        .split(' ')
        .slice(from, from + length + 1)
        .join(' '),
    );
  return fc
    .array(fc.tuple(fc.oneof(piece, LINE, fc.constant('')), QUOTE), { maxLength: 20 })
    .map((lines) => lines.map(([line, quote]) => quote + line).join('\n'));
}

/** The emails as the reader knew them before: every one indexed, whatever the reply's lines. */
function everyEmail(emails: string[]): KnownMail {
  const words = sentWords(emails.map((text) => ({ text })));
  return { words: () => words, names: [] };
}

describe('textMayHold', () => {
  it('holds every run of words a text has, across its lines', () => {
    fc.assert(
      fc.property(EMAIL, fc.nat(), fc.nat(), (email, start, length) => {
        const words = email.split('\n').flatMap(wordsOf);
        const from = start % Math.max(1, words.length);
        expect(textMayHold(email)(words.slice(from, from + length))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('says no only to a line with a word the text has nowhere', () => {
    const holds = textMayHold('Ann played H8 across PLANE\nfor 24 · Bob to play');
    expect(holds(['plane', 'for'])).toBe(true);
    expect(holds(['h8', 'across', 'crane'])).toBe(false);
    expect(textMayHold('José played')(['crane'])).toBe(true);
  });
});

describe('the emails the reader indexes', () => {
  it('leave the player the same words as indexing every email', () => {
    fc.assert(
      fc.property(
        fc
          .array(EMAIL, { minLength: 1, maxLength: 4 })
          .chain((emails) => fc.tuple(fc.constant(emails), replyTo(emails))),
        ([emails, reply]) => {
          const known = knowMail(
            emails.map((text) => ({ text })),
            [],
          );
          expect(ownWords(reply, known)).toEqual(ownWords(reply, everyEmail(emails)));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
