// format=flowed (RFC 3676) decoding: soft breaks joined within one quote depth only, never across
// a blank line; space-stuffing undone; DelSp honoured; and readReply using it for flowed parts.
import { describe, expect, it } from 'vitest';
import { decodeFlowed } from '../../../worker/mail/inbound/flowed';
import { holdFlowed } from '../../../worker/mail/inbound/flowed-part';
import { readReply } from '../../../worker/mail/inbound/read-reply';

function flowedMail(body: string, params = 'format=flowed'): string {
  return [
    'From: Ivan <ivan@petrov.example>',
    'To: play+k7q2.x9f3wd@wordmail.example',
    'Subject: Re: Your turn',
    'MIME-Version: 1.0',
    `Content-Type: text/plain; charset=UTF-8; ${params}`,
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
    '',
  ].join('\r\n');
}

describe('decodeFlowed', () => {
  it('joins a soft-broken paragraph, keeping the space between words', () => {
    expect(decodeFlowed('I will play \nthe long word \nnext turn.', false)).toBe(
      'I will play the long word next turn.',
    );
  });

  it('removes the space before a soft break when DelSp=yes', () => {
    expect(decodeFlowed('GERAN \nIAL', true)).toBe('GERANIAL');
  });

  it('never joins a quoted line to the unquoted move below it', () => {
    expect(decodeFlowed('> H8 across PLANE \nPASS', false)).toBe('> H8 across PLANE\nPASS');
  });

  it('never joins an unquoted move to the quoted line below it', () => {
    expect(decodeFlowed('PASS \n> Your turn, Ann', false)).toBe('PASS\n> Your turn, Ann');
  });

  it('never joins lines of different quote depths', () => {
    expect(decodeFlowed('>> older \n> newer \n> still newer', false)).toBe(
      '>> older\n> newer still newer',
    );
  });

  it('never joins across a blank line, quoted or not', () => {
    expect(decodeFlowed('PASS \n\nOn Mon, Wordmail wrote:', false)).toBe(
      'PASS\n\nOn Mon, Wordmail wrote:',
    );
    expect(decodeFlowed('> Your rack: \n>\n> PASS', false)).toBe('> Your rack:\n>\n> PASS');
  });

  it('undoes space-stuffing after the quote marks and on unquoted lines', () => {
    expect(decodeFlowed('  From the start\n>  From the quote', false)).toBe(
      ' From the start\n>  From the quote',
    );
    expect(decodeFlowed(' >not a quote', false)).toBe('>not a quote');
  });

  it('keeps the signature separator a line of its own', () => {
    expect(decodeFlowed('PASS\n-- \nIvan', false)).toBe('PASS\n-- \nIvan');
  });

  it('leaves fixed lines as they are', () => {
    expect(decodeFlowed('H8 PLANE\nthanks', false)).toBe('H8 PLANE\nthanks');
  });
});

describe('holdFlowed', () => {
  it('rewrites the format parameter of a flowed text part and reads DelSp', () => {
    const held = holdFlowed(new TextEncoder().encode(flowedMail('x', 'format=flowed; delsp=yes')));
    expect(held?.delSp).toBe(true);
    expect(new TextDecoder().decode(held?.bytes)).toContain('format=fixed; delsp=yes');
  });

  it('leaves a message alone when its text is not flowed', () => {
    expect(holdFlowed(new TextEncoder().encode(flowedMail('x', 'format=fixed')))).toBeNull();
  });

  it('keeps every other byte as it was, whatever its charset', () => {
    const bytes = new TextEncoder().encode(flowedMail('Grüße, ½ — ok'));
    const held = holdFlowed(bytes) as { bytes: Uint8Array };
    expect(held.bytes.byteLength).toBe(bytes.byteLength - 1); // "flowed" → "fixed"
    expect(new TextDecoder().decode(held.bytes)).toContain('Grüße, ½ — ok');
  });
});

describe('readReply on Thunderbird flowed replies', () => {
  it('keeps a bottom-posted move below quoted lines that end in a space', async () => {
    const body = [
      'On 30/11/2026 13:29, Wordmail wrote:',
      '> Your turn, Ann. Reply with your move, for example: ',
      '> H8 across PLANE ',
      '> Your rack: A E I Q R S T ',
      'PASS',
    ].join('\r\n');
    expect((await readReply(flowedMail(body))).text).toBe('PASS');
  });

  it('keeps a top-posted move with a trailing space off the attribution', async () => {
    const body = [
      'H8 across PLANE ',
      '',
      'On 30/11/2026 13:29, Wordmail wrote:',
      '> Your rack: A E L N P R S ',
      '> PASS',
    ].join('\r\n');
    expect((await readReply(flowedMail(body))).text).toBe('H8 across PLANE');
  });

  it('keeps the blank line after a top-posted line that ends in a space', async () => {
    const body = ['PASS ', '', 'NOTE good game'].join('\r\n');
    expect((await readReply(flowedMail(body))).text).toBe('PASS\n\nNOTE good game');
  });

  it('joins the player\u2019s own soft-broken note', async () => {
    const body = ['H8 across PLANE', '', 'A long note that the client ', 'wrapped for me.'].join(
      '\r\n',
    );
    expect((await readReply(flowedMail(body))).text).toBe(
      'H8 across PLANE\n\nA long note that the client wrapped for me.',
    );
  });

  it('honours DelSp=yes in a reply', async () => {
    const body = 'H8 down GERAN \r\nIAL';
    expect((await readReply(flowedMail(body, 'format=flowed; delsp=yes'))).text).toBe(
      'H8 down GERANIAL',
    );
  });
});
