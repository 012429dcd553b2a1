// Thunderbird format=flowed replies to a real turn email, through the Worker's email() handler:
// the move is played whether it sits above or below the quote, and nothing quoted is relayed.
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, newGame, room } from '../../support/games';
import { clearOutbox, deliver, outboxFor } from '../../support/mail';

beforeEach(clearOutbox);

/** Thunderbird's flowed quoting: "> " before each line, a space before each soft break. */
function flowedQuote(text: string): string[] {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.trim() === '' ? '>' : `> ${line} `));
}

function thunderbird(to: string, inReplyTo: string, body: string[]): string {
  return [
    `From: Ann <${ANN.email}>`,
    `To: ${to}`,
    'Subject: Re: your turn',
    'Date: Mon, 30 Nov 2026 14:50:21 +0100',
    `Message-ID: <flowed-${Math.random()}@thunderbird.example>`,
    `In-Reply-To: ${inReplyTo}`,
    `References: ${inReplyTo}`,
    'User-Agent: Mozilla Thunderbird',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8; format=flowed',
    'Content-Transfer-Encoding: 8bit',
    '',
    ...body,
    '',
  ].join('\r\n');
}

async function started() {
  const { id } = await newGame();
  const annMail = (await outboxFor(id)).find((mail) => mail.to === ANN.email);
  if (!annMail) throw new Error('no turn email for Ann');
  return { id, annMail };
}

describe('a Thunderbird format=flowed reply to a turn email', () => {
  it('plays a move written below quoted lines that end in a space', async () => {
    const { id, annMail } = await started();
    const body = ['On 30/11/2026 13:29, Wordmail wrote:', ...flowedQuote(annMail.text), 'PASS'];
    await deliver(thunderbird(annMail.replyTo, annMail.headers['Message-ID'] ?? '', body), {
      from: ANN.email,
      to: annMail.replyTo,
    });
    expect((await room(id).moveLog()).map((move) => move.command)).toEqual(['PASS']);
    const bobs = (await outboxFor(id)).slice(2).find((mail) => mail.to === BOB.email);
    expect(bobs?.text).not.toContain('Ann says');
  });

  it('plays a top-posted move that ends in a space above the attribution', async () => {
    const { id, annMail } = await started();
    const body = [
      'PASS ',
      '',
      'On 30/11/2026 13:29, Wordmail wrote:',
      ...flowedQuote(annMail.text),
    ];
    await deliver(thunderbird(annMail.replyTo, annMail.headers['Message-ID'] ?? '', body), {
      from: ANN.email,
      to: annMail.replyTo,
    });
    expect((await room(id).moveLog()).map((move) => move.command)).toEqual(['PASS']);
    const bobs = (await outboxFor(id)).slice(2).find((mail) => mail.to === BOB.email);
    expect(bobs?.text).not.toContain('Ann says');
    expect(bobs?.text).not.toContain('Your turn, Ann');
  });
});
