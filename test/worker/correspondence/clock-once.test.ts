// A turn works its clock out once: the clocks feature is asked one time per start and per move,
// and that one answer is both what the turn's emails state and what the room keeps (the
// deadline in the email is the deadline the stored clock holds, and its task is due by it).
import { env, runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDeadline } from '../../../engine/correspondence/format';
import type { RoomFeature } from '../../../worker/game-room/feature';
import type { GameRecord } from '../../../worker/game-room/record';
import { RoomCore } from '../../../worker/game-room/room';
import { startGame } from '../../../worker/game-room/start';
import { gameRoomFeatures } from '../../../worker/game-room-features';
import { clearOutbox, outboxFor } from '../../support/mail';
import { BOB, clockedGame, DAY, deadlineOf, room } from './helpers';

beforeEach(clearOutbox);

interface Asked {
  opening: number;
  turn: number;
}

/** The root's features, with the clocks feature counting how often its clock is asked for. */
function countingFeatures(asked: Asked): RoomFeature[] {
  return gameRoomFeatures().map((feature) => {
    const { openingClock, turnClock } = feature;
    if (feature.name !== 'clocks' || !openingClock || !turnClock) return feature;
    return {
      ...feature,
      openingClock(...args) {
        asked.opening++;
        return openingClock(...args);
      },
      turnClock(...args) {
        asked.turn++;
        return turnClock(...args);
      },
    };
  });
}

async function clockTaskDue(id: string): Promise<number | null> {
  return runInDurableObject(
    room(id),
    async (_obj, state) =>
      state.storage.sql
        .exec<{ due_at: number }>("SELECT due_at FROM tasks WHERE kind = 'clock'")
        .toArray()[0]?.due_at ?? null,
  );
}

describe('the clock of a turn', () => {
  it('is worked out once per move, and the email states the deadline the room keeps', async () => {
    const id = await clockedGame('3d');
    const asked: Asked = { opening: 0, turn: 0 };
    const now = Date.now();
    await runInDurableObject(room(id), async (_obj, state) => {
      const core = new RoomCore(state.storage, env, countingFeatures(asked));
      expect((await core.play(0, 'PASS', { kind: 'api' }, now)).ok).toBe(true);
    });
    expect(asked).toEqual({ opening: 0, turn: 1 });

    const deadline = (await deadlineOf(id, 1))!;
    expect(deadline).toBe(now + 3 * DAY);
    const bobs = (await outboxFor(id)).filter((m) => m.to === BOB.email).at(-1)!;
    expect(bobs.text).toContain(`Reply by ${formatDeadline(deadline, 'UTC')}`);
    // Ann's clock stopped when she passed: she has no deadline now, and her task is Bob's.
    expect(await deadlineOf(id, 0)).toBeNull();
    const due = (await clockTaskDue(id))!;
    expect(due).toBeGreaterThan(now);
    expect(due).toBeLessThanOrEqual(deadline);
  });

  it('is worked out once when a game starts, and stored with its first emails', async () => {
    const id = await clockedGame('3d');
    const record = await runInDurableObject(room(id), async (_obj, state) =>
      state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'game'").one(),
    );
    const game = JSON.parse(record.value) as GameRecord;
    // The same game started again in a room of its own, whose clocks feature counts.
    const copy = `${id}-counted`;
    const asked: Asked = { opening: 0, turn: 0 };
    const now = Date.now();
    await runInDurableObject(room(copy), async (_obj, state) => {
      await startGame(new RoomCore(state.storage, env, countingFeatures(asked)), game, now);
    });
    expect(asked).toEqual({ opening: 1, turn: 0 });
    expect(await deadlineOf(copy, 0)).toBe(now + 3 * DAY);
    expect(await clockTaskDue(copy)).not.toBeNull();
  });
});
