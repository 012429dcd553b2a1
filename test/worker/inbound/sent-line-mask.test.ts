// sentLineMask answers only the lines it is asked about, reading the others only as far as a run
// through an asked line can reach: for any reply and any choice of lines, its answers are the ones
// it gives when asked about every line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sentLineMask, sentWords } from '../../../worker/mail/inbound/sent-lines';

// An email of ours in miniature: paragraphs, short lines, a repeated line, a score line.
const SENT = [
  'Ann played H8 across PLANE for 24 points.',
  '',
  'Scores: Ann 24, Bob 0 (to move)',
  'Your rack: A E I N R S T',
  '',
  'Reply with your move, for example H8 across PLANE',
  'or PASS, EXCHANGE ABC, RESIGN, HELP.',
  'Reply with your move, for example H8 across PLANE',
  '',
  'The board after 1 move · tiles in the bag: 86',
].join('\n');
const sent = sentWords([{ text: SENT, htmlText: SENT.replaceAll('\n\n', '\n') }]);
const SENT_LINES = SENT.split('\n').filter((line) => line !== '');

const sentWordsOf = (line: string) => line.split(' ');
const replyLine = fc.oneof(
  fc.constantFrom(...SENT_LINES),
  // A piece of one of our lines, as a re-wrapping client leaves it.
  fc.tuple(fc.constantFrom(...SENT_LINES), fc.nat(8), fc.nat(8)).map(([line, from, length]) =>
    sentWordsOf(line)
      .slice(from, from + length + 1)
      .join(' '),
  ),
  fc.constantFrom('', '   ', '-----', 'H8 across PLANE', 'PASS', 'Zebras juggle lanterns'),
);
const quoted = fc.tuple(replyLine, fc.constantFrom('', '> ', '>> ')).map(([l, q]) => q + l);

describe('sentLineMask', () => {
  it('answers the lines asked about as it does when asked about every line', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(quoted, fc.boolean()), { maxLength: 30 }), (reply) => {
        const lines = reply.map(([line]) => line);
        const whole = sentLineMask(lines, sent);
        const asked = sentLineMask(lines, sent, (at) => reply[at]![1]);
        expect(asked).toEqual(whole.map((ours, at) => ours && reply[at]![1]));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds the tail a client wrapped off a quoted line of ours, deep in the quote', () => {
    const tail = SENT_LINES.length - 2;
    const lines = [
      ...SENT_LINES.slice(0, tail).map((line) => `> ${line}`),
      '> Reply with your move, for example H8',
      'across PLANE',
      '> or PASS, EXCHANGE ABC, RESIGN, HELP.',
    ];
    const unquoted = (at: number) => !lines[at]!.startsWith('>');
    const mask = sentLineMask(lines, sent, unquoted);
    expect(mask.flatMap((ours, at) => (ours ? [lines[at]] : []))).toEqual(['across PLANE']);
  });
});
