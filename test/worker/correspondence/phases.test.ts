// Parlor games close a phase at its deadline through GameRoom.expirePhase, even with no time
// control chosen: several seats must act at once, so nobody passes or loses alone.
import { describe, expect, it } from 'vitest';
import { BOB, newGame } from '../../support/games';
import { room, runAlarm } from './helpers';

describe('a phase deadline in Mumble-Jumble', () => {
  it('closes the phase with source deadline once its reminders have gone out', async () => {
    const { id } = await newGame({
      ruleset: 'mumble-jumble',
      players: [{ name: 'Pia', email: 'pia@example.com' }, BOB],
    });
    const status = await room(id).status();
    expect(status!.toMove.map((m) => m.seat)).toEqual([0, 1]);
    expect(status!.toMove.every((m) => m.deadline !== null)).toBe(true);
    let log = await room(id).moveLog();
    for (let i = 0; i < 20 && log.length === 0; i++) {
      await runAlarm(id);
      log = await room(id).moveLog();
    }
    expect(log[0]).toMatchObject({ seat: -1, command: 'DEADLINE', source: 'deadline' });
  });
});
