// A parlor game's phase closes at its deadline whoever has replied, so every seat the phase waits
// for is told when, in its own time zone, in the email that opens the phase; a seat that has
// nothing left to do in the phase is not.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDeadline } from '../../../engine/correspondence/format';
import { newGame } from '../../support/games';
import { clearOutbox, outboxFor, reply } from '../../support/mail';
import { deadlineOf } from './helpers';

beforeEach(clearOutbox);

const PIA = { name: 'Pia', email: 'pia.pd@example.com' };
const RAY = { name: 'Ray', email: 'ray.pd@example.com' };
const SAL = { name: 'Sal', email: 'sal.pd@example.com' };

describe.each(['mumble-jumble', 'word-jam'])('the phase emails of %s', (ruleset) => {
  it('tell each waiting seat when the phase closes, in its own time zone', async () => {
    await env.PLAYER.get(env.PLAYER.idFromName(RAY.email)).updateSettings({
      timeZone: 'Asia/Tokyo',
    });
    // Word Jam takes three players with the minPlayers option.
    const options = ruleset === 'word-jam' ? { minPlayers: 3 } : {};
    const { id } = await newGame({ ruleset, players: [PIA, RAY, SAL], options });
    const mails = await outboxFor(id);
    const [pia, ray] = [PIA, RAY].map((p) => mails.find((m) => m.to === p.email)!);
    const [piaBy, rayBy] = [(await deadlineOf(id, 0))!, (await deadlineOf(id, 1))!];
    const closes = (at: number, zone: string) =>
      `This phase closes ${formatDeadline(at, zone)}: reply before then.`;
    expect(pia!.text).toContain(closes(piaBy, 'UTC'));
    expect(pia!.html).toContain(closes(piaBy, 'UTC'));
    expect(ray!.text).toContain(closes(rayBy, 'Asia/Tokyo'));
    expect(ray!.html).toContain(closes(rayBy, 'Asia/Tokyo'));
  });
});

describe('a seat with nothing left to do in the phase', () => {
  it('is not told to reply by the deadline', async () => {
    const { id } = await newGame({ ruleset: 'mumble-jumble', players: [PIA, RAY] });
    const pia = (await outboxFor(id)).find((m) => m.to === PIA.email)!;
    await reply({ from: PIA.email, to: pia.replyTo, body: 'WORD STARE' });
    const ack = (await outboxFor(id)).at(-1)!;
    expect(ack.to).toBe(PIA.email);
    expect(ack.text).toContain('your word is in — waiting for Ray');
    expect(ack.text).not.toContain('This phase closes');
  });
});
