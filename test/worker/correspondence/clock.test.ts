// Clocks in the running service: deadlines from the time control chosen at creation, escalating
// reminders with the board, and both timeout actions committed through the pipeline.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearOutbox, outboxFor } from '../../support/mail';
import { ANN, BOB, clockedGame, DAY, deadlineOf, fireAlarm, HOUR, room } from './helpers';

beforeEach(clearOutbox);

/** Asks the API for a Jamble game of Ann and Bob with `extra`; its response. */
async function createGame(extra: Record<string, unknown>): Promise<Response> {
  const { postGame } = await import('../../support/games');
  return postGame({ ruleset: 'jamble-jx', players: [ANN, BOB], lexicon: 'test', ...extra });
}

describe('a game created with a time control', () => {
  it('gives the first player the days per move from the start', async () => {
    const before = Date.now();
    const id = await clockedGame('3d');
    const deadline = await deadlineOf(id, 0);
    expect(deadline).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 3 * DAY);
    expect(await deadlineOf(id, 1)).toBeNull();
  });

  it('has no deadlines without a time control', async () => {
    const id = await clockedGame(undefined);
    expect(await deadlineOf(id, 0)).toBeNull();
  });

  it('refuses a time control it cannot read, saying how to write one', async () => {
    const res = await createGame({ timeControl: 'three days' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('bad-time-control');
    expect(body.error.message).toContain('10d+1d/30d');
  });

  it('refuses an unknown timeout action', async () => {
    const res = await createGame({
      timeControl: '3d',
      options: { timeoutAction: 'forfeit-later' },
    });
    expect(res.status).toBe(400);
  });
});

describe('reminders', () => {
  it('reminds the player to move 24, 4 and 1 hours before the deadline, each with the board', async () => {
    const id = await clockedGame('3d');
    const deadline = (await deadlineOf(id, 0))!;
    await clearOutbox();
    for (const hours of [24, 4, 1]) {
      expect(await fireAlarm(id)).toBe(true);
      const mails = await outboxFor(id);
      const last = mails.at(-1)!;
      expect(last.to).toBe(ANN.email);
      expect(last.text).toContain('Reminder:');
      expect(last.text).toContain(hours === 24 ? '1 day left' : `${hours} hour`);
      expect(last.text).toContain('you pass automatically');
      // The board goes with every reminder (its column letters head the text board).
      expect(last.text).toMatch(/A B C D E F G H/);
    }
    expect((await outboxFor(id)).map((m) => m.to)).toEqual([ANN.email, ANN.email, ANN.email]);
    // Nothing has been played: the deadline stands.
    expect(await deadlineOf(id, 0)).toBe(deadline);
  });

  it('shows the deadline in the player’s own time zone', async () => {
    const id = await clockedGame('3d');
    const { env } = await import('cloudflare:test');
    await env.PLAYER.get(env.PLAYER.idFromName(ANN.email)).updateSettings({
      timeZone: 'Asia/Tokyo',
    });
    await clearOutbox();
    await fireAlarm(id);
    expect((await outboxFor(id))[0]!.text).toContain('GMT+9');
  });
});

describe.each([
  { action: 'pass', command: 'PASS', over: false, says: 'ran out of time, so the game passed' },
  // A loss on time reads as one, never as "Ann resigned" (issue 14).
  {
    action: 'loss',
    command: 'RESIGN ON TIME',
    over: true,
    says: 'ran out of time and loses the game',
  },
])('a timeout with timeoutAction $action', ({ action, command, over, says }) => {
  it(`commits ${command} for the late seat with source deadline and tells everyone`, async () => {
    const id = await clockedGame('3d', { timeoutAction: action });
    const deadline = (await deadlineOf(id, 0))!;
    for (let i = 0; i < 4; i++) await fireAlarm(id);
    const log = await room(id).moveLog();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ seat: 0, command, source: 'deadline', at: deadline });
    const announced = (await outboxFor(id)).filter((m) => m.text.includes(`Ann ${says}`));
    expect(announced.map((m) => m.to).sort()).toEqual([ANN.email, BOB.email]);
    const status = await room(id).status();
    expect(status!.over).toBe(over);
    expect((await outboxFor(id)).some((m) => m.text.includes('Ann resigned'))).toBe(false);
    if (over) expect((await outboxFor(id)).at(-1)!.text).toContain('Game over: Ann lost on time.');
    if (!over) expect(await deadlineOf(id, 1)).toBe(deadline + 3 * DAY);
  });
});

describe('moves and the clock', () => {
  it('starts the next player’s days per move when a move is made', async () => {
    const id = await clockedGame('3d');
    const start = (await deadlineOf(id, 0))! - 3 * DAY;
    const movedAt = start + 2 * DAY;
    const played = await room(id).submit(0, 'PASS', { kind: 'api' }, movedAt);
    expect(played.ok).toBe(true);
    expect(await deadlineOf(id, 0)).toBeNull();
    expect(await deadlineOf(id, 1)).toBe(movedAt + 3 * DAY);
  });

  it('keeps a Fischer bank: time left plus the increment, never past the cap', async () => {
    // Scrabble, because a Jamble game ends when both players pass in turn.
    const id = await clockedGame('2d+1d/3d', {}, 'scrabble');
    const start = (await deadlineOf(id, 0))! - 2 * DAY;
    // Ann uses 12 hours: 1.5 days left + 1 day = 2.5 days for her next turn.
    await room(id).submit(0, 'PASS', { kind: 'api' }, start + 12 * HOUR);
    // Bob uses 1 hour: 2 days less an hour, plus 1 day.
    await room(id).submit(1, 'PASS', { kind: 'api' }, start + 13 * HOUR);
    expect(await deadlineOf(id, 0)).toBe(start + 13 * HOUR + 2.5 * DAY);
    expect(await deadlineOf(id, 1)).toBeNull();
    // Ann uses 1 hour: 2.5 days less an hour, plus 1 day, is capped at 3 days.
    await room(id).submit(0, 'PASS', { kind: 'api' }, start + 14 * HOUR);
    expect(await deadlineOf(id, 1)).toBe(start + 14 * HOUR + 3 * DAY - HOUR);
    await room(id).submit(1, 'PASS', { kind: 'api' }, start + 15 * HOUR);
    expect(await deadlineOf(id, 0)).toBe(start + 15 * HOUR + 3 * DAY);
  });

  it('stops every clock when the game ends', async () => {
    const id = await clockedGame('3d');
    await room(id).submit(0, 'RESIGN', { kind: 'api' });
    const status = await room(id).status();
    expect(status!.over).toBe(true);
    await clearOutbox();
    // The alarm set for the first reminder may still ring once; it finds nothing to do.
    await fireAlarm(id);
    expect(await outboxFor(id)).toEqual([]);
    expect(await fireAlarm(id)).toBe(false);
  });
});
