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
  // Rows: what the rule is, the flowed text, whether DelSp=yes, the fixed text it decodes to.
  it.each([
    [
      'joins a soft-broken paragraph, keeping the space between words',
      'I will play \nthe long word \nnext turn.',
      false,
      'I will play the long word next turn.',
    ],
    ['removes the space before a soft break when DelSp=yes', 'GERAN \nIAL', true, 'GERANIAL'],
    [
      'never joins a quoted line to the unquoted move below it',
      '> H8 across PLANE \nPASS',
      false,
      '> H8 across PLANE\nPASS',
    ],
    [
      'never joins an unquoted move to the quoted line below it',
      'PASS \n> Your turn, Ann',
      false,
      'PASS\n> Your turn, Ann',
    ],
    [
      'never joins lines of different quote depths',
      '>> older \n> newer \n> still newer',
      false,
      '>> older\n> newer still newer',
    ],
    [
      'keeps the signature separator a line of its own',
      'PASS\n-- \nIvan',
      false,
      'PASS\n-- \nIvan',
    ],
    ['leaves fixed lines as they are', 'H8 PLANE\nthanks', false, 'H8 PLANE\nthanks'],
  ])('%s', (_rule, flowed, delSp, fixed) => {
    expect(decodeFlowed(flowed, delSp)).toBe(fixed);
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

  it('finds the parameter in any case, and a message that never says "flowed" at once', () => {
    const shouted = holdFlowed(new TextEncoder().encode(flowedMail('x', 'Format="FLOWED"')));
    expect(new TextDecoder().decode(shouted?.bytes)).toContain('Format=fixed');
    expect(holdFlowed(new TextEncoder().encode(flowedMail('flowe d', 'format=flowe')))).toBeNull();
    expect(holdFlowed(new Uint8Array([0x66, 0x6c, 0x6f, 0x77, 0x65]))).toBeNull();
    // A byte that is not ASCII never stands for a letter of the word.
    const latin = new TextEncoder().encode(flowedMail('x', 'format=flowed'));
    latin[latin.lastIndexOf(0x77)] = 0xd7; // the "w" of "flowed" → 0xd7, "W" (0x57) with the top bit
    expect(holdFlowed(latin)).toBeNull();
  });

  it('keeps every other byte as it was, whatever its charset', () => {
    const bytes = new TextEncoder().encode(flowedMail('Grüße, ½ — ok'));
    const held = holdFlowed(bytes) as { bytes: Uint8Array };
    expect(held.bytes.byteLength).toBe(bytes.byteLength - 1); // "flowed" → "fixed"
    expect(new TextDecoder().decode(held.bytes)).toContain('Grüße, ½ — ok');
  });
});

describe('readReply on Thunderbird flowed replies', () => {
  // Rows: what the reader does, the lines of the flowed body, the text it reads.
  it.each([
    [
      'keeps a bottom-posted move below quoted lines that end in a space',
      [
        'On 30/11/2026 13:29, Wordmail wrote:',
        '> Your turn, Ann. Reply with your move, for example: ',
        '> H8 across PLANE ',
        '> Your rack: A E I Q R S T ',
        'PASS',
      ],
      'PASS',
    ],
    [
      'keeps a top-posted move with a trailing space off the attribution',
      [
        'H8 across PLANE ',
        '',
        'On 30/11/2026 13:29, Wordmail wrote:',
        '> Your rack: A E L N P R S ',
        '> PASS',
      ],
      'H8 across PLANE',
    ],
    [
      'keeps the blank line after a top-posted line that ends in a space',
      ['PASS ', '', 'NOTE good game'],
      'PASS\n\nNOTE good game',
    ],
    [
      'joins the player\u2019s own soft-broken note',
      ['H8 across PLANE', '', 'A long note that the client ', 'wrapped for me.'],
      'H8 across PLANE\n\nA long note that the client wrapped for me.',
    ],
  ])('%s', async (_rule, lines, text) => {
    expect((await readReply(flowedMail(lines.join('\r\n')))).text).toBe(text);
  });

  it('honours DelSp=yes in a reply', async () => {
    const body = 'H8 down GERAN \r\nIAL';
    expect((await readReply(flowedMail(body, 'format=flowed; delsp=yes'))).text).toBe(
      'H8 down GERANIAL',
    );
  });
});
