// The composition root lists what a GameRoom runs, in order; a room built with other features
// runs exactly those (here: without the robot, a robot seat's turn is never scheduled).
import { env, runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { serviceCommandsOf } from '../../worker/game-room/feature';
import { RoomCore } from '../../worker/game-room/room';
import { gameRoomFeatures } from '../../worker/game-room-features';
import { room } from '../support/games';
import { clearOutbox } from '../support/mail';
import { publicView, robotGame, untilAnnsTurn } from './robot/support';

beforeEach(clearOutbox);

describe('the composition root', () => {
  it('lists the features a GameRoom runs, in the order they run after a move', () => {
    expect(gameRoomFeatures().map((f) => f.name)).toEqual([
      'room commands',
      'spectators',
      'clocks',
      'ratings',
      'results',
      'robot',
      'hints and analysis',
      'undo',
      'digest',
    ]);
  });

  it('matches service commands in its order, each name once', () => {
    const names = serviceCommandsOf(gameRoomFeatures()).map((c) => c.name);
    expect(names).toEqual([
      'HELP',
      'BOARD',
      'HISTORY',
      'SUBSCRIBE',
      'ALIAS',
      'VACATION',
      'BACK',
      'GAMES',
      'TIMEZONE',
      'NAME',
      'HINT',
      'ANALYZE',
      'UNDO',
      'NOTIFY',
    ]);
  });

  it('gives every scheduled task kind exactly one handler', () => {
    const kinds = gameRoomFeatures().flatMap((f) => Object.keys(f.tasks ?? {}));
    expect(kinds.sort()).toEqual(['analysis', 'clock', 'report-result', 'robot-move']);
  });
});

describe('a room built with exactly the features a test means', () => {
  it.each([
    ['every feature of the root', () => gameRoomFeatures(), true],
    ['no robot', () => gameRoomFeatures().filter((f) => f.name !== 'robot'), false],
  ])(
    'with %s, schedules the robot seat’s move after Ann’s: %s',
    async (_what, features, scheduled) => {
      const { id } = await robotGame();
      await untilAnnsTurn(id);
      expect((await publicView(id)).toMove).toBe(0);
      const tasks = await runInDurableObject(room(id), async (_obj, state) => {
        const core = new RoomCore(state.storage, env, features());
        const played = await core.play(0, 'PASS', { kind: 'api' }, Date.now());
        expect(played.ok).toBe(true);
        return state.storage.sql
          .exec<{ kind: string }>('SELECT kind FROM tasks')
          .toArray()
          .map((t) => t.kind);
      });
      expect(tasks.includes('robot-move')).toBe(scheduled);
      expect((await publicView(id)).toMove).toBe(1);
    },
  );
});
