import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, newGame } from '../support/games';
import { clearOutbox, outbox, outboxFor, reply } from '../support/mail';

beforeEach(clearOutbox);

const WATCHER = 'cy@example.com';

describe('watching a game by email', () => {
  it('sends a spectator the public board after every turn until UNWATCH', async () => {
    const { id } = await newGame();
    const annMail = (await outboxFor(id)).find((m) => m.to === ANN.email)!;
    await reply({ from: `Cy <${WATCHER}>`, to: `watch-${id}@play.localhost`, body: 'WATCH' });
    const [confirm] = (await outbox()).filter((m) => m.to === WATCHER);
    expect(confirm!.text).toContain('reply to this email with the word WATCH');
    expect(confirm!.headers['Auto-Submitted']).toBe('auto-replied');
    await reply({ from: `Cy <${WATCHER}>`, to: confirm!.replyTo, body: 'WATCH' });
    const welcome = (await outbox()).filter((m) => m.to === WATCHER).slice(1);
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.text).toContain('You are watching this game');
    expect(welcome[0]!.text).not.toContain('Your rack');

    await reply({ from: ANN.email, to: annMail.replyTo, body: 'PASS' });
    const afterMove = (await outbox()).filter((m) => m.to === WATCHER).slice(1);
    expect(afterMove).toHaveLength(2);
    expect(afterMove[1]!.text).toContain('Ann passed.');
    expect(afterMove[1]!.text).not.toContain('Your rack');

    await reply({ from: WATCHER, to: `watch-${id}@play.localhost`, body: 'UNWATCH' });
    const bobMail = (await outboxFor(id)).find((m) => m.to === 'bob@example.com')!;
    await reply({ from: 'bob@example.com', to: bobMail.replyTo, body: 'PASS' });
    expect((await outbox()).filter((m) => m.to === WATCHER)).toHaveLength(3);
  });
});
