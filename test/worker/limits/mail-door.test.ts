// The door of the email() handler: a flood from one envelope sender is rejected once it passes
// the per-sender limit a minute (Rate Limiting binding), and a null envelope sender (a bounce) is
// never answered. The binding counts in fixed windows, so the flood is twice the limit and one.
import { describe, expect, it } from 'vitest';
import { MAIL_BURST } from '../../../worker/limits/mail-limits';
import { clearOutbox, deliver, eml, outbox } from '../../support/mail';

describe('the email() door', () => {
  it('rejects a flood from one envelope sender, with a reason, and answers none of it', async () => {
    await clearOutbox();
    const rejections: (string | null)[] = [];
    for (let i = 0; i < 2 * MAIL_BURST.perSender + 1; i++) {
      // Each mail names a different From: the limit follows the envelope, not the header.
      const raw = eml({ from: `flood${i}@example.com`, to: 'new@play.localhost', body: 'NEW' });
      const { rejected } = await deliver(raw, {
        from: 'flood@example.com',
        to: 'new@play.localhost',
      });
      rejections.push(rejected);
    }
    expect(rejections.some((r) => r?.includes('Too many messages from your address'))).toBe(true);
    // Every mail let in had a From that disagreed with its envelope: refused, never answered.
    expect(rejections.every((r) => r !== null)).toBe(true);
    expect(await outbox()).toEqual([]);
  });

  it('never answers a bounce (null envelope sender)', async () => {
    await clearOutbox();
    const raw = eml({ from: 'ann@example.com', to: 'new@play.localhost', body: 'NEW ???' });
    const { rejected } = await deliver(raw, { from: '', to: 'new@play.localhost' });
    expect(rejected).toBeNull();
    expect(await outbox()).toEqual([]);
  });
});
