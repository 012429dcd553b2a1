// The first email of a game with a clock states the first player's deadline, the one the clock
// holds, in that player's own time zone; a game without a clock states none.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDeadline } from '../../../engine/correspondence/format';
import { clearOutbox, outboxFor, reply } from '../../support/mail';
import { ANN, BOB, clockedGame, DAY, deadlineOf } from './helpers';

beforeEach(clearOutbox);

async function firstMails(id: string) {
  const mails = await outboxFor(id);
  return {
    ann: mails.find((m) => m.to === ANN.email)!,
    bob: mails.find((m) => m.to === BOB.email)!,
  };
}

describe('the first email of a game', () => {
  it('tells the first player to reply by the deadline their clock holds, in text and HTML', async () => {
    const before = Date.now();
    const id = await clockedGame('3d');
    const deadline = (await deadlineOf(id, 0))!;
    expect(deadline).toBeGreaterThanOrEqual(before + 3 * DAY);
    const { ann, bob } = await firstMails(id);
    const worded = `Reply by ${formatDeadline(deadline, 'UTC')}`;
    expect(ann.text).toContain(worded);
    expect(ann.html).toContain(worded);
    // Bob moves second: his clock is not running, and his email has no deadline to state.
    expect(await deadlineOf(id, 1)).toBeNull();
    expect(bob.text).not.toContain('Reply by');
    expect(bob.html).not.toContain('Reply by');
  });

  it('states the deadline in the time zone the player chose, as reminders do', async () => {
    await env.PLAYER.get(env.PLAYER.idFromName(ANN.email)).updateSettings({
      timeZone: 'Asia/Tokyo',
    });
    const id = await clockedGame('3d');
    const deadline = (await deadlineOf(id, 0))!;
    const { ann } = await firstMails(id);
    const worded = formatDeadline(deadline, 'Asia/Tokyo');
    expect(worded).toContain('GMT+9');
    expect(ann.text).toContain(`Reply by ${worded}`);
    expect(ann.html).toContain(`Reply by ${worded}`);
  });

  it('and every later turn’s email states it in that zone too', async () => {
    await env.PLAYER.get(env.PLAYER.idFromName(BOB.email)).updateSettings({
      timeZone: 'Asia/Tokyo',
    });
    const id = await clockedGame('3d');
    const { ann } = await firstMails(id);
    await reply({ from: ANN.email, to: ann.replyTo, body: 'PASS' });
    const deadline = (await deadlineOf(id, 1))!;
    const bobs = (await outboxFor(id)).slice(2).find((m) => m.to === BOB.email)!;
    expect(bobs.text).toContain(`Reply by ${formatDeadline(deadline, 'Asia/Tokyo')}`);
  });

  it('states no deadline in a game without a time control', async () => {
    const id = await clockedGame(undefined);
    expect(await deadlineOf(id, 0)).toBeNull();
    const { ann, bob } = await firstMails(id);
    for (const mail of [ann, bob]) {
      expect(mail.text).not.toContain('Reply by');
      expect(mail.html).not.toContain('Reply by');
    }
  });
});
