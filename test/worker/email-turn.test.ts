// Turns by email through the real email() handler: moves, refusals, auto-replies, duplicates, races, service commands and deadlines.
import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, newGame, room, seatView } from '../support/games';
import { clearOutbox, deliver, eml, outboxFor, reply } from '../support/mail';
import { openingPlay } from '../support/plays';

beforeEach(clearOutbox);

async function started() {
  const { id } = await newGame();
  const mails = await outboxFor(id);
  const annMail = mails.find((m) => m.to === ANN.email)!;
  const bobMail = mails.find((m) => m.to === BOB.email)!;
  return { id, annMail, bobMail };
}

/** A started game in which one player has replied `body` to their first turn email. */
async function afterReply(from: typeof ANN, body: string) {
  const game = await started();
  const mail = from === ANN ? game.annMail : game.bobMail;
  await reply({ from: from.email, to: mail.replyTo, body });
  // What the game sent after the two first turn emails.
  const sent = (await outboxFor(game.id)).slice(2);
  return { ...game, sent };
}

async function publicView(id: string) {
  return (await (await SELF.fetch(`https://example.com/api/games/${id}`)).json()) as {
    moves: unknown[];
    toMove: number;
    players: { score: number }[];
  };
}

describe('a turn by email', () => {
  it('plays the move in a reply and sends both players the new board, score and totals', async () => {
    const { id, annMail } = await started();
    const { command, word } = openingPlay((await seatView(id, 0)).rack!);
    await reply({
      from: `Ann <${ANN.email}>`,
      to: annMail.replyTo,
      body: command,
      inReplyTo: annMail.headers['Message-ID'],
    });

    const view = await publicView(id);
    expect(view.moves).toHaveLength(1);
    expect(view.toMove).toBe(1);
    expect(view.players[0]!.score).toBeGreaterThan(0);
    const after = (await outboxFor(id)).slice(2);
    expect(after.map((m) => m.to).sort()).toEqual([ANN.email, BOB.email]);
    const bobs = after.find((m) => m.to === BOB.email)!;
    expect(bobs.text).toContain(word);
    expect(bobs.text).toContain('Your rack:');
    expect(bobs.text).toContain(`${view.players[0]!.score}`);
    expect(bobs.html).toContain('Your turn, Bob');
    // Threading: Bob's second mail answers his first.
    const bobFirst = (await outboxFor(id)).find((m) => m.to === BOB.email)!;
    expect(bobs.headers['In-Reply-To']).toBe(bobFirst.headers['Message-ID']);
    expect(bobs.headers.References).toContain(bobFirst.headers['Message-ID']);
  });

  it('takes the command from above the quoted history', async () => {
    const { id, annMail } = await started();
    const body = `PASS\n\nOn Mon, 30 Nov 2026 at 12:00, Wordmail <turns@play.localhost> wrote:\n> Your turn, Ann\n> H8 across QUIZ\n`;
    await reply({ from: ANN.email, to: annMail.replyTo, body });
    const log = await room(id).moveLog();
    expect(log.map((m) => m.command)).toEqual(['PASS']);
  });

  it('refuses an illegal move to the sender only, with the reason, and changes nothing', async () => {
    const { id, sent: after } = await afterReply(ANN, 'H8 across QXZJV');
    expect((await publicView(id)).moves).toHaveLength(0);
    expect(after).toHaveLength(1);
    expect(after[0]!.to).toBe(ANN.email);
    expect(after[0]!.text).toContain('That move was not played');
    expect(after[0]!.text).toContain('Nothing in the game changed');
  });

  it('refuses a move out of turn with an explanation', async () => {
    const { id, sent: after } = await afterReply(BOB, 'PASS');
    expect((await publicView(id)).moves).toHaveLength(0);
    expect(after.map((m) => m.to)).toEqual([BOB.email]);
    expect(after[0]!.text.toLowerCase()).toContain('turn');
  });

  it('plays nothing from another address and answers only the seat’s own address', async () => {
    const { id, annMail } = await started();
    await reply({ from: 'mallory@evil.example', to: annMail.replyTo, body: 'RESIGN' });
    expect((await publicView(id)).moves).toHaveLength(0);
    const after = (await outboxFor(id)).slice(2);
    expect(after.map((m) => m.to)).toEqual([ANN.email]);
  });

  it.each([
    ['Auto-Submitted: auto-replied', { 'Auto-Submitted': 'auto-replied' }],
    ['Precedence: bulk', { Precedence: 'bulk' }],
  ])('drops an auto-reply (%s) and never answers it', async (_label, headers) => {
    const { id, annMail } = await started();
    await reply({
      from: ANN.email,
      to: annMail.replyTo,
      body: 'PASS',
      subject: 'Out of office',
      headers,
    });
    expect((await publicView(id)).moves).toHaveLength(0);
    expect(await outboxFor(id)).toHaveLength(2);
  });

  it('applies the same email delivered twice only once', async () => {
    const { id, annMail } = await started();
    const raw = eml({
      from: ANN.email,
      to: annMail.replyTo,
      body: 'PASS',
      messageId: '<dup-1@client.example>',
    });
    await deliver(raw, { from: ANN.email, to: annMail.replyTo });
    await deliver(raw, { from: ANN.email, to: annMail.replyTo });
    expect((await room(id).moveLog()).length).toBe(1);
    expect(await outboxFor(id)).toHaveLength(4);
  });

  it('lets one of two racing replies win and explains to the other', async () => {
    const { id, annMail } = await started();
    const to = annMail.replyTo;
    await Promise.all([
      reply({ from: ANN.email, to, body: 'PASS', inReplyTo: annMail.headers['Message-ID'] }),
      reply({ from: ANN.email, to, body: 'EXCHANGE ?', inReplyTo: annMail.headers['Message-ID'] }),
    ]);
    expect((await room(id).moveLog()).length).toBe(1);
    const after = (await outboxFor(id)).slice(2);
    // Two turn emails for the winner, one explanation for the loser.
    expect(after).toHaveLength(3);
    expect(after.filter((m) => m.text.includes('That move was not played'))).toHaveLength(1);
  });

  it('refuses a reply to an older turn’s email', async () => {
    const { id, annMail, bobMail } = await started();
    await reply({
      from: ANN.email,
      to: annMail.replyTo,
      body: 'PASS',
      inReplyTo: annMail.headers['Message-ID'],
    });
    await reply({
      from: BOB.email,
      to: bobMail.replyTo,
      body: 'PASS',
      inReplyTo: (await outboxFor(id)).at(-1)!.headers['Message-ID'],
    });
    // Ann answers her first email again, two turns late.
    await reply({
      from: ANN.email,
      to: annMail.replyTo,
      body: 'PASS',
      inReplyTo: annMail.headers['Message-ID'],
    });
    expect((await room(id).moveLog()).length).toBe(2);
    const last = (await outboxFor(id)).at(-1)!;
    expect(last.to).toBe(ANN.email);
    expect(last.text).toContain('moved on');
  });

  it('answers an empty reply with how to write a move', async () => {
    const { id, annMail } = await started();
    await reply({ from: ANN.email, to: annMail.replyTo, body: '', subject: 'Re: game' });
    const last = (await outboxFor(id)).at(-1)!;
    expect(last.to).toBe(ANN.email);
    expect(last.text).toContain('H8 across');
  });

  it('rejects mail to an address that is no game', async () => {
    const delivery = await reply({ from: ANN.email, to: 'hello@play.localhost', body: 'PASS' });
    expect(delivery.rejected).toMatch(/Unknown recipient/);
  });

  it('plays PASS, EXCHANGE and RESIGN by reply to the end of the game', async () => {
    const { id, annMail, bobMail } = await started();
    await reply({ from: ANN.email, to: annMail.replyTo, body: 'PASS' });
    const bobRack = (await seatView(id, 1)).rack!;
    await reply({ from: BOB.email, to: bobMail.replyTo, body: `EXCHANGE ${bobRack[0]!.letter}` });
    await reply({ from: ANN.email, to: annMail.replyTo, body: 'RESIGN' });
    const view = (await seatView(id, 0)) as unknown as {
      over: boolean;
      result: { winners: number[] };
    };
    expect(view.over).toBe(true);
    expect(view.result.winners).toEqual([1]);
    const last = (await outboxFor(id)).slice(-2);
    expect(last.every((m) => m.text.includes('Game over'))).toBe(true);
  });
});

describe('the game record', () => {
  it('serves the GCG of a game and attaches it to the game-over email', async () => {
    const { id, annMail } = await started();
    await reply({ from: ANN.email, to: annMail.replyTo, body: 'RESIGN' });
    const res = await SELF.fetch(`https://example.com/api/games/${id}/gcg`);
    expect(res.status).toBe(200);
    const gcg = await res.text();
    expect(gcg).toContain('#player1');
    expect(gcg).toMatch(/jamble-jx/);
    const last = (await outboxFor(id)).at(-1)!;
    expect(last.attachments?.map((a) => a.filename)).toEqual([`${id}.gcg`]);
    expect(last.attachments?.[0]?.content).toBe(gcg);
  });
});

describe('service commands by reply', () => {
  // Bob's command is answered by one email, to `to`, holding each of `says`; the game is unchanged.
  it.each([
    [
      'answers HELP with the command reference and the rules, to the sender only',
      'HELP',
      BOB,
      { text: ['EXCHANGE', 'one word bonus per word'], html: [] },
    ],
    [
      'relays a NOTE to the opponent without changing the game',
      'NOTE Good luck, Ann! <b>really</b>',
      ANN,
      { text: ['Good luck, Ann! <b>really</b>'], html: ['&lt;b&gt;really'] },
    ],
  ])('%s', async (_does, body, to, says) => {
    const { id, sent } = await afterReply(BOB, body);
    expect(sent.map((m) => m.to)).toEqual([to.email]);
    for (const part of says.text) expect(sent[0]!.text).toContain(part);
    for (const part of says.html) expect(sent[0]!.html).toContain(part);
    expect((await room(id).moveLog()).length).toBe(0);
  });

  it('lists every move on HISTORY', async () => {
    const { id, annMail, bobMail } = await started();
    await reply({ from: ANN.email, to: annMail.replyTo, body: 'PASS' });
    await reply({ from: BOB.email, to: bobMail.replyTo, body: 'HISTORY' });
    const last = (await outboxFor(id)).at(-1)!;
    expect(last.to).toBe(BOB.email);
    expect(last.text).toContain('The game so far');
    expect(last.text).toMatch(/1\. Ann passed/);
  });

  it('resends the board on BOARD', async () => {
    const { sent: last } = await afterReply(ANN, 'BOARD');
    expect(last).toHaveLength(1);
    expect(last[0]!.text).toContain('Here is the board as it stands.');
  });

  it('tells the sender their note was not passed on when the move beside it is refused', async () => {
    const { sent: last } = await afterReply(BOB, 'PASS\nNOTE Over to you, Ann.');
    expect(last.map((m) => m.to)).toEqual([BOB.email]);
    expect(last[0]!.text).toContain('Your note was not passed on');
    expect(last[0]!.text).not.toContain('Bob says');
  });

  it('relays the other text of a reply with a move as a note', async () => {
    const { sent } = await afterReply(ANN, 'PASS\nSorry, bad rack today.');
    const bobs = sent.find((m) => m.to === BOB.email)!;
    expect(bobs.text).toContain('Ann says: Sorry, bad rack today.');
  });
});

describe('deadlines in turn emails', () => {
  it('tells the player to move by their deadline when the game has a clock', async () => {
    const { id } = await newGame({ timeControl: '3d' });
    const annMail = (await outboxFor(id)).find((m) => m.to === ANN.email)!;
    const before = Date.now();
    await reply({ from: ANN.email, to: annMail.replyTo, body: 'PASS' });
    const bobs = (await outboxFor(id)).slice(2).find((m) => m.to === BOB.email)!;
    const line = /Reply by (.+)/.exec(bobs.text)?.[1];
    expect(line).toMatch(/UTC/);
    const inThreeDays = new Date(before + 3 * 86_400_000);
    expect(line).toContain(String(inThreeDays.getUTCDate()));
    // The mover is not waiting on anyone's deadline of their own.
    const anns = (await outboxFor(id)).slice(2).find((m) => m.to === ANN.email)!;
    expect(anns.text).not.toContain('Reply by');
  });
});
