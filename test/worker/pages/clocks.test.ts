// Everyone's clock on the game page: the player to move sees their own time running out and the
// time the others have for their next move.
import { beforeEach, describe, expect, it } from 'vitest';
import { ANN, BOB, newGame } from '../../support/games';
import { clearOutbox } from '../../support/mail';
import { page, playPath } from './helpers';

beforeEach(clearOutbox);

describe('clocks on the game page', () => {
  it("shows the mover's running clock and the opponent's time for the next move", async () => {
    const { id } = await newGame({ timeControl: '3d' });
    const ann = (await page(await playPath(id, ANN.email))).html;
    expect(ann).toContain('<h2 id="clocks-heading">Clocks</h2>');
    // 3 days, or a minute less if the clock moved between creating the game and the page.
    expect(ann).toMatch(
      /<strong>You<\/strong>: (2 days 23 hours|3 days) left, until \w{3} \d+ \w{3} \d{4}/,
    );
    expect(ann).toContain('<strong>Bob</strong>: 3 days for the next move');
    const bob = (await page(await playPath(id, BOB.email))).html;
    expect(bob).toMatch(/<strong>Ann<\/strong>: (2 days 23 hours|3 days) left/);
    expect(bob).toContain('<strong>You</strong>: 3 days for the next move');
  });
});
