// A turn that ends a game commits its mail and a backstop for the result report in the same
// transaction, and arms the alarm before any after-turn work: if that work fails (or the object
// dies), the alarm still sends the game-over mail and reports the result, once.
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RoomFeature } from '../../../worker/game-room/feature';
import { RoomCore } from '../../../worker/game-room/room';
import { gameRoomFeatures } from '../../../worker/game-room-features';
import { newGame, room } from '../../support/games';
import { clearOutbox, outboxFor } from '../../support/mail';
import { resignedByEmail } from './helpers';

beforeEach(clearOutbox);

const player = (email: string) => env.PLAYER.get(env.PLAYER.idFromName(email));

async function tasksOf(id: string): Promise<string[]> {
  return runInDurableObject(room(id), async (_obj, state) =>
    state.storage.sql
      .exec<{ key: string }>('SELECT key FROM tasks ORDER BY key')
      .toArray()
      .map((r) => r.key),
  );
}

/** First in the room's features: everything after the commit fails, as if the object died. */
const crash: RoomFeature = {
  name: 'crash after the commit',
  afterTurn: async () => {
    throw new Error('the object died after the commit');
  },
};

/** Seat `seat` resigns in a room that runs the crash before the root's own features. */
async function resignAndCrash(id: string, seat: number): Promise<void> {
  await runInDurableObject(room(id), async (_obj, state) => {
    const core = new RoomCore(state.storage, env, [crash, ...gameRoomFeatures()]);
    await core.play(seat, 'RESIGN', { kind: 'api' }, Date.now()).catch(() => undefined);
  });
}

describe('the result report of a finished game', () => {
  it('leaves no backstop behind when the after-turn report goes through', async () => {
    const ann = { name: 'Ann', email: 'ann.bs@example.com' };
    const bob = { name: 'Bob', email: 'bob.bs@example.com' };
    const id = await resignedByEmail([ann, bob], ann);
    expect((await outboxFor(id)).filter((m) => /Game over/.test(m.text))).toHaveLength(2);
    expect(await tasksOf(id)).not.toContain('report-result');
    expect((await player(bob.email).rating('crossword'))!.games).toBe(1);
  });

  it('is still sent and reported by the alarm when everything after the commit fails', async () => {
    const cy = { name: 'Cy', email: 'cy.bs@example.com' };
    const di = { name: 'Di', email: 'di.bs@example.com' };
    const { id } = await newGame({ players: [cy, di] });
    await resignAndCrash(id, 0);

    // Committed, but nothing sent and nothing reported yet.
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['RESIGN']);
    expect((await outboxFor(id)).filter((m) => /Game over/.test(m.text))).toHaveLength(0);
    expect(await tasksOf(id)).toContain('report-result');
    expect(await player(di.email).rating('crossword')).toBeNull();

    // The watchdog alarm sends the mail; the next one, the backstop, reports the result.
    expect(await runDurableObjectAlarm(room(id))).toBe(true);
    expect((await outboxFor(id)).filter((m) => /Game over/.test(m.text))).toHaveLength(2);
    expect(await runDurableObjectAlarm(room(id))).toBe(true);
    expect((await player(di.email).rating('crossword'))!.games).toBe(1);
    expect(await tasksOf(id)).toEqual([]);
    expect(await runDurableObjectAlarm(room(id))).toBe(false);
    expect((await player(di.email).rating('crossword'))!.games).toBe(1);
    expect((await outboxFor(id)).filter((m) => /Game over/.test(m.text))).toHaveLength(2);
  });
});
