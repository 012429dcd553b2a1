// The room reads a reply against the emails it names; each one's HTML read as text is worked out
// the first time a reply needs it (a line the player may have written has all its words in the
// HTML) and kept in its outbox row, so the next replies in the thread do not parse it; the emails
// are found by the index on Message-ID.
import { runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { NAMED, namedEmailOfRow } from '../../../worker/game-room/known-mail';
import { sentHtmlText } from '../../../worker/mail/inbound/html-to-text';
import { ownWords } from '../../../worker/mail/inbound/own-words';
import { knownMailOf } from '../../../worker/mail/inbound/sent-mail';
import { outboxParts } from '../../../worker/mail/outbox-row';
import { markForReply } from '../../../worker/mail/reply-marker';
import { ANN, BOB, newGame, room } from '../../support/games';
import { clearOutbox, outboxFor, reply } from '../../support/mail';
import { annToPlay } from './ann-to-play';

beforeEach(clearOutbox);

const keptText = (id: string, messageId: string) =>
  runInDurableObject(room(id), (_obj, state) =>
    state.storage.sql
      .exec<{ html_text: string | null }>('SELECT html_text FROM outbox WHERE id = ?', messageId)
      .one(),
  ).then((row) => row.html_text);

async function started() {
  const { id, annMail, send } = await annToPlay();
  const bobsLatest = async () => (await outboxFor(id)).filter((m) => m.to === BOB.email).at(-1)!;
  return { id, annMail, send, bobsLatest };
}

// Ann's first email, then the answer to her HELP: two of ours in her thread.
async function twoOfOurs() {
  const { id, annMail, send } = await started();
  await send('HELP');
  const help = (await outboxFor(id)).filter((m) => m.to === ANN.email).at(-1)!;
  expect(help.id).not.toBe(annMail.id);
  const both = `${annMail.headers['Message-ID']} ${help.headers['Message-ID']}`;
  // The HELP answered Ann's first email, whose text is kept now: forgotten, to see it read or not.
  await runInDurableObject(room(id), (_obj, state) => {
    state.storage.sql.exec('UPDATE outbox SET html_text = NULL');
  });
  const answer = (inReplyTo: string) =>
    reply({
      from: `Ann <${ANN.email}>`,
      to: annMail.replyTo,
      body: 'PASS',
      headers: { 'In-Reply-To': inReplyTo, References: both },
    });
  return { id, annMail, help, answer };
}

// Seven words of no email we send: as a line of a reply, the player's own, unless we sent it.
const LINE = 'Zebras quietly juggle seven violet lanterns tonight';

describe('the HTML of a sent email, read as text', () => {
  it('is kept in its outbox row once a reply needs it', async () => {
    const { id, annMail, send } = await started();
    expect(await keptText(id, annMail.id)).toBeNull();
    // PASS is a word of the email's (its how-to-reply line): the line could be one of its lines.
    await send('PASS');
    expect(await keptText(id, annMail.id)).toBe(sentHtmlText(annMail.html));
  });

  it('is not worked out for a reply none of whose lines it could hold', async () => {
    const { id, annMail, send, bobsLatest } = await started();
    await send(`XYZZY\n${LINE}`);
    expect(await keptText(id, annMail.id)).toBeNull();
    // The unknown command is refused: no move, and nothing of Ann's reaches Bob.
    expect(await room(id).moveLog()).toEqual([]);
    expect((await bobsLatest()).text).not.toContain('Ann says');
  });

  it('is read from the row by the next reply, not worked out again', async () => {
    const { id, annMail, send, bobsLatest } = await started();
    // The kept text, changed to hold the line: the reader then takes the line for ours.
    await runInDurableObject(room(id), (_obj, state) => {
      state.storage.sql.exec('UPDATE outbox SET html_text = ? WHERE id = ?', LINE, annMail.id);
    });
    await send(`PASS\n${LINE}`);
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
    expect((await bobsLatest()).text).not.toContain('Ann says');
  });

  it('is read only for the email the reply answers, when that one is ours', async () => {
    const { id, annMail, help, answer } = await twoOfOurs();
    await answer(help.headers['Message-ID']!);
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
    expect(await keptText(id, help.id)).toBe(sentHtmlText(help.html));
    // Named in References, but a client quotes only the email it answers, and ours quote none.
    expect(await keptText(id, annMail.id)).toBeNull();
  });

  it('is read for every email named when the reply answers none of ours', async () => {
    const { id, annMail, help, answer } = await twoOfOurs();
    // Ann answering her own earlier reply, which quoted ours.
    await answer('<ann-earlier@client.example>');
    expect(await keptText(id, help.id)).toBe(sentHtmlText(help.html));
    expect(await keptText(id, annMail.id)).toBe(sentHtmlText(annMail.html));
  });

  it('leaves a line of the player’s own to relay (the control)', async () => {
    const { send, bobsLatest } = await started();
    await send(`PASS\n${LINE}`);
    expect((await bobsLatest()).text).toContain(`Ann says: ${LINE}`);
  });
});

describe('the emails a reply names', () => {
  it('are found through the index on Message-ID, not by reading every row', async () => {
    const { id } = await newGame();
    const plan = await runInDurableObject(room(id), (_obj, state) =>
      state.storage.sql
        .exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${NAMED}`, ANN.email, '["<x@y>"]')
        .toArray()
        .map((row) => row.detail),
    );
    expect(plan.join(' | ')).toContain('USING INDEX outbox_message_id');
  });

  it('bring no HTML: it is read apart, only for an email the reply could hold', async () => {
    const { id, annMail } = await started();
    const row = await runInDurableObject(room(id), (_obj, state) =>
      state.storage.sql
        .exec(NAMED, ANN.email, JSON.stringify([annMail.headers['Message-ID']]))
        .one(),
    );
    expect(Object.keys(row)).not.toContain('html');
  });

  it('have the HTML of the one the reply answers read, and no other’s', async () => {
    const { annMail, help } = await twoOfOurs();
    // Each email as the room reads it from its row, the HTML apart, noting whose HTML is read.
    const answering = (inReplyTo: string) => {
      const read: string[] = [];
      const named = [help, annMail].map((message) => {
        const parts = outboxParts(message);
        const html = () => {
          read.push(message.id);
          return parts.html;
        };
        return namedEmailOfRow({ ...parts, html_text: null }, html, () => {});
      });
      ownWords('PASS', knownMailOf(named, inReplyTo, 'Wordmail <turns@play.localhost>'));
      return read;
    };
    expect(answering(help.headers['Message-ID']!)).toEqual([help.id]);
    // Answering none of ours (the player's own earlier reply), the reply may hold any of them.
    expect(answering('<ann-earlier@client.example>')).toEqual([help.id, annMail.id]);
  });

  it('read the HTML from the envelope of a row written before the parts had columns', async () => {
    const { annMail } = await started();
    // Such a row kept the whole message in `body`, and has no HTML or text of its own.
    const old = { body: JSON.stringify(annMail), text: null, html_text: null };
    const email = namedEmailOfRow(
      old,
      () => null,
      () => {},
    );
    expect(email.html.text()).toBe(sentHtmlText(markForReply(annMail).html));
    expect(email.message.text).toBe(markForReply(annMail).text);
  });
});
