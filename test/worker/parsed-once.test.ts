// The room reads its record and state many times a reply; each is parsed from storage once while
// its stored text stays the same, frozen so that no reader changes what the next one reads, and
// never newer or older than what storage holds.
import { env, runInDurableObject } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomStore } from '../../worker/game-room/room-store';
import { newGame, room } from '../support/games';
import { clearOutbox } from '../support/mail';
import { annToPlay } from './inbound/ann-to-play';

beforeEach(clearOutbox);
afterEach(() => vi.restoreAllMocks());

/** The meta value's text as storage holds it. */
const stored = (id: string, key: string) =>
  runInDurableObject(
    room(id),
    (_obj, state) =>
      state.storage.sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).one()
        .value,
  );

const inStore = <T>(id: string, work: (store: RoomStore) => T) =>
  runInDurableObject(room(id), (_obj, state) => work(new RoomStore(state.storage, env)));

describe('the record and the state, read from storage', () => {
  it('are parsed once and given frozen', async () => {
    const { id } = await newGame();
    await inStore(id, (store) => {
      const state = store.state() as { bag: string[] };
      expect(store.state()).toBe(state);
      expect(store.record()).toBe(store.record());
      expect(Object.isFrozen(state) && Object.isFrozen(state.bag)).toBe(true);
      expect(() => state.bag.push('Z')).toThrow(TypeError);
    });
  });

  it('are read again once written, and as stored after a transaction is undone', async () => {
    const { id } = await newGame();
    await inStore(id, (store) => {
      const before = store.state();
      store.writeMeta('state', { written: 1 });
      expect(store.state()).toEqual({ written: 1 });
      expect(() =>
        store.transaction(() => {
          store.writeMeta('state', { written: 2 });
          expect(store.state()).toEqual({ written: 2 });
          throw new Error('undone');
        }),
      ).toThrow('undone');
      expect(store.state()).toEqual({ written: 1 });
      store.writeMeta('state', before);
      expect(store.state()).toEqual(before);
    });
  });

  it('are each parsed once for a reply’s reading and move, and once more after its commit', async () => {
    const { id, send } = await annToPlay();
    const [stateText, recordText] = [await stored(id, 'state'), await stored(id, 'game')];
    const parse = vi.spyOn(JSON, 'parse');
    await send('PASS');
    const parsed = (text: string) => parse.mock.calls.filter(([arg]) => arg === text).length;
    // Parsed already, perhaps, when the game began (the object may still hold it): at most once.
    expect(parsed(stateText)).toBeLessThanOrEqual(1);
    expect(parsed(recordText)).toBeLessThanOrEqual(1);
    // The state the move wrote: read by the result report and the robot after the commit.
    const after = await stored(id, 'state');
    expect(after).not.toBe(stateText);
    expect(parsed(after)).toBe(1);
    expect((await room(id).moveLog()).map((m) => m.command)).toEqual(['PASS']);
  });
});
