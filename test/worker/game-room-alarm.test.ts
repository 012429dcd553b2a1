// The GameRoom's one alarm, as a move and a command set it: the watchdog for a move's mail is
// written inside the move's own transaction, the alarm is moved once after delivery to what is
// really due (the clock's task), and an answer that changes nothing due leaves it unwritten.
import { env, runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { findServiceCommand } from '../../worker/game-room/feature';
import type { GameRecord } from '../../worker/game-room/record';
import { RoomCore } from '../../worker/game-room/room';
import { startGame } from '../../worker/game-room/start';
import { gameRoomFeatures } from '../../worker/game-room-features';
import { newGame, room } from '../support/games';
import { clearOutbox, outboxFor } from '../support/mail';
import { clockedGame } from './correspondence/helpers';

beforeEach(clearOutbox);

interface AlarmWrite {
  call: 'setAlarm' | 'deleteAlarm';
  /** Ms after the move's `now` (null: deleted). */
  at: number | null;
  inTransaction: boolean;
}

/**
 * Runs `work` on a RoomCore over the game's real storage, seen through a proxy that records
 * every alarm write and whether it happened inside a transaction; returns the writes and the
 * alarm left standing (ms after `now`).
 */
async function alarmWrites(
  id: string,
  now: number,
  work: (core: RoomCore) => Promise<void>,
): Promise<{ writes: AlarmWrite[]; standing: number | null }> {
  return runInDurableObject(room(id), async (_obj, state) => {
    const writes: AlarmWrite[] = [];
    let inTransaction = false;
    const storage = new Proxy(state.storage, {
      get(target, prop) {
        if (prop === 'setAlarm')
          return (at: number) => {
            writes.push({ call: 'setAlarm', at: at - now, inTransaction });
            return target.setAlarm(at);
          };
        if (prop === 'deleteAlarm')
          return () => {
            writes.push({ call: 'deleteAlarm', at: null, inTransaction });
            return target.deleteAlarm();
          };
        if (prop === 'transactionSync')
          return <T>(work: () => T): T =>
            target.transactionSync(() => {
              inTransaction = true;
              try {
                return work();
              } finally {
                inTransaction = false;
              }
            });
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await work(new RoomCore(storage, env, gameRoomFeatures()));
    const alarm = await state.storage.getAlarm();
    return { writes, standing: alarm === null ? null : alarm - now };
  });
}

async function clockTaskDue(id: string): Promise<number> {
  return runInDurableObject(
    room(id),
    async (_obj, state) =>
      state.storage.sql
        .exec<{ due_at: number }>("SELECT due_at FROM tasks WHERE kind = 'clock'")
        .one().due_at,
  );
}

describe('the alarm after a move', () => {
  it('is written once in the move’s transaction and once after delivery, to the clock’s task', async () => {
    const id = await clockedGame('3d');
    const sentBefore = (await outboxFor(id)).length;
    const now = Date.now();
    const { writes, standing } = await alarmWrites(id, now, async (core) => {
      expect((await core.play(0, 'PASS', { kind: 'api' }, now)).ok).toBe(true);
    });
    const due = (await clockTaskDue(id)) - now;
    expect(writes).toEqual([
      { call: 'setAlarm', at: 60_000, inTransaction: true },
      { call: 'setAlarm', at: due, inTransaction: false },
    ]);
    expect(standing).toBe(due);
    expect((await outboxFor(id)).length).toBe(sentBefore + 2);
  });

  it('in a game without a clock, is cleared once the mail has gone', async () => {
    const { id } = await newGame();
    const now = Date.now();
    const { writes, standing } = await alarmWrites(id, now, async (core) => {
      expect((await core.play(0, 'PASS', { kind: 'api' }, now)).ok).toBe(true);
    });
    expect(writes).toEqual([
      { call: 'setAlarm', at: 60_000, inTransaction: true },
      { call: 'deleteAlarm', at: null, inTransaction: false },
    ]);
    expect(standing).toBeNull();
  });
});

describe('the alarm after an answer that changes nothing due', () => {
  it('is not written at all: HELP in a timed game leaves it at the clock’s task', async () => {
    const id = await clockedGame('3d');
    const due = await clockTaskDue(id);
    const sentBefore = (await outboxFor(id)).length;
    const now = Date.now();
    const { writes, standing } = await alarmWrites(id, now, async (core) => {
      const help = findServiceCommand(core.features, 'HELP')!;
      await help.run(core, 0, 'HELP', { now, requestId: 'alarm-help' });
    });
    expect((await outboxFor(id)).length).toBe(sentBefore + 1);
    expect(writes).toEqual([]);
    expect(standing).toBe(due - now);
  });
});

describe('the alarm at the start of a game', () => {
  it('is written with the first mail, in the start’s transaction, then cleared once it has gone', async () => {
    // A started game's record, started again in a room of its own.
    const { id } = await newGame();
    const record = await runInDurableObject(room(id), async (_obj, state) =>
      new RoomCore(state.storage, env, gameRoomFeatures()).record(),
    );
    const fresh: GameRecord = { ...record!, id: `${id}-again` };
    const now = Date.now();
    const { writes, standing } = await alarmWrites(fresh.id, now, (core) =>
      startGame(core, fresh, now),
    );
    expect(writes).toEqual([
      { call: 'setAlarm', at: 60_000, inTransaction: true },
      { call: 'deleteAlarm', at: null, inTransaction: false },
    ]);
    expect(standing).toBeNull();
    expect((await outboxFor(fresh.id)).length).toBeGreaterThanOrEqual(2);
  });
});
