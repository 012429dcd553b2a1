// bench:turn's mailbox keeps each email as the room's outbox row does (its values as UTF-8 bytes,
// off the JS heap) and reads a reply against the emails it names as the room does.
import { describe, expect, it } from 'vitest';
import { BenchMailbox } from '../../worker/cli/bench-mailbox';
import type { InboundReply } from '../../worker/mail/inbound/read-reply';
import type { OutgoingMessage } from '../../worker/mail/message';
import { outboxParts } from '../../worker/mail/outbox-row';
import { REPLY_MARKER } from '../../worker/mail/reply-marker';

const FROM = 'Wordmail <turns@play.example.com>';

function turnEmail(turn: number, extra = ''): OutgoingMessage {
  return {
    id: `t${turn}`,
    to: 'ann@example.com',
    from: FROM,
    replyTo: 'play-g-k@play.example.com',
    subject: 'Your turn',
    text: `Your turn, Ann — move ${turn}\n\nThe board after ${turn} moves\nReply with your move on its own line${extra}`,
    html: `<!DOCTYPE html><html><body><p>Your turn, Ann — move ${turn}</p><p>The board after ${turn} moves</p></body></html>`,
    headers: { 'Message-ID': `<t${turn}.s0.g@play.example.com>` },
  };
}

/** One email to seat 0, with its outbox row's values, as the bench commits it. */
function toSeat0(message: OutgoingMessage) {
  return [{ seat: 0, message, parts: outboxParts(message) }];
}

function replyTo(message: OutgoingMessage, body: string): InboundReply {
  const id = message.headers['Message-ID']!.slice(1, -1);
  return {
    messageId: 'r@mail.example.com',
    inReplyTo: id,
    references: [id],
    from: 'ann@example.com',
    fromName: 'Ann',
    to: ['play-g-k@play.example.com'],
    subject: 'Re: Your turn',
    autoReply: null,
    text: body,
    body,
    source: 'text',
    tooLarge: false,
  };
}

describe('the turn bench mailbox', () => {
  it('gives back each email as it was sent, marked, lone surrogates included', () => {
    const mailbox = new BenchMailbox(1, FROM);
    const lone = turnEmail(1, ' \ud800');
    mailbox.commit(toSeat0(lone));
    const latest = mailbox.latest(0)!;
    expect(latest.text.split('\n')[0]).toBe(REPLY_MARKER);
    expect(latest.text).toContain('\ud800');
    expect(latest.html).toContain('data-reply-marker');
    expect({ ...latest, text: lone.text, html: lone.html }).toEqual(lone);
  });

  it('reads the player’s words above the quoted email the reply answers, again and again', () => {
    const mailbox = new BenchMailbox(1, FROM);
    mailbox.commit(toSeat0(turnEmail(1)));
    mailbox.commit(toSeat0(turnEmail(2)));
    const sent = mailbox.latest(0)!;
    const quoted = sent.text
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
    const reply = replyTo(sent, `H8 across PLANE\n\nOn Monday, Wordmail wrote:\n${quoted}\n`);
    expect(mailbox.read(0, reply).text).toBe('H8 across PLANE');
    // Read again, with the HTML’s text kept from the first reading.
    expect(mailbox.read(0, reply).text).toBe('H8 across PLANE');
    expect(mailbox.threads.get(0)).toEqual({
      rootId: '<t1.s0.g@play.example.com>',
      lastId: '<t2.s0.g@play.example.com>',
      count: 2,
    });
  });
});
