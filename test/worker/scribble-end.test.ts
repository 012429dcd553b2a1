// A Scribble game by email that ends because no player can add a word: the last word is replied,
// and the game-over email goes out once to every player with that reason.
import { runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CrosswordState } from '../../engine/crossword/rules';
import { pocketBoard } from '../engine/crossword/no-word-board';
import { ANN, BOB, postGame, room } from '../support/games';
import { clearOutbox, type OutboxMessage, outboxFor, reply } from '../support/mail';

beforeEach(clearOutbox);

const CY = { name: 'Cy', email: 'cy@example.com' };
const PLAYERS = [ANN, BOB, CY];
const REASON = 'no player can add a word to the board';

/**
 * A three-player Scribble game whose board is replaced, before anyone moves, by the near-full
 * pocket board where ZAP at [8,13] is the last word anyone can add. (Reaching such a board by
 * replies would take hundreds of turns; the state is stored exactly as a real turn stores it.)
 */
async function scribbleWithOneWordLeft(): Promise<string> {
  const res = await postGame({
    ruleset: 'scribble',
    players: PLAYERS,
    seed: 'scribble-end-1',
    lexicon: 'test',
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await runInDurableObject(room(id), (_instance, ctx) => {
    const row = ctx.storage.sql
      .exec<{ value: string }>("SELECT value FROM meta WHERE key = 'state'")
      .one();
    const state = JSON.parse(row.value) as CrosswordState;
    state.board = pocketBoard([8]);
    ctx.storage.sql.exec("UPDATE meta SET value = ? WHERE key = 'state'", JSON.stringify(state));
  });
  return id;
}

async function latestTo(id: string, email: string): Promise<OutboxMessage> {
  const mine = (await outboxFor(id)).filter((m) => m.to === email);
  return mine[mine.length - 1]!;
}

async function replyAs(id: string, email: string, body: string, messageId?: string) {
  const last = await latestTo(id, email);
  return reply({
    from: email,
    to: last.replyTo,
    body,
    inReplyTo: last.headers['Message-ID'],
    ...(messageId ? { messageId } : {}),
  });
}

const gameOverMails = async (id: string) =>
  (await outboxFor(id)).filter((m) => m.text.includes('Game over'));

describe('Scribble by email: the end when no player can add a word', () => {
  it('ends on the reply that plays the last word, and mails every player the reason once', async () => {
    const id = await scribbleWithOneWordLeft();
    const firstTurn = await latestTo(id, ANN.email);
    expect(firstTurn.text).not.toContain('Game over');
    const messageId = '<last-word-1@client.example>';
    await replyAs(id, ANN.email, '[8,13] H ZAP', messageId);

    const over = await gameOverMails(id);
    expect(over.map((m) => m.to).sort()).toEqual(PLAYERS.map((p) => p.email).sort());
    for (const mail of over) {
      expect(mail.text).toContain(`Game over: ${REASON}. Ann wins.`);
      expect(mail.text).toContain('Final scores: Ann 42, Bob 0, Cy 0.');
    }
    expect(await room(id).moveLog()).toHaveLength(1);

    // The same email delivered again applies once: no second game-over email.
    await reply({
      from: ANN.email,
      to: firstTurn.replyTo,
      body: '[8,13] H ZAP',
      inReplyTo: firstTurn.headers['Message-ID'],
      messageId,
    });
    expect(await gameOverMails(id)).toHaveLength(3);
    expect(await room(id).moveLog()).toHaveLength(1);
  });

  it('refuses a move after the end by email, and changes nothing', async () => {
    const id = await scribbleWithOneWordLeft();
    await replyAs(id, ANN.email, '[8,13] H ZAP');
    const before = (await room(id).view(null)) as unknown;
    await replyAs(id, BOB.email, 'PASS');
    const answer = await latestTo(id, BOB.email);
    expect(answer.text).toContain('This game is over');
    expect(await room(id).view(null)).toEqual(before);
    expect(await room(id).moveLog()).toHaveLength(1);
    expect(await gameOverMails(id)).toHaveLength(3);
  });
});
