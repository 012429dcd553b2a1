import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearOutbox, outbox, reply } from '../support/mail';

beforeEach(clearOutbox);

const NEW_ADDRESS = 'new@play.localhost';

async function invitedGame() {
  await reply({
    from: 'Ann <ann@example.com>',
    to: NEW_ADDRESS,
    body: 'NEW jamble-jx WITH bob@example.com',
  });
  const mails = await outbox();
  const id = /\[game ([a-z2-7]{10})\]/.exec(mails[0]!.subject)![1]!;
  return { id, mails };
}

async function view(id: string) {
  return (await (await SELF.fetch(`https://example.com/api/games/${id}`)).json()) as Record<
    string,
    unknown
  >;
}

describe('starting a game by email', () => {
  it('invites the others, and starts the game when they ACCEPT', async () => {
    const { id, mails } = await invitedGame();
    expect(mails.map((m) => m.to).sort()).toEqual(['ann@example.com', 'bob@example.com']);
    const bobs = mails.find((m) => m.to === 'bob@example.com')!;
    expect(bobs.text).toContain('Ann invites you');
    expect(bobs.text).toContain('ACCEPT');
    expect((await view(id)).status).toBe('invited');

    await reply({
      from: 'bob@example.com',
      to: bobs.replyTo,
      body: 'ACCEPT\n\nOn Mon, Ann wrote:\n> DECLINE',
    });
    const started = await view(id);
    expect(started.toMove).toBe(0);
    const after = (await outbox()).slice(2);
    expect(after.map((m) => m.to).sort()).toEqual(['ann@example.com', 'bob@example.com']);
    expect(after.every((m) => m.text.includes('A new game'))).toBe(true);
  });

  it('cancels the game for everyone on DECLINE', async () => {
    const { id, mails } = await invitedGame();
    const bobs = mails.find((m) => m.to === 'bob@example.com')!;
    await reply({ from: 'bob@example.com', to: bobs.replyTo, body: 'DECLINE' });
    expect((await view(id)).status).toBe('cancelled');
    const last = (await outbox()).at(-1)!;
    expect(last.to).toBe('ann@example.com');
    expect(last.text).toContain('cancelled');
  });

  it('answers a request it cannot read with how to write it, once', async () => {
    const raw = {
      from: 'ann@example.com',
      to: NEW_ADDRESS,
      body: 'NEW chess WITH bob@example.com',
      messageId: '<n1@x>',
    };
    await reply(raw);
    await reply(raw);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('ann@example.com');
    expect(mails[0]!.text).toContain('Unknown ruleset');
  });

  it('refuses moves before the game has started', async () => {
    const { mails } = await invitedGame();
    const anns = mails.find((m) => m.to === 'ann@example.com')!;
    await reply({ from: 'ann@example.com', to: anns.replyTo, body: 'PASS' });
    const last = (await outbox()).at(-1)!;
    expect(last.text).toContain('has not started yet');
  });
});
