// 10,000 replies built from the emails we really sent (a crossword turn, its HELP and refusal,
// Word Jam and Mumble-Jumble turns) around a random command: quoted to any depth or not at all,
// re-wrapped at random widths with or without Gmail's lost "> " on the tails, reflowed,
// converted from our HTML, truncated, top- or bottom-posted, with the attributions clients write.
// The reader keeps exactly the command, and no line we sent survives.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlToText } from '../../../worker/mail/inbound/html-to-text';
import { type KnownMail, knowMail, ownWords } from '../../../worker/mail/inbound/own-words';
import { unreadHtml } from '../../../worker/mail/inbound/sent-html';
import { ANN, newGame, room } from '../../support/games';
import { clearOutbox, outbox, outboxFor, reply } from '../../support/mail';
import { BOB, CLEO, startGame } from '../parlor/support';

const OUR_ADDRESS = 'turns@play.localhost';

interface Sample {
  text: string;
  htmlText: string;
  known: KnownMail;
  subject: string;
}

let samples: Sample[] = [];

beforeAll(async () => {
  await clearOutbox();
  const { id } = await newGame();
  const annTurn = (await outbox()).find((m) => m.to === ANN.email && m.subject.includes(id))!;
  for (const body of ['HELP', 'H8 across QXZJV'])
    await reply({ from: ANN.email, to: annTurn.replyTo, body });
  await startGame('word-jam', [ANN, BOB, CLEO], { minPlayers: 3 });
  await startGame('mumble-jumble', [ANN, BOB, CLEO], {});
  const sent = await outbox();
  samples = await Promise.all(
    sent.map(async (m) => {
      const htmlText = await htmlToText(m.html);
      return {
        text: m.text,
        htmlText,
        // Its HTML as the room gives it, read as text only where a line of the reply needs it.
        known: knowMail(
          [{ text: m.text, html: unreadHtml(m.html, () => {}) }],
          [OUR_ADDRESS, m.replyTo, m.subject],
        ),
        subject: m.subject,
      };
    }),
  );
});

const word = fc.stringMatching(/^[A-Z]{2,8}$/);
const square = fc
  .tuple(fc.constantFrom(...'ABCDEFGHIJKLMNO'), fc.integer({ min: 1, max: 15 }))
  .map(([column, row]) => `${column}${row}`);
const command = fc.oneof(
  fc.constantFrom(
    'PASS',
    'H8 across PLANE',
    'H8 across PLAE',
    'EXCHANGE QXZ',
    'RESIGN',
    'HELP',
    'BOARD',
    '8H PLANE',
    'WORD CRANE',
    'ANSWER RACES',
    'ANSWER STEAM',
    'ALI BABA',
    'THIEVES GRIM',
    'CHALLENGE',
    'DONE',
  ),
  fc.tuple(square, fc.constantFrom('across', 'down'), word).map((parts) => parts.join(' ')),
  word,
);

/** Greedy wrap at `width`, as clients re-wrap quoted text; words longer than a line stay whole. */
function wrap(line: string, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const piece of line.split(' ')) {
    if (current !== '' && current.length + 1 + piece.length > width) {
      out.push(current);
      current = piece;
    } else current = current === '' ? piece : `${current} ${piece}`;
  }
  out.push(current);
  return out;
}

/** Joins the lines of each paragraph into one, as format=flowed and HTML clients do. */
function reflow(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.length - 1;
    if (line.trim() !== '' && last >= 0 && out[last]!.trim() !== '')
      out[last] = `${out[last]} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

const shape = fc.record({
  sample: fc.nat(),
  html: fc.boolean(),
  markerGone: fc.boolean(),
  truncateAt: fc.option(fc.double({ min: 0.05, max: 1, noNaN: true }), { nil: null }),
  reflowed: fc.boolean(),
  width: fc.option(fc.integer({ min: 16, max: 100 }), { nil: null }),
  lostTails: fc.boolean(),
  depth: fc.integer({ min: 0, max: 3 }),
  prefix: fc.constantFrom('> ', '>'),
  quoteBlanks: fc.boolean(),
  bottom: fc.boolean(),
  attribution: fc.constantFrom('none', 'gmail', 'gmail-wrapped', 'apple', 'outlook', 'zoho'),
  command,
});

type Shape = typeof shape extends fc.Arbitrary<infer T> ? T : never;

function attribution(kind: Shape['attribution'], subject: string, quoted: boolean): string[] {
  const at = 'Tue, Dec 1, 2026 at 9:00 AM';
  switch (kind) {
    case 'none':
      return [];
    case 'gmail':
      return [`On ${at} Wordmail <${OUR_ADDRESS}> wrote:`, ''];
    case 'gmail-wrapped':
      return [`On ${at} Wordmail <`, `${OUR_ADDRESS}> wrote:`, ''];
    case 'apple':
      return quoted ? [`> On 1 Dec 2026, at 09:00, Wordmail <${OUR_ADDRESS}> wrote:`, '>'] : [];
    case 'outlook':
      return quoted
        ? []
        : [
            '________________________________',
            `From: Wordmail <${OUR_ADDRESS}>`,
            'Sent: Tuesday, December 1, 2026 9:00 AM',
            `To: Ann <${ANN.email}>`,
            `Subject: ${subject}`,
            '',
          ];
    case 'zoho':
      return [`---- On Tue, 01 Dec 2026 09:00:00 +0000 Wordmail <${OUR_ADDRESS}> wrote ----`, ''];
  }
}

function buildReply(s: Shape, sample: Sample, subject: string): string {
  let lines = (s.html ? sample.htmlText : sample.text).replace(/\n+$/, '').split('\n');
  if (s.markerGone) lines = lines.slice(lines[0]?.includes('Reply above this line') ? 1 : 0);
  // Clients cut long quotes at a line; only above a top-posted reply (below one, a cut quote's
  // next line could be the player's very words).
  if (s.truncateAt !== null && !s.bottom)
    lines = lines.slice(0, Math.max(1, Math.ceil(lines.length * s.truncateAt)));
  if (s.reflowed) lines = reflow(lines);
  const prefix = s.prefix.repeat(s.depth);
  const quoted: string[] = [];
  for (const line of lines) {
    const pieces = s.width === null ? [line] : wrap(line, s.width);
    pieces.forEach((piece, i) => {
      const keepsPrefix = s.depth > 0 && (i === 0 || !s.lostTails);
      if (piece === '') quoted.push(s.depth > 0 && s.quoteBlanks ? prefix.trimEnd() : '');
      else quoted.push(keepsPrefix ? `${prefix}${piece}` : piece);
    });
  }
  const history = [...attribution(s.attribution, subject, s.depth > 0), ...quoted];
  return s.bottom && s.depth > 0
    ? [...history, '', s.command, ''].join('\n')
    : [s.command, '', ...history].join('\n');
}

describe('the reply reader, on replies built from our real emails', () => {
  it('found emails of every kind to quote', () => {
    expect(samples.length).toBeGreaterThanOrEqual(8);
  });

  it('keeps exactly the command, however the history was quoted', () => {
    fc.assert(
      fc.property(shape, (s) => {
        const sample = samples[s.sample % samples.length]!;
        const subject = `Re: ${sample.subject}`;
        const body = buildReply(s, sample, subject);
        const own = ownWords(body, sample.known);
        expect(own.text, body).toBe(s.command);
        if (!(s.bottom && s.depth > 0)) expect(own.above, body).toBe(s.command);
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it('plays exactly the PASS of a few such replies through the real email() handler', async () => {
    for (const s of fc.sample(shape, { numRuns: 6 })) {
      const { id } = await newGame();
      const turn = (await outboxFor(id)).find((m) => m.to === ANN.email)!;
      const htmlText = await htmlToText(turn.html);
      const sample = { text: turn.text, htmlText, known: knowMail([], []), subject: turn.subject };
      const body = buildReply({ ...s, command: 'PASS' }, sample, `Re: ${turn.subject}`);
      await reply({
        from: ANN.email,
        to: turn.replyTo,
        body,
        inReplyTo: turn.headers['Message-ID'],
      });
      expect(
        (await room(id).moveLog()).map((m) => m.command),
        body,
      ).toEqual(['PASS']);
      const after = (await outboxFor(id)).slice(2);
      expect(
        after.some((m) => m.text.includes('Ann says')),
        body,
      ).toBe(false);
    }
  }, 60_000);
});
