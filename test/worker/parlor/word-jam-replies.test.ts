// Word Jam replies as mail clients write them (replies/*.eml, written for this project in each
// client's shape: Gmail top-posted with an HTML part, Apple Mail with a signature, Outlook's
// header block, Thunderbird bottom-posted): only the command lines are played, the rest is
// told back to the sender alone, and a reply of chatter changes nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import type { WordJamView } from '../../../engine/word-jam/view';
import { clearOutbox, reply } from '../../support/mail';
import { highest } from './jam-words';
import {
  ANN,
  BOB,
  CLEO,
  EVERYONE,
  JAM_FOR_THREE,
  mails,
  publicView,
  recipients,
  replyFixture,
  send,
  sendEml,
  startGame,
  to,
} from './support';

beforeEach(clearOutbox);

const UNREAD = 'Lines of your reply that were not read';

async function newJam(seed: string) {
  const id = await startGame('word-jam', [ANN, BOB, CLEO], JAM_FOR_THREE, seed);
  await mails(id);
  return { id, word: highest(await publicView<WordJamView>(id)) };
}

describe('Word Jam replies from real mail clients', () => {
  it('plays the word on the first line and not the "Thanks!" below it (Gmail)', async () => {
    const { id, word } = await newJam('replies-1');
    const sent = await sendEml(id, BOB, replyFixture('gmail-word-then-thanks.eml'), {
      WORD: word.word,
    });
    const view = await publicView<WordJamView>(id);
    expect(view.used).toEqual([word.word]);
    expect(view).toMatchObject({ phase: 'bet', aliBaba: { seat: 1, word: word.word } });

    // Everyone hears of Ali Baba; Bob alone hears what was not read.
    expect(sent).toHaveLength(4);
    const turn = sent.filter((m) => !m.text.includes(UNREAD));
    expect(recipients(turn)).toEqual(EVERYONE);
    expect(to(turn, ANN).text).toContain(`Open Sesame! Bob is Ali Baba with ${word.word}`);
    const unread = sent.filter((m) => m.text.includes(UNREAD));
    expect(recipients(unread)).toEqual([BOB.email]);
    expect(unread[0]!.text).toContain(
      `Read from your reply (each answered by its own email)\n  ${word.word}\n`,
    );
    expect(unread[0]!.text).toContain(`${UNREAD}\n  "Thanks!"\n`);
    expect(unread[0]!.text).toContain('Only the first lines of your reply are read');
    // Nothing of the quoted turn email leaks in as a line the player wrote.
    expect(unread[0]!.text).not.toContain('CHARM"');
  });

  it('does not play a signature (Apple Mail)', async () => {
    const { id, word } = await newJam('replies-2');
    const sent = await sendEml(id, BOB, replyFixture('apple-mail-signature.eml'), {
      WORD: word.word,
    });
    expect((await publicView<WordJamView>(id)).used).toEqual([word.word]);
    const unread = sent.filter((m) => m.text.includes(UNREAD));
    expect(recipients(unread)).toEqual([BOB.email]);
    expect(unread[0]!.text).toContain('  "Bob"\n');
    expect(unread[0]!.text).not.toContain('iPhone');
  });

  it('refuses a reply that is only chatter, says what it did not read, and changes nothing (Outlook)', async () => {
    const { id } = await newJam('replies-3');
    const before = await publicView<WordJamView>(id);
    const sent = await sendEml(id, BOB, replyFixture('outlook-only-chatter.eml'));
    expect(recipients(sent)).toEqual([BOB.email]);
    const refusal = sent[0]!.text;
    expect(refusal).toContain('That was not played.');
    expect(refusal).toContain('You sent: Thanks!');
    expect(refusal).toContain(
      'Not read: "Thanks!" (to send it, write WORD THANKS on the first line); "See you all next turn."; "Bob".',
    );
    expect(refusal).toContain('e.g. CHARM (a word), ALI BABA or THIEVES (your bet), or PASS');
    expect(refusal).toContain('Nothing in the game changed.');
    expect(await publicView<WordJamView>(id)).toEqual(before);
  });

  it('places a sealed bet written below the quote, and tells only the bettor about "Good luck!" (Thunderbird)', async () => {
    const { id, word } = await newJam('replies-4');
    await send(id, BOB, word.word);
    const sent = await sendEml(id, ANN, replyFixture('thunderbird-bet-bottom-posted.eml'));
    expect(recipients(sent)).toEqual([ANN.email, ANN.email]);
    const [ack, unread] = sent;
    expect(ack!.text).toContain('your bet is in — waiting for Cleo');
    expect(unread!.text).toContain(UNREAD);
    expect(unread!.text).toContain('  "Good luck!"\n');
    expect(unread!.text).not.toContain('Ann Example');
    expect((await publicView<WordJamView>(id)).seats[0]).toMatchObject({ hasBet: true });
  });

  it('refuses an empty reply instead of reading our subject "Word Jam: …" as WORD JAM', async () => {
    const { id } = await newJam('replies-7');
    const before = await publicView<WordJamView>(id);
    const last = (await mails(id)).filter((m) => m.to === BOB.email).at(-1)!;
    await reply({ from: BOB.email, to: last.replyTo, body: '', subject: `Re: ${last.subject}` });
    const sent = (await mails(id)).filter((m) => m.to === BOB.email).slice(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Your reply was empty.');
    expect(await publicView<WordJamView>(id)).toEqual(before);
  });

  it('still plays a bare word sent alone, and WORD plays a word that looks like chatter', async () => {
    const { id, word } = await newJam('replies-5');
    const sesame = await send(id, CLEO, word.word.toLowerCase());
    expect(recipients(sesame)).toEqual(EVERYONE);
    expect((await publicView<WordJamView>(id)).used).toEqual([word.word]);

    const { id: other } = await newJam('replies-6');
    const cheers = await send(other, CLEO, 'Cheers');
    expect(cheers[0]!.text).toContain('"Cheers" (to send it, write WORD CHEERS on the first line)');
    expect((await publicView<WordJamView>(other)).phase).toBe('play');
  });
});
