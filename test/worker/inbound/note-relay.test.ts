// Notes relay only the player's own words: text above the quoted history, never what stands
// among or below it, and never the sender's rack. What is held back, the sender is told.
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, newGame, room, seatView } from '../../support/games';
import { clearOutbox, outboxFor, reply } from '../../support/mail';

beforeEach(clearOutbox);

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

async function started() {
  const { id } = await newGame();
  const annMail = (await outboxFor(id)).find((m) => m.to === ANN.email)!;
  const rack = (await seatView(id, 0)).rack!.map((t) => t.letter);
  const send = (body: string) =>
    reply({
      from: `Ann <${ANN.email}>`,
      to: annMail.replyTo,
      body,
      inReplyTo: annMail.headers['Message-ID'],
    });
  const attribution = 'On Tue, Dec 1, 2026 at 9:00 AM Wordmail <turns@play.localhost> wrote:';
  const newMail = async () => (await outboxFor(id)).slice(2);
  return { id, annMail, rack, send, attribution, newMail };
}

describe('the note beside a command', () => {
  it('relays the words above the history', async () => {
    const { id, annMail, send, attribution, newMail } = await started();
    await send(`PASS\nGood game, Bob!\n\n${attribution}\n${quote(annMail.text)}`);
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
    const bobs = (await newMail()).find((m) => m.to === BOB.email)!;
    expect(bobs.text).toContain('Ann says: Good game, Bob!');
    expect((await newMail()).filter((m) => m.to === ANN.email)).toHaveLength(1);
  });

  it('plays a move written below the quote but relays none of it, and tells the sender', async () => {
    const { id, annMail, send, attribution, newMail } = await started();
    await send(`${attribution}\n${quote(annMail.text)}\n\nPASS\nnice one`);
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
    const mails = await newMail();
    expect(mails.find((m) => m.to === BOB.email)!.text).not.toContain('Ann says');
    const told = mails.filter(
      (m) => m.to === ANN.email && m.text.includes('Not sent to the others'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('"nice one"');
  });

  it.each([
    ['spelled out', (rack: string[]) => `my tiles: ${rack.join(' ')}`],
    ['as one word', (rack: string[]) => `I have ${rack.join('')} lol`],
    ['in another order', (rack: string[]) => `help, ${[...rack].reverse().join('')}?`],
  ])('never relays the sender’s rack %s, and says why', async (_, written) => {
    const { id, rack, send, newMail } = await started();
    await send(`PASS\nNOTE ${written(rack)}`);
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
    const mails = await newMail();
    const bobs = mails.filter((m) => m.to === BOB.email);
    expect(bobs).toHaveLength(1);
    expect(bobs[0]!.text).not.toContain('Ann says');
    const told = mails.find(
      (m) => m.to === ANN.email && m.text.includes('Not sent to the others'),
    )!;
    expect(told.text).toContain('names your rack');
  });

  it('does not relay a NOTE-only reply that names the rack', async () => {
    const { rack, send, newMail } = await started();
    await send(`NOTE look: ${rack.join(' ')}`);
    const mails = await newMail();
    expect(mails.filter((m) => m.to === BOB.email)).toHaveLength(0);
    expect(mails.filter((m) => m.to === ANN.email)).toHaveLength(1);
  });

  it('still relays a NOTE-only reply of the player’s own words', async () => {
    const { send, newMail } = await started();
    await send('NOTE thinking, back tonight');
    const bobs = (await newMail()).filter((m) => m.to === BOB.email);
    expect(bobs).toHaveLength(1);
    expect(bobs[0]!.text).toContain('thinking, back tonight');
  });
});
