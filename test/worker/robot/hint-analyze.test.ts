// HINT only where the game allows it; ANALYZE after the game, at once for a short game and over
// several alarms for a longer one (ANALYSIS_CHUNK turns each).
import { beforeEach, describe, expect, it } from 'vitest';
import { ANALYSIS_CHUNK } from '../../../worker/robot/analyze';
import { ANN, errorCode, gameBody, newGame, postGame, runAlarm } from '../../support/games';
import { clearOutbox, outboxFor, reply } from '../../support/mail';
import { annSays, annsLast, publicView, robotGame, untilAnnsTurn } from './support';

beforeEach(clearOutbox);

/** Ann passes `turns` times (the robot answering each), then resigns. */
async function playAndResign(id: string, turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) {
    await untilAnnsTurn(id);
    if ((await publicView(id)).over) return;
    await annSays(id, 'PASS');
  }
  await untilAnnsTurn(id);
  if (!(await publicView(id)).over) await annSays(id, 'RESIGN');
}

/** Ann's reply `command` on her first turn of a fresh robot game, and the answer she gets. */
async function answerOnHerTurn(command: string): Promise<string> {
  const { id } = await robotGame();
  if ((await publicView(id)).toMove !== 0) await runAlarm(id);
  await annSays(id, command);
  return (await annsLast(id)).text;
}

describe('HINT', () => {
  it('suggests a play in a casual game with hints on', async () => {
    const { id } = await robotGame({ options: { hints: true } });
    // Past the invitation, so Ann's latest is a turn email with its how-to-reply.
    if ((await publicView(id)).toMove === 0) await annSays(id, 'PASS');
    await runAlarm(id);
    expect((await annsLast(id)).text).toContain('Reply HINT');
    await annSays(id, 'HINT');
    const hint = await annsLast(id);
    expect(hint.text).toContain('A hint for Ann');
    expect(hint.text).toMatch(/Try [A-O]\d+ (across|down) \S+ for \d+ points/);
    expect((await publicView(id)).toMove).toBe(0);
  });

  it('is refused by email in a game created without hints', async () => {
    expect(await answerOnHerTurn('HINT')).toContain('created without hints');
  });

  it('is refused in a rated game between people', async () => {
    const { id } = await newGame();
    const anns = (await outboxFor(id)).find((m) => m.to === ANN.email)!;
    await reply({ from: ANN.email, to: anns.replyTo, body: 'HINT' });
    expect((await annsLast(id)).text).toContain('never given in rated games');
  });

  it.each([
    [{ hints: true }, 'hints-need-casual-game'],
    [{ hints: 'yes', rated: false }, 'bad-hints'],
  ])('refuses to create a game with options %o (%s)', async (options, code) => {
    const res = await postGame(gameBody({ ruleset: 'scrabble', options }));
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe(code);
  });
});

describe('ANALYZE', () => {
  it('is refused while the game is on', async () => {
    expect(await answerOnHerTurn('ANALYZE')).toContain('once the game is over');
  });

  it('mails a short game’s analysis at once, and the game-over mail offers it', async () => {
    const { id } = await robotGame();
    await playAndResign(id, 1);
    expect((await annsLast(id)).text).toContain('Reply ANALYZE');
    await annSays(id, 'ANALYZE');
    const analysis = await annsLast(id);
    expect(analysis.text).toContain('Your game analysed, Ann');
    expect(analysis.text).toMatch(/You scored -?\d+ of \d+ possible points/);
    expect(analysis.text).toMatch(/^\d+\. \[[A-Z?]+\] PASS \(0\): /m);
  });

  it('judges a longer game over several alarms and mails once when complete', async () => {
    const { id } = await robotGame({ seed: 'robot-long' });
    await playAndResign(id, ANALYSIS_CHUNK + 2);
    await annSays(id, 'ANALYZE');
    // The first chunk runs with the reply; the rest in alarm tasks (due at once, so workerd may
    // already have run them: run what is left until the email is there).
    for (let i = 0; i < 10 && !(await annsLast(id)).text.includes('Your game analysed'); i++)
      await runAlarm(id);
    const analysis = await annsLast(id);
    expect(analysis.text).toContain('Your game analysed, Ann');
    const judged = analysis.text.split('\n').filter((l) => /^\d+\. \[/.test(l));
    expect(judged.length).toBeGreaterThan(ANALYSIS_CHUNK);
    expect((await outboxFor(id)).filter((m) => m.text.includes('Your game analysed'))).toHaveLength(
      1,
    );
  }, 30_000);
});
