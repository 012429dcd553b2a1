// Against the robot, one email per exchange of moves: Ann's confirmation is held back while the
// robot answers, and the robot's move email states her move too. If the robot cannot answer, the
// held confirmation still goes (once), and a move that ends the game is answered by its end.
import { env, runInDurableObject } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONFIRMATION_BACKSTOP_MS } from '../../../worker/game-room/confirmations';
import type { RoomFeature } from '../../../worker/game-room/feature';
import { RoomCore } from '../../../worker/game-room/room';
import { gameRoomFeatures } from '../../../worker/game-room-features';
import { ROBOT_TASK } from '../../../worker/robot/turn';
import { ANN, room, runAlarm, seatView } from '../../support/games';
import { clearOutbox, outboxFor, reply } from '../../support/mail';
import { openingPlay } from '../../support/plays';
import { annSays, publicView, robotGame, untilAnnsTurn } from './support';

beforeEach(clearOutbox);

const annsMail = async (id: string) => (await outboxFor(id)).filter((m) => m.to === ANN.email);

/** Ann's move for this turn: a word on an empty board, else an exchange of one tile. */
async function annsMove(id: string): Promise<string> {
  const view = await seatView(id, 0);
  if (view.moves.length === 0) return openingPlay(view.rack!).command;
  return `EXCHANGE ${view.rack![0]!.letter}`;
}

describe('a game against the robot', () => {
  it('mails Ann one email per exchange of moves, stating her move and the robot’s', async () => {
    const { id } = await robotGame({ seed: 'robot-one-email' });
    await untilAnnsTurn(id);
    for (let round = 1; round <= 2; round++) {
      const before = (await annsMail(id)).length;
      await annSays(id, await annsMove(id));
      // Held for the robot's answer: nothing yet, and her confirmation is waiting in the outbox.
      expect(await annsMail(id)).toHaveLength(before);
      expect((await room(id).pendingMessages()).map((m) => m.to)).toEqual([ANN.email]);
      expect(await runAlarm(id)).toBe(true);
      const after = await annsMail(id);
      expect(after).toHaveLength(before + 1);
      const [annsTurn, robotsTurn] = (await room(id).moveLog()).slice(-2);
      expect([annsTurn!.seat, robotsTurn!.seat]).toEqual([0, 1]);
      const email = after.at(-1)!;
      expect(email.text).toMatch(/Ann (played .* for \d+|exchanged 1 tile)/);
      expect(email.text).toMatch(/Robot (played .* for \d+|exchanged|passed)/);
      expect(email.text).toContain('Your turn, Ann');
      expect(email.text).not.toContain('Move accepted');
      // The withdrawn confirmation is never sent later, and the thread skips it.
      expect(await room(id).pendingMessages()).toEqual([]);
      expect(email.headers['In-Reply-To']).toBe(after.at(-2)!.headers['Message-ID']);
    }
  }, 30_000);

  it('mails the game-over email when Ann’s move ends the game', async () => {
    const { id } = await robotGame({ seed: 'robot-resign' });
    await untilAnnsTurn(id);
    const before = (await annsMail(id)).length;
    await annSays(id, 'RESIGN');
    const after = await annsMail(id);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.text).toContain('Game over');
    expect((await publicView(id)).over).toBe(true);
    expect(await room(id).pendingMessages()).toEqual([]);
  });

  it('sends the held confirmation once when the robot’s move fails', async () => {
    const { id } = await robotGame({ seed: 'robot-fails' });
    await untilAnnsTurn(id);
    const before = (await annsMail(id)).length;
    /** Runs before the robot's own handler: its task fails, as a crashed robot's would. */
    const broken: RoomFeature = {
      name: 'broken robot',
      tasks: {
        [ROBOT_TASK]: async () => {
          throw new Error('the robot crashed');
        },
      },
    };
    await runInDurableObject(room(id), async (_obj, state) => {
      const core = new RoomCore(state.storage, env, [broken, ...gameRoomFeatures()]);
      await core.play(0, 'PASS', { kind: 'page' }, Date.now());
      expect(await annsMail(id)).toHaveLength(before);
      await expect(core.runAlarm(Date.now())).rejects.toThrow('the robot crashed');
      // The backstop's time comes: the confirmation goes, once.
      await core.runAlarm(Date.now() + CONFIRMATION_BACKSTOP_MS);
      await core.runAlarm(Date.now() + 2 * CONFIRMATION_BACKSTOP_MS);
    });
    const after = await annsMail(id);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.text).toContain('Move accepted');
    expect(after.at(-1)!.text).toContain('Ann passed');
    expect(await room(id).pendingMessages()).toEqual([]);
  });

  it('with confirmations off, still mails the robot’s answer with Ann’s move in it', async () => {
    const ann = { name: 'Ann', email: 'ann.quiet@example.com' };
    const { id } = await robotGame({
      seed: 'robot-quiet',
      players: [ann, { name: 'Robot', email: 'robot' }],
    });
    const mine = async () => (await outboxFor(id)).filter((m) => m.to === ann.email);
    if ((await publicView(id)).toMove !== 0) await runAlarm(id);
    const last = (await mine()).at(-1)!;
    await reply({ from: ann.email, to: last.replyTo, body: 'NOTIFY CONFIRMATIONS OFF' });
    const before = (await mine()).length;
    await reply({ from: ann.email, to: last.replyTo, body: 'PASS' });
    expect(await mine()).toHaveLength(before);
    expect(await room(id).pendingMessages()).toEqual([]);
    await runAlarm(id);
    const after = await mine();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.text).toContain('Ann passed');
  });
});
