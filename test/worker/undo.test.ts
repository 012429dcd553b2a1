import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, newGame, room, seatView } from '../support/games';
import { clearOutbox, outboxFor, reply } from '../support/mail';
import { openingPlay } from '../support/plays';

beforeEach(clearOutbox);

async function started() {
  const { id } = await newGame();
  const mails = await outboxFor(id);
  return {
    id,
    annTo: mails.find((m) => m.to === ANN.email)!.replyTo,
    bobTo: mails.find((m) => m.to === BOB.email)!.replyTo,
  };
}

describe('UNDO with the opponent’s agreement', () => {
  it('takes back a play when the opponent agrees, restoring board, score and rack', async () => {
    const { id, annTo, bobTo } = await started();
    const before = await seatView(id, 0);
    const { command } = openingPlay(before.rack!);
    await reply({ from: ANN.email, to: annTo, body: command });
    expect((await seatView(id, 0)).players[0]!.score).toBeGreaterThan(0);

    await reply({ from: ANN.email, to: annTo, body: 'UNDO' });
    const ask = (await outboxFor(id)).at(-1)!;
    expect(ask.to).toBe(BOB.email);
    expect(ask.text).toContain('asks to take back');

    await reply({ from: BOB.email, to: bobTo, body: 'UNDO' });
    const after = await seatView(id, 0);
    expect(after.players[0]!.score).toBe(0);
    expect(after.toMove).toBe(0);
    expect(after.rack).toEqual(before.rack);
    expect(after.squares.flat().every((sq) => sq.letter === null)).toBe(true);
    const last = (await outboxFor(id)).slice(-2);
    expect(last.every((m) => m.text.includes('taken back'))).toBe(true);
    // The game goes on from the restored position.
    await reply({ from: ANN.email, to: annTo, body: 'PASS' });
    expect((await seatView(id, 0)).toMove).toBe(1);
  });

  it('refuses to take back someone else’s move, and a move declines a pending request', async () => {
    const { id, annTo, bobTo } = await started();
    await reply({ from: ANN.email, to: annTo, body: 'PASS' });
    await reply({ from: BOB.email, to: bobTo, body: 'UNDO' });
    expect((await outboxFor(id)).at(-1)!.text).toContain('only take back your own last move');

    await reply({ from: ANN.email, to: annTo, body: 'UNDO' });
    await reply({ from: BOB.email, to: bobTo, body: 'PASS' });
    await reply({ from: BOB.email, to: bobTo, body: 'UNDO' });
    // Bob's PASS settled Ann's request; Bob's UNDO is now a request of his own, not an agreement.
    const log = await room(id).moveLog();
    expect(log.map((m) => m.command)).toEqual(['PASS', 'PASS']);
  });
});
