// Replies written as people write them: a phone's period, "pass!", an emoji, "thanks" after the
// move, "Sure, accept!", "Yes!" to a vote, a greeting above a parlor command. Read as meant;
// where a guess could play what the player did not mean, refused with what was read.
import { beforeEach, describe, expect, it } from 'vitest';
import { mumbleJumbleGrammar } from '../../../worker/game-room/mailers/mumble-jumble-reading';
import { readStrictly } from '../../../worker/game-room/mailers/parlor-reading';
import { WORD_JAM_GRAMMAR } from '../../../worker/game-room/mailers/word-jam-reading';
import {
  commandForm,
  invitationAnswer,
  isGreeting,
  readAsCommand,
  yesOrNo,
} from '../../../worker/mail/inbound/lenient';
import { ANN, BOB, room, seatView } from '../../support/games';
import { clearOutbox, outbox, outboxFor, reply } from '../../support/mail';
import { openingPlay } from '../../support/plays';
import { CLEO, send, startGame } from '../parlor/support';
import { annToPlay } from './ann-to-play';
import { readsEach } from './reads-each';

beforeEach(clearOutbox);

const noService = () => false;

describe('the command a line holds', () => {
  readsEach('reads %j as %j', commandForm, [
    ['Pass.', 'Pass'],
    ['pass!', 'pass'],
    ['PASS 👍', 'PASS'],
    ['PASS 👍🏽!', 'PASS'],
    ['H8 down GERANIAL.', 'H8 down GERANIAL'],
    ['H8 across PLANE, thanks!', 'H8 across PLANE'],
    ['H8 across PLANE thank you.', 'H8 across PLANE'],
    ['EXCHANGE QU?', 'EXCHANGE QU?'],
    ['Pass?', 'Pass?'],
    ['...', '...'],
  ]);

  it('keeps a line that is a command as written: a word may be PLEASE or CHEERS', () => {
    const isMove = (text: string) => /^(H8 across [A-Z]+|PASS|WORD [A-Z]+)$/i.test(text);
    expect(readAsCommand('H8 across PLEASE', isMove)).toBe('H8 across PLEASE');
    expect(readAsCommand('WORD CHEERS', isMove)).toBe('WORD CHEERS');
    expect(readAsCommand('Pass.', isMove)).toBe('Pass');
    expect(readAsCommand('H8 across PLANE, thanks!', isMove)).toBe('H8 across PLANE');
    expect(readAsCommand('Pass?', isMove)).toBeNull();
  });

  it('knows a greeting line from a command', () => {
    for (const line of ['Hi everyone,', 'Hello all!', 'Hey Bob', 'Good morning!', 'Hi,'])
      expect(isGreeting(line), line).toBe(true);
    for (const line of ['WORD PLUMB', 'Hi there, I play WORD PLUMB. Really.', 'HELP'])
      expect(isGreeting(line), line).toBe(false);
  });

  it('reads an answer to an invitation in a person’s words, and refuses one it could misread', () => {
    expect(invitationAnswer('Sure, accept!')).toBe('ACCEPT');
    expect(invitationAnswer('Hi Ann,\n\nYes please, I accept.')).toBe('ACCEPT');
    expect(invitationAnswer('No, decline. Sorry!')).toBe('DECLINE');
    expect(invitationAnswer("I can't accept this week")).toBeNull();
    expect(invitationAnswer('accept or decline? not sure')).toBeNull();
    expect(invitationAnswer('Sounds fun')).toBeNull();
  });

  it('reads Yes! and No. as a yes or a no', () => {
    expect(yesOrNo('Yes!')).toBe('YES');
    expect(yesOrNo('No.')).toBe('NO');
    expect(yesOrNo('yes please')).toBe('YES');
    expect(yesOrNo('Yesterday')).toBeNull();
  });
});

describe('the parlor games’ strict reading, lenient where a person would be', () => {
  it('plays WORD PLUMB below "Hi everyone," and a blank line in Mumble-Jumble', () => {
    const grammar = mumbleJumbleGrammar({} as never, 'choose');
    const read = readStrictly(
      grammar,
      'Hi everyone,\n\nWORD PLUMB\n\nCheers,\nAnn',
      'Ann',
      noService,
    );
    expect(read.commands).toEqual(['WORD PLUMB']);
  });

  it('still reads no bare word below a greeting: chatter has that shape', () => {
    const grammar = mumbleJumbleGrammar({} as never, 'choose');
    const read = readStrictly(grammar, 'Hi everyone,\n\nPLUMB', 'Ann', noService);
    expect(read.commands).toEqual([]);
    expect(read.unread.map((u) => u.line)).toEqual(['Hi everyone,', 'PLUMB']);
  });

  it('takes "Yes!" as a vote only while a word is put to the vote', () => {
    const voting = { ...WORD_JAM_GRAMMAR, yesNo: true };
    expect(readStrictly(voting, 'Yes!', 'Bob', noService).commands).toEqual(['Yes!']);
    expect(readStrictly(voting, 'No.', 'Bob', noService).commands).toEqual(['No.']);
    expect(readStrictly(WORD_JAM_GRAMMAR, 'Yes!', 'Bob', noService).commands).toEqual([]);
  });

  it('takes a keyword command with its period, but never a bare word with one', () => {
    expect(readStrictly(WORD_JAM_GRAMMAR, 'PASS.', 'Bob', noService).commands).toEqual(['PASS.']);
    expect(readStrictly(WORD_JAM_GRAMMAR, 'Charm.', 'Bob', noService).commands).toEqual([]);
  });
});

describe('lenient replies through the email handler', () => {
  const started = annToPlay;

  it.each(['Pass.', 'pass!', 'PASS 👍', 'Pass, thanks!'])('%j passes', async (body) => {
    const { id, send } = await started();
    await send(body);
    expect((await room(id).moveLog()).map((m) => m.command.toUpperCase())).toEqual(['PASS']);
  });

  it('plays a move written with a period, and relays "thanks" below it', async () => {
    const { id, send } = await started();
    const { command } = openingPlay((await seatView(id, 0)).rack!);
    await send(`${command}.\nthanks`);
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual([command]);
    const bobs = (await outboxFor(id)).slice(2).find((m) => m.to === BOB.email)!;
    expect(bobs.text).toContain('Ann says: thanks');
  });

  it('refuses "Pass?" and quotes what it read', async () => {
    const { id, send } = await started();
    await send('Pass?');
    expect(await room(id).moveLog()).toHaveLength(0);
    const refusal = (await outboxFor(id)).slice(2);
    expect(refusal.map((m) => m.to)).toEqual([ANN.email]);
    expect(refusal[0]!.text).toContain('Pass?');
  });

  it('starts an invited game on "Sure, accept!"', async () => {
    await reply({
      from: 'Ann <ann@example.com>',
      to: 'new@play.localhost',
      body: 'NEW jamble-jx WITH bob@example.com',
    });
    const bobs = (await outbox()).find((m) => m.to === BOB.email)!;
    const id = /\[game ([a-z2-7]{10})\]/.exec(bobs.subject)![1]!;
    await reply({ from: BOB.email, to: bobs.replyTo, body: 'Sure, accept!' });
    const view = (await room(id).view(0)) as { toMove: number | null };
    expect(view.toMove).toBe(0);
  });
});

describe('Mumble-Jumble replies through the email handler', () => {
  it('chooses WORD STARE written below "Hi everyone," and a blank line', async () => {
    const id = await startGame('mumble-jumble', [ANN, BOB, CLEO], {});
    const chosen = await send(id, ANN, 'Hi everyone,\n\nWORD STARE\n\nCheers,\nAnn');
    expect(chosen.map((m) => m.to)).toContain(ANN.email);
    expect(chosen.find((m) => m.to === ANN.email)!.text).toContain('Your secret word: STARE');
  });

  it('never relays a note that names the secret word chosen in the same reply', async () => {
    const id = await startGame('mumble-jumble', [ANN, BOB, CLEO], {});
    const mails = await send(id, ANN, 'WORD STARE\nNOTE mine is stare, good luck');
    expect(mails.every((m) => m.to === ANN.email)).toBe(true);
    expect(mails.some((m) => m.text.includes('Not sent to the others'))).toBe(true);
  });
});
