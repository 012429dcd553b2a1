// readReply: the envelope of a reply (sender, recipients, thread ids), its input forms and the
// size limit. Messages are built here, small and to the point; whole client replies are in
// test/fixtures/replies.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BYTES, readReply } from '../../../worker/mail/inbound/read-reply';
import { chunked } from './chunked';

function message(headers: Record<string, string>, body = 'PASS'): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}\r\n`;
}

const REPLY = message({
  From: '"Alice Martin" <Alice.Martin+Games@GMail.COM>',
  To: 'Wordmail <PLAY+k7q2.x9f3wd@Wordmail.Example>',
  Cc: 'bob@example.com, play+k7q2.x9f3wd@wordmail.example',
  'Delivered-To': 'play+k7q2.x9f3wd@wordmail.example',
  Subject: 'Re: [Wordmail #k7q2] Your turn',
  'Message-ID': '<CAJ8kQ3p1@mail.gmail.com>',
  'In-Reply-To': "<turn.k7q2.7@wordmail.example> (Wordmail's message of Mon, 30 Nov 2026)",
  References: '<start.k7q2@wordmail.example>\r\n <turn.k7q2.7@wordmail.example>',
});

describe('readReply', () => {
  it('normalises the sender but keeps its +tag', async () => {
    const reply = await readReply(REPLY);
    expect(reply.from).toBe('alice.martin+games@gmail.com');
    expect(reply.fromName).toBe('Alice Martin');
  });

  it('decodes an encoded display name', async () => {
    const reply = await readReply(
      message({ From: '=?UTF-8?Q?Am=C3=A9lie_Dupont?= <Amelie@Example.FR>' }),
    );
    expect(reply).toMatchObject({ from: 'amelie@example.fr', fromName: 'Amélie Dupont' });
  });

  it('lists To, Cc and Delivered-To recipients once each, normalised', async () => {
    const reply = await readReply(REPLY);
    expect(reply.to).toEqual(['play+k7q2.x9f3wd@wordmail.example', 'bob@example.com']);
  });

  it('reads thread ids without angle brackets or comments', async () => {
    const reply = await readReply(REPLY);
    expect(reply.messageId).toBe('CAJ8kQ3p1@mail.gmail.com');
    expect(reply.inReplyTo).toBe('turn.k7q2.7@wordmail.example');
    expect(reply.references).toEqual([
      'start.k7q2@wordmail.example',
      'turn.k7q2.7@wordmail.example',
    ]);
  });

  it('reads a message without From, ids or recipients as empty fields', async () => {
    const reply = await readReply(message({ Subject: 'hello' }));
    expect(reply).toMatchObject({
      from: '',
      fromName: null,
      to: [],
      messageId: null,
      inReplyTo: null,
      references: [],
    });
    expect(reply).toMatchObject({ text: 'PASS', source: 'text' });
  });

  it('ignores an address group with no members', async () => {
    const reply = await readReply(message({ From: 'a@b.example', To: 'undisclosed-recipients:;' }));
    expect(reply.to).toEqual([]);
  });

  it.each([
    ['a string', () => REPLY],
    ['a Uint8Array', () => new TextEncoder().encode(REPLY)],
    ['an ArrayBuffer', () => new TextEncoder().encode(REPLY).buffer as ArrayBuffer],
    ['a stream in 7-byte chunks', () => chunked(REPLY, 7)],
  ])('reads %s the same way', async (_form, make) => {
    expect(await readReply(make())).toEqual(await readReply(REPLY));
  });

  it('reads LF and CRLF line endings the same way', async () => {
    expect(await readReply(REPLY.replaceAll('\r\n', '\n'))).toEqual(await readReply(REPLY));
  });

  it('falls back to a command in the subject when the body is empty', async () => {
    const reply = await readReply(
      message({ From: 'a@b.example', Subject: 'Re: [Wordmail #k7q2] PASS' }, ''),
    );
    expect(reply).toMatchObject({ text: 'PASS', source: 'subject' });
  });

  it('reports no text when neither body nor subject says anything', async () => {
    const reply = await readReply(
      message({ From: 'a@b.example', Subject: 'Re: [Wordmail #k7q2]' }, '> PASS'),
    );
    expect(reply).toMatchObject({ text: '', source: 'none' });
  });

  it('takes the HTML part only when there is no plain-text part', async () => {
    const html = message(
      { From: 'a@b.example', 'Content-Type': 'text/html; charset=utf-8' },
      '<div>H8 across PLANE</div><blockquote>PASS</blockquote>',
    );
    expect(await readReply(html)).toMatchObject({ text: 'H8 across PLANE', source: 'html' });
  });
});

describe('readReply on a message over the size limit', () => {
  const big = message(
    {
      From: 'Big <big@example.com>',
      'Message-ID': '<big@example.com>',
      'Auto-Submitted': 'auto-replied',
    },
    `PASS\r\n${'x'.repeat(2000)}`,
  );

  it('reads only the headers', async () => {
    const reply = await readReply(big, { maxBytes: 1000 });
    expect(reply).toMatchObject({
      tooLarge: true,
      text: '',
      source: 'none',
      from: 'big@example.com',
      messageId: 'big@example.com',
    });
    expect(reply.autoReply).toContain('Auto-Submitted');
  });

  it('stops reading a stream that never ends', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode('From: x@y.example\r\nSubject: endless\r\n\r\n'),
        );
      },
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(4096).fill(0x41));
      },
    });
    const reply = await readReply(endless, { maxBytes: 64 * 1024 });
    expect(reply).toMatchObject({ tooLarge: true, from: 'x@y.example', subject: 'endless' });
    expect(pulled).toBeLessThan(40);
  });

  it('accepts a message of exactly the limit', async () => {
    const size = new TextEncoder().encode(big).byteLength;
    expect((await readReply(big, { maxBytes: size })).tooLarge).toBe(false);
    expect((await readReply(big, { maxBytes: size - 1 })).tooLarge).toBe(true);
  });

  it.each([
    [200, false],
    [300, true],
  ])('by default refuses a %i KB message: %s', async (kilobytes, tooLarge) => {
    const raw = message({ From: 'a@b.example' }, `PASS\r\n${'x'.repeat(kilobytes * 1024)}`);
    expect((await readReply(raw)).tooLarge).toBe(tooLarge);
    expect(DEFAULT_MAX_BYTES).toBe(256 * 1024);
  });
});
