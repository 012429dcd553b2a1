// A one-word PASS above our real turn email, quoted the way each mail client quotes it, through
// the real email() handler: the pass is played, the opponent gets no note, never the rack.
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, newGame, room, seatView } from '../../support/games';
import { clearOutbox, type OutboxMessage, outboxFor, reply } from '../../support/mail';
import { annToPlay } from './ann-to-play';

beforeEach(clearOutbox);

const quote = (text: string, prefix = '> ') =>
  text
    .split('\n')
    .map((line) => (line === '' ? prefix.trimEnd() : `${prefix}${line}`))
    .join('\n');

/** Wraps each line at `width` the way Gmail does, the tails losing their "> ". */
function gmailQuote(text: string, width: number): string {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let rest = line;
    let first = true;
    while (rest.length > width) {
      const cut = rest.lastIndexOf(' ', width);
      if (cut <= 0) break;
      out.push(`${first ? '> ' : ''}${rest.slice(0, cut)}`);
      rest = rest.slice(cut + 1);
      first = false;
    }
    out.push(`${first ? '> ' : ''}${rest}`);
  }
  return out.join('\n');
}

const FROM = 'Wordmail <turns@play.localhost>';

const SHAPES: [string, (mail: OutboxMessage) => string][] = [
  [
    'Zoho',
    (m) => `PASS\n\n---- On Tue, 01 Dec 2026 09:00:00 +0000 ${FROM} wrote ----\n\n${quote(m.text)}`,
  ],
  [
    'Dutch Apple Mail',
    (m) =>
      `PASS\n\n> Op 1 dec. 2026 om 09:00 heeft ${FROM} het volgende geschreven:\n> \n${quote(m.text)}`,
  ],
  [
    'Outlook for Android, history unquoted',
    (m) =>
      `PASS\n\nGesendet von Outlook für Android\n________________________________\nVon: ${FROM}\nGesendet: Dienstag, 1. Dezember 2026 09:00\nAn: Ann <${ANN.email}>\nBetreff: ${m.subject}\n\n${m.text}`,
  ],
  [
    'Danish Outlook',
    (m) =>
      `PASS\n\n-----Oprindelig meddelelse-----\nFra: ${FROM}\nSendt: 1. december 2026 09:00\nTil: ${ANN.email}\nEmne: ${m.subject}\n\n${m.text}`,
  ],
  [
    'Gmail, wrapped tails without "> "',
    (m) =>
      `PASS\n\nOn Tue, Dec 1, 2026 at 9:00 AM Wordmail <\nturns@play.localhost> wrote:\n\n${gmailQuote(m.text, 40)}`,
  ],
  [
    'an attribution without a colon',
    (m) => `PASS\n\nOn Tue, Dec 1, 2026 Wordmail <turns@play.localhost> wrote\n\n${m.text}`,
  ],
  ['an unknown language, history unquoted', (m) => `PASS\n\nXyzzy ${FROM} plugh\n\n${m.text}`],
];

// The marker alone would cut every shape; without it (deleted, or an email sent before it was
// added) the lines we sent must still be recognised.
const withoutMarker = (m: OutboxMessage) => ({
  ...m,
  text: m.text.replace(/^##- Reply above this line -##\n\n/, ''),
});

describe('a PASS above our quoted turn email', () => {
  it.each(
    SHAPES.flatMap(([name, shape]) => [
      [name, shape] as const,
      [`${name}, marker gone`, (m: OutboxMessage) => shape(withoutMarker(m))] as const,
    ]),
  )('%s: the pass is played, no note is relayed, the rack stays hidden', async (_, shape) => {
    const { id } = await newGame();
    const annMail = (await outboxFor(id)).find((m) => m.to === ANN.email)!;
    const rack = (await seatView(id, 0)).rack!.map((t) => t.letter).join('');
    expect(annMail.text).toContain('Reply above this line');
    await reply({
      from: `Ann <${ANN.email}>`,
      to: annMail.replyTo,
      body: shape(annMail),
      inReplyTo: annMail.headers['Message-ID'],
    });
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
    const after = (await outboxFor(id)).slice(2);
    const bobs = after.filter((m) => m.to === BOB.email);
    expect(bobs).toHaveLength(1);
    expect(bobs[0]!.text).not.toContain('Ann says');
    expect(bobs[0]!.text).not.toMatch(new RegExp(rack.split('').join('\\W*')));
    // Ann hears of nothing withheld: there was nothing of hers to withhold.
    expect(after.filter((m) => m.to === ANN.email)).toHaveLength(1);
  });

  it('without In-Reply-To, matches the seat’s latest emails and still plays only the pass', async () => {
    const { id } = await newGame();
    const annMail = (await outboxFor(id)).find((m) => m.to === ANN.email)!;
    await reply({
      from: ANN.email,
      to: annMail.replyTo,
      body: `PASS\n\nXyzzy plugh:\n\n${gmailQuote(annMail.text, 30).replaceAll('> ', '')}`,
    });
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
    const bobs = (await outboxFor(id)).slice(2).filter((m) => m.to === BOB.email);
    expect(bobs[0]!.text).not.toContain('Ann says');
  });

  it('never plays the example commands of our HELP email quoted unrecognised below a PASS', async () => {
    const { id, annMail, send } = await annToPlay();
    await send('HELP');
    const before = await outboxFor(id);
    const help = before.at(-1)!;
    expect(help.text).toContain('RESIGN');
    await reply({
      from: ANN.email,
      to: annMail.replyTo,
      body: `PASS\n\nXyzzy:\n\n${withoutMarker(help).text}`,
      inReplyTo: help.headers['Message-ID'],
    });
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
    // One turn email each, no second command tried (and refused) from the quoted lines; Ann
    // hears that the unrecognised "Xyzzy:" above the history was not relayed.
    const after = (await outboxFor(id)).slice(before.length);
    const withheld = after.filter((m) => m.text.includes('Not sent to the others'));
    expect(withheld.map((m) => m.to)).toEqual([ANN.email]);
    expect(withheld[0]!.text).toContain('"Xyzzy:"');
    const rest = after.filter((m) => !withheld.includes(m));
    expect(rest.map((m) => m.to).sort()).toEqual([ANN.email, BOB.email]);
  });

  it('matches the older email the reply names, past the seat’s latest ones', async () => {
    const { id, annMail, send } = await annToPlay();
    for (let i = 0; i < 7; i++) await send(`HELP`);
    await send(`PASS\n\nXyzzy:\n\n${withoutMarker(annMail).text}`);
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
    const bobs = (await outboxFor(id)).filter((m) => m.to === BOB.email).slice(1);
    expect(bobs).toHaveLength(1);
    expect(bobs[0]!.text).not.toContain('Ann says');
    // Every line of the turn email was recognised: only "Xyzzy:" is reported as withheld.
    const told = (await outboxFor(id)).filter((m) => m.text.includes('Not sent to the others'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('"Xyzzy:"');
    expect(told[0]!.text).not.toContain('Your rack');
  });
});
