// Every turn email of a timed game shows everyone's clock after the move, in HTML and text, from
// the clock the game page reads; an untimed game's emails show none.
import { beforeEach, describe, expect, it } from 'vitest';
import { newGame } from '../../support/games';
import { clearOutbox, outboxFor } from '../../support/mail';
import { ANN, BOB, clockedGame, DAY, deadlineOf, HOUR, room } from './helpers';

beforeEach(clearOutbox);

describe('everyone’s clock in the turn email', () => {
  it('shows both clocks after a move, the mover’s with its increment, in HTML and text', async () => {
    const id = await clockedGame('10d+1d/30d');
    // The clock started when the game did: its first deadline, less the 10-day bank.
    const start = (await deadlineOf(id, 0))! - 10 * DAY;
    await clearOutbox();
    const played = await room(id).submit(0, 'PASS', { kind: 'api' }, start + 2 * DAY + 3 * HOUR);
    expect(played.ok).toBe(true);
    const mails = await outboxFor(id);
    expect(mails.map((m) => m.to).sort()).toEqual([ANN.email, BOB.email]);
    // Ann used 2d 3h of 10d and gained 1d; Bob's 10 days start now.
    const line = 'Clocks: Ann 8d 21h · Bob 10d (to move)';
    for (const m of mails) {
      expect(m.text).toContain(line);
      expect(m.html).toContain(line);
    }
    // The same figures the game page reads.
    const status = await room(id).status();
    expect(status?.clocks.map((c) => c.timeLeftMs)).toEqual([
      8 * DAY + 21 * HOUR,
      expect.any(Number),
    ]);
  });

  it('shows both full clocks in the first email of a timed game', async () => {
    const id = await clockedGame('10d+1d/30d');
    const mails = await outboxFor(id);
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      expect(m.text).toContain('Clocks: Ann 10d (to move) · Bob 10d');
      expect(m.html).toContain('Clocks: Ann 10d (to move) · Bob 10d');
    }
  });

  it('shows no clocks in an untimed game', async () => {
    const { id } = await newGame();
    for (const m of await outboxFor(id)) expect(m.text).not.toContain('Clocks:');
    await clearOutbox();
    const played = await room(id).submit(0, 'PASS', { kind: 'api' });
    expect(played.ok).toBe(true);
    const mails = await outboxFor(id);
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      expect(m.text).not.toContain('Clocks:');
      expect(m.html).not.toContain('Clocks:');
    }
  });
});
