// The parlor games' game-over emails state the rating changes too, in the game's own family.
import { beforeEach, describe, expect, it } from 'vitest';
import { player } from '../../support/games';
import { clearOutbox } from '../../support/mail';
import { ANN, BOB, CLEO, expire, recipients, send, startGame, to } from '../parlor/support';

beforeEach(clearOutbox);

describe('the game-over email of a rated Mumble-Jumble game', () => {
  it('states everyone’s mumble-jumble rating before and after, as recorded', {
    timeout: 30_000,
  }, async () => {
    const id = await startGame('mumble-jumble', [ANN, BOB, CLEO], { maxRounds: 1 });
    await send(id, ANN, 'WORD STARE');
    await send(id, BOB, 'WORD QUOTE');
    await expire(id);
    const over = await expire(id);
    expect(recipients(over)).toEqual([ANN.email, BOB.email, CLEO.email].sort());
    const held = await player(CLEO.email).rating('mumble-jumble');
    expect(held!.games).toBe(1);
    const cleos = to(over, CLEO);
    expect(cleos.text).toContain('Game over');
    expect(cleos.text).toMatch(
      new RegExp(`^Your rating \\(mumble-jumble\\): 1500 → ${Math.round(held!.rating)} `, 'm'),
    );
    for (const name of ['Ann', 'Bob'])
      expect(cleos.text).toMatch(new RegExp(`^${name}’s rating \\(mumble-jumble\\): 1500 → `, 'm'));
    expect(cleos.html).toContain('Your rating (mumble-jumble): 1500 → ');
  });
});
