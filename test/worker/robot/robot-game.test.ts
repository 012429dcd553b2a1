// A game against the robot played by email: Ann replies, the robot answers through the alarm.
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, errorCode, gameBody, postGame, room, runAlarm, seatView } from '../../support/games';
import { clearOutbox, outboxFor } from '../../support/mail';
import { annSays, publicView, ROBOT, robotGame, untilAnnsTurn } from './support';

beforeEach(clearOutbox);

describe('a game against the robot', () => {
  it('answers each of Ann’s moves through the same pipeline, and mails only Ann', async () => {
    const { id } = await robotGame();
    for (let round = 1; round <= 3; round++) {
      // Ann exchanges when she can, else passes: the robot's side of the game is what is tested.
      await untilAnnsTurn(id);
      const rack = (await seatView(id, 0)).rack!;
      await annSays(id, round === 1 ? 'PASS' : `EXCHANGE ${rack[0]!.letter}`);
      expect(await runAlarm(id)).toBe(true);
      const view = await publicView(id);
      if (view.over) break;
      expect(view.toMove).toBe(0);
    }
    const log = await room(id).moveLog();
    expect(log.filter((m) => m.seat === 1).length).toBeGreaterThanOrEqual(2);
    expect(log.filter((m) => m.seat === 1).every((m) => m.source === 'api')).toBe(true);
    const mails = await outboxFor(id);
    expect(mails.length).toBeGreaterThan(3);
    expect(mails.every((m) => m.to === ANN.email)).toBe(true);
  }, 30_000);

  it.each([['best'], ['casual'], ['beginner']])('plays at level %s', async (level) => {
    const { id } = await robotGame({ seed: `robot-${level}` }, { ...ROBOT, level });
    if ((await publicView(id)).toMove === 0) await annSays(id, 'PASS');
    await runAlarm(id);
    const log = await room(id).moveLog();
    expect(log.some((m) => m.seat === 1)).toBe(true);
  });

  it.each([
    [{ ...ROBOT, level: 'grandmaster' }, 'unknown-robot-level'],
    [{ name: 'Ann2', email: 'ann2@example.com', level: 'best' }, 'level-without-robot'],
  ])('refuses a bad robot player (%o) with %s', async (player, code) => {
    const res = await postGame(gameBody({ ruleset: 'scrabble', players: [ANN, player] }));
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe(code);
  });

  it('refuses a game of robots only', async () => {
    const robots = [ROBOT, { ...ROBOT, name: 'R2' }];
    const res = await postGame(gameBody({ ruleset: 'scrabble', players: robots }));
    expect(await errorCode(res)).toBe('no-human-player');
  });
});
