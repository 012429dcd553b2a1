// The small parsers under readReply: message ids, addresses, header ends, boundary repair.
import { describe, expect, it } from 'vitest';
import { normaliseAddress, readMessageIds } from '../../../worker/mail/inbound/addresses';
import { headerEnd } from '../../../worker/mail/inbound/raw-bytes';
import { redeclareBoundary } from '../../../worker/mail/inbound/recover-boundary';
import { readsEach } from './reads-each';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | null) => (data ? new TextDecoder().decode(data) : null);

describe('readMessageIds', () => {
  readsEach<string | undefined, string[]>('reads %j as %j', readMessageIds, [
    [undefined, []],
    ['', []],
    ['<a@b.example>', ['a@b.example']],
    ['<a@b.example> <c@d.example>', ['a@b.example', 'c@d.example']],
    ['<a@b.example>\r\n\t<c@d.example>', ['a@b.example', 'c@d.example']],
    ['a@b.example', ['a@b.example']],
    ['<a@b.example> (message of Monday)', ['a@b.example']],
    ['<>', []],
  ]);
});

describe('normaliseAddress', () => {
  readsEach('turns %j into %j', normaliseAddress, [
    ['  Alice.Martin+Games@GMail.COM ', 'alice.martin+games@gmail.com'],
    ['<bob@example.com>', 'bob@example.com'],
    ['<<bob@example.com>>', 'bob@example.com'],
    ['', ''],
  ]);
});

describe('headerEnd', () => {
  const endOf = (raw: string) => headerEnd(bytes(raw));
  readsEach('finds the end of the headers of %j at %j', endOf, [
    ['A: 1\r\nB: 2\r\n\r\nbody', 14],
    ['A: 1\nB: 2\n\nbody', 11],
    ['A: 1\r\nB: 2', null],
    ['', null],
  ]);
});

describe('redeclareBoundary', () => {
  const body = '--used\r\nContent-Type: text/plain\r\n\r\nPASS\r\n--used--\r\n';
  it('re-declares the boundary the body uses', () => {
    const raw = `Content-Type: multipart/alternative; boundary="declared"\r\n\r\n${body}`;
    expect(text(redeclareBoundary(bytes(raw)))).toBe(
      `Content-Type: multipart/alternative; boundary="used"\r\n\r\n${body}`,
    );
  });

  it.each([
    ['the boundaries already agree', `Content-Type: multipart/mixed; boundary=used\r\n\r\n${body}`],
    ['the message is not multipart', `Content-Type: text/plain\r\n\r\n${body}`],
    ['no boundary is declared', `Content-Type: multipart/mixed\r\n\r\n${body}`],
    ['the body has no delimiter', 'Content-Type: multipart/mixed; boundary=x\r\n\r\nPASS\r\n'],
    ['the headers never end', 'Content-Type: multipart/mixed; boundary=x\r\n--used'],
  ])('leaves the message alone when %s', (_case, raw) => {
    expect(redeclareBoundary(bytes(raw))).toBeNull();
  });
});
