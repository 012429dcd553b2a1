// 10,000 malformed messages through readReply and splitReply: never a throw, always a
// well-formed reply. Inputs are generated, or cut and damaged from the fixture corpus.
/// <reference types="vite/client" />
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitReply } from '../../../worker/mail/inbound/commands';
import { readReply } from '../../../worker/mail/inbound/read-reply';
import { normaliseLines, stripHistory } from '../../../worker/mail/inbound/strip-quotes';
import { chunked } from './chunked';
import { isMove } from './move-recogniser';
import { malformation } from './well-formed';

const corpus = Object.values(
  import.meta.glob<string>('../../fixtures/replies/*.eml', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).filter((raw) => raw.length < 100_000);

const encoder = new TextEncoder();

async function expectWellFormed(
  raw: Uint8Array | string | ReadableStream,
  maxBytes?: number,
): Promise<void> {
  const reply = await readReply(raw, maxBytes === undefined ? {} : { maxBytes });
  expect(malformation(reply)).toBeNull();
  const split = splitReply(reply.text, isMove);
  expect(split.note === null || split.note === split.note.trim()).toBe(true);
}

const charset = fc.constantFrom(
  'utf-8',
  'UTF-7',
  'iso-8859-1',
  'windows-1252',
  'iso-2022-jp',
  'utf-16',
  'x-unknown',
  '',
  '"',
  'utf-8"; x="',
  'koi8-r',
  'gb18030',
  'shift_jis',
  'us-ascii',
  'unicode-1-1-utf-7',
  '\u00e9',
);
const encoding = fc.constantFrom(
  '7bit',
  '8bit',
  'base64',
  'quoted-printable',
  'binary',
  'x-uuencode',
  '',
  'base64; x',
);
const word = fc.string({ unit: 'grapheme', maxLength: 40 });
const boundary = fc.stringMatching(/^[0-9A-Za-z'()+_,\-./:=?]{0,72}$/);

const part = fc.record({
  type: fc.constantFrom(
    'text/plain',
    'text/html',
    'multipart/mixed',
    'message/rfc822',
    'image/png',
  ),
  charset,
  encoding,
  body: word,
});
const brokenMultipart = fc
  .record({
    declared: boundary,
    used: boundary,
    parts: fc.array(part, { maxLength: 6 }),
    close: fc.boolean(),
    subject: word,
  })
  .map(({ declared, used, parts, close, subject }) => {
    const body = parts
      .map(
        (p) =>
          `--${used}\r\nContent-Type: ${p.type}; charset=${p.charset}\r\nContent-Transfer-Encoding: ${p.encoding}\r\n\r\n${p.body}\r\n`,
      )
      .join('');
    return `From: A <a@b.example>\r\nSubject: ${subject}\r\nContent-Type: multipart/alternative; boundary="${declared}"\r\n\r\n${body}${close ? `--${used}--\r\n` : ''}`;
  });

const oddCharset = fc
  .record({
    charset,
    encoding,
    subjectCharset: charset,
    body: fc.uint8Array({ maxLength: 600 }),
    subject: word,
  })
  .map(({ charset: cs, encoding: cte, subjectCharset, body, subject }) => {
    const head = encoder.encode(
      `From: =?${subjectCharset}?B?${btoa(unescape(encodeURIComponent(subject)))}?= <x@y.example>\r\nSubject: =?${subjectCharset}?Q?${subject}?=\r\nContent-Type: text/plain; charset=${cs}\r\nContent-Transfer-Encoding: ${cte}\r\n\r\n`,
    );
    const raw = new Uint8Array(head.byteLength + body.byteLength);
    raw.set(head);
    raw.set(body, head.byteLength);
    return raw;
  });

const damagedFixture = fc
  .record({
    index: fc.nat({ max: Math.max(0, corpus.length - 1) }),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
    flips: fc.array(
      fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })),
      { maxLength: 8 },
    ),
  })
  .map(({ index, cut, flips }) => {
    const bytes = encoder.encode(corpus[index] ?? '');
    const kept = bytes.slice(0, Math.floor(bytes.byteLength * cut));
    for (const [where, value] of flips) {
      if (kept.byteLength > 0) kept[Math.floor(where * (kept.byteLength - 1))] = value;
    }
    return kept;
  });

const hugeHeaders = fc
  .record({
    name: fc.constantFrom(
      'Subject',
      'From',
      'To',
      'References',
      'X-Junk',
      'Content-Type',
      'Auto-Submitted',
    ),
    unit: word,
    times: fc.integer({ min: 1, max: 4000 }),
    count: fc.integer({ min: 1, max: 300 }),
  })
  .map(({ name, unit, times, count }) => {
    const value = (unit || 'x').repeat(times).slice(0, 120_000);
    return `${`X-Filler: ${'y'.repeat(50)}\r\n`.repeat(count)}${name}: ${value}\r\nFrom: Wordy <w@x.example>\r\n\r\nPASS\r\n`;
  });

// Thousands of parses take seconds; allow for a busy machine (this is not a speed test).
describe('readReply on malformed input', { timeout: 120_000 }, () => {
  it('survives 2,500 runs of random bytes, some streamed in odd chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 3000 }),
        fc.integer({ min: 1, max: 700 }),
        fc.boolean(),
        async (bytes, chunk, streamed) => {
          await expectWellFormed(streamed ? chunked(bytes, chunk) : bytes, 2048);
        },
      ),
      { numRuns: 2500 },
    );
  });

  it.each([
    ['2,500 fixtures cut short and damaged', damagedFixture, 2500],
    ['2,000 multiparts with broken boundaries', brokenMultipart, 2000],
    ['2,500 bodies and headers in odd charsets and encodings', oddCharset, 2500],
    ['500 messages with huge or endless headers', hugeHeaders, 500],
  ])('survives %s', async (_case, messages, numRuns) => {
    await fc.assert(
      fc.asyncProperty(messages, (raw) => expectWellFormed(raw)),
      { numRuns },
    );
  });
});

describe('stripHistory on any text', { timeout: 120_000 }, () => {
  const line = fc.oneof(
    word,
    fc.constantFrom(
      'PASS',
      '> PASS',
      '>',
      '-- ',
      '--',
      'Sent from my iPhone',
      'Regards,',
      '-----Original Message-----',
      'On Mon, Nov 30, 2026 at 1:29 PM Wordmail <p@w.example> wrote:',
      'On Mon, Nov 30, 2026 at 1:29 PM Wordmail <',
      'p@w.example> wrote:',
      'From: Wordmail <t@w.example>',
      'Sent: Monday',
      'To: Alice',
      'Subject: turn',
      '',
      '________________________________',
      'Le 30 nov. 2026, Wordmail a écrit :',
      'introduces:',
      '\u00a0PASS\u00a0',
    ),
  );
  it('only ever returns lines the player wrote, none of them quoted (10,000 texts)', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 14 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        (lines, eol) => {
          const text = lines.join(eol);
          const written = new Set(normaliseLines(text).map((each) => each.trim()));
          const kept = stripHistory(text);
          expect(kept).toBe(kept.trim());
          for (const each of kept === '' ? [] : kept.split('\n')) {
            expect(written.has(each.trim())).toBe(true);
            expect(each.startsWith('>')).toBe(false);
          }
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

describe('splitReply on any text', { timeout: 120_000 }, () => {
  it('keeps every command line and puts nothing else in commands (10,000 texts)', () => {
    const line = fc.oneof(
      word,
      fc.constantFrom('PASS', 'H8 across PLANE', 'NOTE hi', 'note', '', '  EXCHANGE QI  ', '\r'),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const { commands, note } = splitReply(lines.join('\n'), isMove);
        expect(commands.every(isMove)).toBe(true);
        expect(
          note === null || (note !== '' && note === note.trim() && !note.includes('\n\n\n')),
        ).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });
});

// Shapes that once made a regex backtrack for minutes (a run of blanks before a last word, a
// line of "@", a long run of ">"): each must come back, well formed, within the test timeout.
const body = (text: string, type = 'text/plain') =>
  `From: a@b.example\r\nSubject: x\r\nContent-Type: ${type}\r\n\r\n${text}`;
describe('readReply on pathological input', () => {
  it.each([
    ['a run of 250,000 blanks inside a line', body(`a${' '.repeat(250_000)}b`)],
    ['lines of blanks ending in a word', body(`${' '.repeat(399)}x\n`.repeat(600))],
    ['lines full of "@" after "on"', body(`on ${'@a'.repeat(190)} wrote\n`.repeat(600))],
    ['lines of colons after a date', body(`On 1 ${':'.repeat(390)}\n`.repeat(600))],
    ['footer-like lines', body(`sent from ${'my '.repeat(60)}\n`.repeat(1000))],
    ['40,000 empty inline elements', body('<i> </i>'.repeat(40_000), 'text/html')],
    ['20,000 unclosed blockquotes', body('<blockquote>PASS'.repeat(20_000), 'text/html')],
    ['a subject of "[#"', `From: a@b.example\r\nSubject: Re: ${'[#'.repeat(500)}\r\n\r\n`],
    ['a From of ">"', `From: <a@b.example${'>'.repeat(100_000)}\r\n\r\nPASS`],
  ])('comes back from %s', async (_case, raw) => {
    expect(malformation(await readReply(raw))).toBeNull();
  });
});
