// Mumble-Jumble replies as mail clients write them (replies/mumble-jumble/*.eml, written for this
// project in each client's shape: Gmail top-posted with an HTML part, Apple Mail with a signature,
// Outlook's header block, Thunderbird bottom-posted). Plain words are a choice or an answer here,
// so "Thanks!" or a signature "River" (a word of the round's length) must never be played: only
// the command lines count, the rest is told back to the sender alone, and chatter changes nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import type { MumbleJumbleView } from '../../../engine/mumble-jumble/view';
import { clearOutbox } from '../../support/mail';
import {
  ANN,
  CLEO,
  mails,
  type Player,
  publicView,
  recipients,
  replyFixture,
  seatView,
  send,
  sendEml,
  startGame,
  to,
} from './support';

const eml = (name: string) => replyFixture(`mumble-jumble/${name}`);

beforeEach(clearOutbox);

// RIVER is in the `test` lexicon and has five letters, like round 1's words: a signature that
// reads as a secret word.
const RIVER: Player = { name: 'River', email: 'river@example.com' };
const everyone = [ANN.email, RIVER.email, CLEO.email].sort();
const UNREAD = 'Lines of your reply that were not read';
const REFUSED = 'That was not played';

async function newGame(seed: string) {
  const id = await startGame('mumble-jumble', [ANN, RIVER, CLEO], {}, seed);
  await mails(id);
  // Cleo has chosen, so River's choice does not close the phase and could still be replaced.
  await send(id, CLEO, 'WORD LEMON');
  return id;
}

const wordsOf = async (id: string, seat: number) =>
  (await seatView<MumbleJumbleView>(id, seat)).yourWords.map((w) => w.word);

describe('Mumble-Jumble replies from real mail clients', () => {
  it('chooses the word on the first line and not the "Thanks!" below it (Gmail)', async () => {
    const id = await newGame('mj-replies-1');
    const sent = await sendEml(id, RIVER, eml('gmail-word-then-thanks.eml'), { WORD: 'Stare' });
    expect(await wordsOf(id, 1)).toEqual(['STARE']);

    // The choice is sealed: River alone hears of it, and of what was not read; nothing refused.
    expect(recipients(sent)).toEqual([RIVER.email, RIVER.email]);
    expect(sent.some((m) => m.text.includes(REFUSED))).toBe(false);
    const [ack, unread] = sent;
    expect(ack!.text).toContain('your word is in — waiting for Ann');
    expect(unread!.text).toContain(
      `Read from your reply (each answered by its own email)\n  Stare\n`,
    );
    expect(unread!.text).toContain(`${UNREAD}\n  "Thanks!"\n`);
    expect(unread!.text).toContain('How a Mumble-Jumble reply is read');
    expect(unread!.text).toContain('Only the first lines of your reply are read');
    // Nothing of the quoted turn email leaks in as a line the player wrote.
    expect(unread!.text).not.toContain('"WORD CRANE"');
  });

  it('does not choose the signature, though RIVER is a word of the round (Apple Mail)', async () => {
    const id = await newGame('mj-replies-2');
    const sent = await sendEml(id, RIVER, eml('apple-mail-signature.eml'), { WORD: 'STARE' });
    expect(await wordsOf(id, 1)).toEqual(['STARE']);
    const unread = sent.filter((m) => m.text.includes(UNREAD));
    expect(recipients(unread)).toEqual([RIVER.email]);
    expect(unread[0]!.text).toContain('  "River"\n');
    expect(unread[0]!.text).not.toContain('iPhone');
    expect(sent.some((m) => m.text.includes(REFUSED))).toBe(false);
  });

  it('refuses a reply that is only chatter, says what it did not read, and changes nothing (Outlook)', async () => {
    const id = await newGame('mj-replies-3');
    const before = await publicView<MumbleJumbleView>(id);
    const sent = await sendEml(id, RIVER, eml('outlook-only-chatter.eml'));
    expect(recipients(sent)).toEqual([RIVER.email]);
    const refusal = sent[0]!.text;
    expect(refusal).toContain(`${REFUSED}.`);
    expect(refusal).toContain('I found no command at the top of your reply');
    expect(refusal).toContain('Not read: "Thanks!"; "See you all next round."; "River".');
    expect(refusal).toContain('e.g. WORD CRANE (your secret word)');
    expect(refusal).toContain('Nothing in the game changed.');
    expect(await publicView<MumbleJumbleView>(id)).toEqual(before);
    expect(await wordsOf(id, 1)).toEqual([]);
  });

  it('records an answer written below the quote, and tells only its sender about "Good luck!" (Thunderbird)', async () => {
    const id = await newGame('mj-replies-4');
    await send(id, ANN, 'WORD STARE');
    await send(id, RIVER, 'WORD QUOTE');
    const trays = (await seatView<MumbleJumbleView>(id, 0)).trays;
    const quote = trays.find((t) => t.ownerName === 'River')!;
    const sent = await sendEml(id, ANN, eml('thunderbird-answer-bottom-posted.eml'), {
      ANSWER: `${quote.id} QUOTE`,
    });
    // The answer is sealed and "Good luck!" is no note: the others hear nothing.
    expect(recipients(sent)).toEqual([ANN.email, ANN.email]);
    const [ack, unread] = sent;
    expect(ack!.text).toContain('your answer: QUOTE');
    expect(unread!.text).toContain('  "Good luck!"\n');
    expect(unread!.text).not.toContain('Ann Example');
    expect((await seatView<MumbleJumbleView>(id, 0)).yourAnswers).toEqual([
      { tray: quote.id, word: 'QUOTE', upheld: true },
    ]);
  });

  it('still reads plain words sent alone, and keyword lines under a greeting', async () => {
    const id = await newGame('mj-replies-5');
    const greeted = await send(id, RIVER, 'Hi all,\nWORD STARE');
    expect(await wordsOf(id, 1)).toEqual(['STARE']);
    expect(recipients(greeted)).toEqual([RIVER.email, RIVER.email]);
    expect(to(greeted, RIVER).text).toContain('your word is in');

    const solve = await send(id, ANN, 'quote');
    expect(recipients(solve)).toEqual(everyone);
    expect(await wordsOf(id, 0)).toEqual(['QUOTE']);
  });

  it("takes the writer's own name as a word only with its keyword", async () => {
    const id = await newGame('mj-replies-6');
    const signed = await send(id, RIVER, 'River');
    expect(recipients(signed)).toEqual([RIVER.email]);
    expect(signed[0]!.text).toContain(
      'Not read: "River" (to send it, write WORD RIVER on the first line).',
    );
    expect(await wordsOf(id, 1)).toEqual([]);
    await send(id, RIVER, 'WORD RIVER');
    expect(await wordsOf(id, 1)).toEqual(['RIVER']);
  });
  it('says in HELP how a reply is read', async () => {
    const id = await newGame('mj-replies-7');
    const help = await send(id, RIVER, 'HELP');
    expect(recipients(help)).toEqual([RIVER.email]);
    expect(help[0]!.text).toContain('How your reply is read');
    expect(help[0]!.text).toContain('Words on their own (CRANE, or RACES PLUMB) count only as');
    expect(help[0]!.text).toContain('or just CRANE, on the first line of your reply');
  });

  it('tells player text back as text, never as markup', async () => {
    const id = await newGame('mj-replies-8');
    const sent = await send(id, RIVER, '<img src=x onerror=alert(1)>\nStare');
    expect(recipients(sent)).toEqual([RIVER.email]);
    expect(sent[0]!.html).not.toContain('<img src=x');
    expect(sent[0]!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(await wordsOf(id, 1)).toEqual([]);
  });
});
