// bench:workerd's Resend stand-in takes what the real Resend client sends, keeps each address's
// newest email for the bench to reply to, and answers a retried key with the first id.
import { Resend } from 'resend';
import { afterEach, describe, expect, it } from 'vitest';
import { type ResendStandIn, resendStandIn } from '../../worker/cli/resend-stand-in';

let standIn: ResendStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

const PORT = 18_000 + (process.pid % 1000);

describe('the Resend stand-in', () => {
  it('keeps what the Resend client sends, newest per address, once per key', async () => {
    standIn = await resendStandIn(PORT);
    const resend = new Resend('re_local', { baseUrl: `http://127.0.0.1:${PORT}` });
    const send = (subject: string, key: string) =>
      resend.emails.send(
        {
          from: 'Wordmail <turns@play.localhost>',
          to: 'ann@example.com',
          replyTo: 'play-g1-k@play.localhost',
          subject,
          html: '<p>Your turn</p>',
          text: '##- Reply above this line -##\n\nYour turn',
          headers: { 'Message-ID': `<${key}@play.localhost>` },
        },
        { idempotencyKey: key },
      );
    const first = await send('Turn 1', 't1');
    const again = await send('Turn 1', 't1');
    const second = await send('Turn 2', 't2');
    expect(first.data?.id).toBeDefined();
    expect(again.data?.id).toBe(first.data?.id);
    expect(second.data?.id).not.toBe(first.data?.id);
    expect(standIn.latestTo('ann@example.com')).toEqual({
      to: 'ann@example.com',
      from: 'Wordmail <turns@play.localhost>',
      replyTo: 'play-g1-k@play.localhost',
      subject: 'Turn 2',
      text: '##- Reply above this line -##\n\nYour turn',
      headers: { 'Message-ID': '<t2@play.localhost>' },
    });
    expect(standIn.latestTo('bob@example.com')).toBeUndefined();
  });
});
