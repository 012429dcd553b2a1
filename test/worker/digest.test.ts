import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, newGame } from '../support/games';
import { clearOutbox, outbox, outboxFor, reply } from '../support/mail';

beforeEach(clearOutbox);

describe('the daily digest', () => {
  it('replaces per-move emails with one daily email of the games awaiting the player', async () => {
    const { id } = await newGame({ timeControl: '3d' });
    const first = await outboxFor(id);
    const annTo = first.find((m) => m.to === ANN.email)!.replyTo;
    const bobTo = first.find((m) => m.to === BOB.email)!.replyTo;

    await reply({ from: BOB.email, to: bobTo, body: 'NOTIFY DIGEST' });
    const confirmation = (await outboxFor(id)).at(-1)!;
    expect(confirmation.to).toBe(BOB.email);
    expect(confirmation.text).toContain('one email a day');

    const before = (await outbox()).length;
    await reply({ from: ANN.email, to: annTo, body: 'PASS' });
    const afterMove = (await outbox()).slice(before);
    expect(afterMove.map((m) => m.to)).toEqual([ANN.email]);

    const bob = env.PLAYER.get(env.PLAYER.idFromName(BOB.email));
    expect(await runDurableObjectAlarm(bob)).toBe(true);
    const digest = (await outbox()).at(-1)!;
    expect(digest.to).toBe(BOB.email);
    expect(digest.subject).toBe('Your turn in 1 game');
    // Sent by the clock, answering nothing: a vacation responder must not reply to it.
    expect(digest.headers['Auto-Submitted']).toBe('auto-generated');
    expect(digest.text).toContain('Jamble: Ann v Bob');
    expect(digest.text).toContain('move by');
    expect(digest.text).toMatch(/\/play\//);
    // The alarm is rung again at once: it is the next day's slot, a digest of its own; ringing that
    // same slot once more (a retried alarm) sends nothing new.
    const sent = async () =>
      (await outbox()).filter((m) => m.subject.startsWith('Your turn in')).map((m) => m.id);
    const [firstDay] = await sent();
    await runDurableObjectAlarm(bob);
    const [, secondDay] = await sent();
    expect(secondDay).toMatch(/^digest:bob@example\.com:\d{4}-\d\d-\d\d$/);
    expect(Date.parse(secondDay!.slice(-10)) - Date.parse(firstDay!.slice(-10))).toBe(86_400_000);
    await runInDurableObject(bob, async (instance, state) => {
      const due = (await state.storage.getAlarm())! - 86_400_000;
      state.storage.sql.exec("UPDATE profile SET value = ? WHERE key = 'digestDue'", `${due}`);
      await instance.alarm();
    });
    expect(await sent()).toHaveLength(2);

    await reply({ from: BOB.email, to: bobTo, body: 'NOTIFY EVERY' });
    const count = (await outbox()).length;
    await reply({ from: BOB.email, to: bobTo, body: 'PASS' });
    expect(
      (await outbox())
        .slice(count)
        .map((m) => m.to)
        .sort(),
    ).toEqual([ANN.email, BOB.email]);
  });

  it('explains NOTIFY without a valid choice', async () => {
    const { id } = await newGame();
    const bobTo = (await outboxFor(id)).find((m) => m.to === BOB.email)!.replyTo;
    await reply({ from: BOB.email, to: bobTo, body: 'NOTIFY SOMETIMES' });
    expect((await outboxFor(id)).at(-1)!.text).toContain('NOTIFY DIGEST');
  });
});
