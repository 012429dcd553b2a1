// Outside local development a missing RESEND_API_KEY sends nothing anywhere: the message is held
// for the outbox to retry once a key is put, never dropped into the local mailbox nobody reads.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sendMessage } from '../../../worker/mail/send';

const message = {
  id: 'no-provider-1',
  to: 'ann@example.com',
  from: 'Wordmail <turns@play.localhost>',
  replyTo: 'play-x@play.localhost',
  subject: 'A turn',
  text: 'text',
  html: '<p>html</p>',
  headers: {},
};

describe('sending without a provider', () => {
  it('holds the message outside local development and delivers nothing', async () => {
    const deployed = { ...env, DEV_MODE: undefined, RESEND_API_KEY: undefined };
    const outcome = await sendMessage(deployed, message, new Date());
    expect(outcome).toMatchObject({ ok: false, verdict: 'hold', status: null });
    const mailbox = env.DEV_MAILBOX.get(env.DEV_MAILBOX.idFromName('local'));
    expect((await mailbox.summaries()).map((m) => m.id)).not.toContain('no-provider-1');
  });

  it('delivers to the local outbox in local development', async () => {
    const outcome = await sendMessage(env, { ...message, id: 'no-provider-2' }, new Date());
    expect(outcome.ok).toBe(true);
  });
});
