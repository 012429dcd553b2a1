// NOTIFY CONFIRMATIONS OFF / ON by reply: the mover's own "Move accepted" email is left out (or
// sent again), in all the player's games; everything else they are sent stays as it was.
import { beforeEach, describe, expect, it } from 'vitest';
import { newGame, player, room } from '../support/games';
import { clearOutbox, type OutboxMessage, outbox, outboxFor, reply } from '../support/mail';

beforeEach(clearOutbox);

/** Each test its own two players: the setting outlives a game, in the players' own objects. */
function pair(tag: string) {
  return {
    ann: { name: 'Ann', email: `ann.${tag}@example.com` },
    bob: { name: 'Bob', email: `bob.${tag}@example.com` },
  };
}

/** A started Jamble game of the pair, and each seat's reply address. */
async function started(tag: string) {
  const { ann, bob } = pair(tag);
  const { id } = await newGame({ players: [ann, bob] });
  const first = await outboxFor(id);
  const to = (email: string) => first.find((m) => m.to === email)!.replyTo;
  return { id, ann, bob, annTo: to(ann.email), bobTo: to(bob.email) };
}

/** What `act` causes to be sent, in order. */
async function sentBy(act: () => Promise<unknown>): Promise<OutboxMessage[]> {
  const before = (await outbox()).length;
  await act();
  return (await outbox()).slice(before);
}

describe('NOTIFY CONFIRMATIONS', () => {
  it('answers OFF with the setting, then a move of the player’s mails only the opponent', async () => {
    const { id, ann, bob, annTo } = await started('off');
    const answer = await sentBy(() =>
      reply({ from: ann.email, to: annTo, body: 'NOTIFY CONFIRMATIONS OFF' }),
    );
    expect(answer.map((m) => m.to)).toEqual([ann.email]);
    expect(answer[0]!.text).toContain('no longer confirmed by email');
    expect((await player(ann.email).settings()).confirmations).toBe(false);

    const afterMove = await sentBy(() => reply({ from: ann.email, to: annTo, body: 'PASS' }));
    expect(afterMove.map((m) => m.to)).toEqual([bob.email]);
    expect(afterMove[0]!.text).toContain('Ann passed');
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
  });

  it('confirms moves again after ON', async () => {
    const { ann, bob, annTo, bobTo } = await started('on');
    await reply({ from: ann.email, to: annTo, body: 'notify confirmations off' });
    const answer = await sentBy(() =>
      reply({ from: ann.email, to: annTo, body: 'NOTIFY CONFIRMATIONS ON' }),
    );
    expect(answer[0]!.text).toContain('confirmed by email again');
    const afterMove = await sentBy(() => reply({ from: ann.email, to: annTo, body: 'PASS' }));
    expect(afterMove.map((m) => m.to).sort()).toEqual([ann.email, bob.email]);
    const confirmation = afterMove.find((m) => m.to === ann.email)!;
    expect(confirmation.text).toContain('Move accepted');
    // Bob never chose: his own moves are confirmed as before.
    const bobs = await sentBy(() => reply({ from: bob.email, to: bobTo, body: 'PASS' }));
    expect(bobs.map((m) => m.to).sort()).toEqual([ann.email, bob.email]);
  });

  it('still answers a refused move, and mails the end of the game', async () => {
    const { ann, bob, annTo } = await started('refused');
    await reply({ from: ann.email, to: annTo, body: 'NOTIFY CONFIRMATIONS OFF' });
    const refused = await sentBy(() =>
      reply({ from: ann.email, to: annTo, body: 'EXCHANGE ZZZZZZZ' }),
    );
    expect(refused.map((m) => m.to)).toEqual([ann.email]);
    expect(refused[0]!.text).toContain('EXCHANGE ZZZZZZZ');
    const over = await sentBy(() => reply({ from: ann.email, to: annTo, body: 'RESIGN' }));
    expect(over.map((m) => m.to).sort()).toEqual([ann.email, bob.email]);
    expect(over.every((m) => m.text.includes('Game over'))).toBe(true);
  });

  it('leaves out the confirmation of a move made on the game page too', async () => {
    const { id, ann, bob, annTo } = await started('page');
    await reply({ from: ann.email, to: annTo, body: 'NOTIFY CONFIRMATIONS OFF' });
    const afterMove = await sentBy(() => room(id).submit(0, 'PASS', { kind: 'page' }));
    expect(afterMove.map((m) => m.to)).toEqual([bob.email]);
  });

  it('holds in every game of the player, a game started later included', async () => {
    const { ann, bob, annTo } = await started('later');
    await reply({ from: ann.email, to: annTo, body: 'NOTIFY CONFIRMATIONS OFF' });
    const { id } = await newGame({ players: [ann, bob], seed: 'fixed-seed-2' });
    const annsTo = (await outboxFor(id)).find((m) => m.to === ann.email)!.replyTo;
    const afterMove = await sentBy(() => reply({ from: ann.email, to: annsTo, body: 'PASS' }));
    expect(afterMove.map((m) => m.to)).toEqual([bob.email]);
  });

  it('explains NOTIFY CONFIRMATIONS without ON or OFF, and changes nothing', async () => {
    const { ann, annTo } = await started('bad');
    const answer = await sentBy(() =>
      reply({ from: ann.email, to: annTo, body: 'NOTIFY CONFIRMATIONS SOMETIMES' }),
    );
    expect(answer[0]!.text).toContain('NOTIFY CONFIRMATIONS OFF');
    expect((await player(ann.email).settings()).confirmations).toBe(true);
  });
});
