// Mail loops end: a naive auto-responder (no Auto-Submitted, answers everything) writing 20 times
// to a seat address, to new@ and to watch-<game>@ gets a small bounded number of answers, every
// answer says Auto-Submitted: auto-replied, and mail that is itself automatic is never answered.
import { beforeEach, describe, expect, it } from 'vitest';
import { ENTRY_ANSWERS, NEW_GAMES_PER_SENDER, SEAT_ANSWERS } from '../../worker/limits/mail-limits';
import { BOB, newGame, room } from '../support/games';
import { clearOutbox, outbox, outboxFor, reply } from '../support/mail';

beforeEach(clearOutbox);

const RESPONDER = 'Thank you for your message. I will get back to you as soon as possible.';

/** A game whose first seat is `email`, and that seat's reply address. Each test has its own
 * sender, so one test's mail never counts against another's limits. */
async function gameFor(email: string) {
  const { id } = await newGame({ players: [{ name: 'Hal', email }, BOB] });
  const replyTo = (await outboxFor(id)).find((m) => m.to === email)!.replyTo;
  await clearOutbox();
  return { id, replyTo };
}

async function answersTo(address: string) {
  return (await outbox()).filter((m) => m.to === address);
}

describe('a naive auto-responder', () => {
  it('gets at most the seat’s answer budget from its seat address, and its moves still count', async () => {
    const hal = 'hal1@example.com';
    const { id, replyTo } = await gameFor(hal);
    for (let i = 0; i < 20; i++) await reply({ from: hal, to: replyTo, body: RESPONDER });
    const answers = await answersTo(hal);
    expect(answers).toHaveLength(SEAT_ANSWERS.capacity);
    expect(answers.every((m) => m.headers['Auto-Submitted'] === 'auto-replied')).toBe(true);
    // A move is not an answer: it is played and its turn mails go out.
    await reply({ from: hal, to: replyTo, body: 'PASS' });
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
  });

  it('gets at most the entry budget from new@', async () => {
    for (let i = 0; i < 20; i++)
      await reply({ from: 'robo@example.com', to: 'new@play.localhost', body: RESPONDER });
    const answers = await answersTo('robo@example.com');
    expect(answers).toHaveLength(ENTRY_ANSWERS.capacity);
    expect(answers.every((m) => m.headers['Auto-Submitted'] === 'auto-replied')).toBe(true);
  });

  it('gets one confirmation from watch-<game>@, however often it asks', async () => {
    const { id } = await newGame();
    await clearOutbox();
    for (let i = 0; i < 20; i++)
      await reply({
        from: 'robot@example.net',
        to: `watch-${id}@play.localhost`,
        body: `WATCH\n\n${RESPONDER}`,
      });
    const answers = await answersTo('robot@example.net');
    expect(answers).toHaveLength(1);
    expect(answers[0]!.headers['Auto-Submitted']).toBe('auto-replied');
  });
});

describe('new@', () => {
  it('starts at most the sender’s daily number of games, then says so', async () => {
    const host = 'host-many@example.com';
    for (let i = 0; i <= NEW_GAMES_PER_SENDER.capacity; i++)
      await reply({
        from: host,
        to: 'new@play.localhost',
        body: `NEW jamble-jx WITH guest${i}@example.com`,
      });
    const mails = await outbox();
    const games = new Set(
      mails.map((m) => /\[game ([a-z2-7]{10})\]/.exec(m.subject)?.[1]).filter(Boolean),
    );
    expect(games.size).toBe(NEW_GAMES_PER_SENDER.capacity);
    const refusal = mails.filter(
      (m) => m.to === host && m.subject === 'Your new game could not be started',
    );
    expect(refusal).toHaveLength(1);
    expect(refusal[0]!.text).toContain('Please write again tomorrow.');
    expect(mails.some((m) => m.to === `guest${NEW_GAMES_PER_SENDER.capacity}@example.com`)).toBe(
      false,
    );
  });
});

describe('HELP', () => {
  it('answers fifty HELP lines in one reply once', async () => {
    const hal = 'hal2@example.com';
    const { replyTo } = await gameFor(hal);
    await reply({ from: hal, to: replyTo, body: Array(50).fill('HELP').join('\n') });
    expect(await answersTo(hal)).toHaveLength(1);
  });

  it('answers fifty HELP mails within the seat’s budget', async () => {
    const hal = 'hal3@example.com';
    const { replyTo } = await gameFor(hal);
    for (let i = 0; i < 50; i++) await reply({ from: hal, to: replyTo, body: 'HELP' });
    expect(await answersTo(hal)).toHaveLength(SEAT_ANSWERS.capacity);
  });
});

describe('automatic mail', () => {
  it.each([
    ['Auto-Submitted: auto-replied', { 'Auto-Submitted': 'auto-replied' }],
    ['Precedence: bulk', { Precedence: 'bulk' }],
    ['X-Autoreply: yes', { 'X-Autoreply': 'yes' }],
    ['X-Auto-Response-Suppress: All', { 'X-Auto-Response-Suppress': 'All' }],
    ['List-Id', { 'List-Id': '<club.lists.example>' }],
  ])('with %s is never answered, at a seat, new@ or watch-', async (name, headers) => {
    const sender = `auto-${name.replace(/[^a-z]/gi, '').toLowerCase()}@example.com`;
    const { id, replyTo } = await gameFor(sender);
    await reply({ from: sender, to: replyTo, body: RESPONDER, headers });
    await reply({ from: sender, to: 'new@play.localhost', body: 'NEW ???', headers });
    await reply({ from: sender, to: `watch-${id}@play.localhost`, body: 'WATCH', headers });
    expect(await outbox()).toEqual([]);
  });

  it('from one of our own addresses is never answered, so two entries cannot loop', async () => {
    await reply({
      from: 'Wordmail <turns@play.localhost>',
      to: 'new@play.localhost',
      body: 'NEW ???',
    });
    await reply({ from: 'new@play.localhost', to: 'new@play.localhost', body: 'NEW ???' });
    expect(await outbox()).toEqual([]);
  });
});
