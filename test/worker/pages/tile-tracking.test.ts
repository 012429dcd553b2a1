// Tile tracking on the pages: the player's page and the public page list the unseen tiles by
// letter — the whole set less the board and, for a player, less their own rack.
import { beforeEach, describe, expect, it } from 'vitest';
import { englishTiles } from '../../../engine/crossword/tilesets';
import { ANN, newGame, seatView } from '../../support/games';
import { clearOutbox } from '../../support/mail';
import { page, playPath } from './helpers';

beforeEach(clearOutbox);

const unseenTotal = (html: string) => Number(/Unseen tiles \((\d+)\)/.exec(html)?.[1]);
const unseenList = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<li aria-label="([A-Z]|blank): (\d+)">/g)].map((m) => [m[1], +m[2]!]),
  );

describe('unseen tiles on the pages', () => {
  it('shows the player every tile by letter except their own rack', async () => {
    const { id } = await newGame({ ruleset: 'scrabble' });
    const { html } = await page(await playPath(id, ANN.email));
    expect(unseenTotal(html)).toBe(93);
    expect(html).toContain('In the bag and the other racks: 86 in the bag.');
    const expected: Record<string, number> = { ...englishTiles.counts, blank: englishTiles.blanks };
    for (const t of (await seatView(id, 0)).rack!)
      expected[t.letter === '?' ? 'blank' : t.letter]!--;
    for (const letter of Object.keys(expected)) if (expected[letter] === 0) delete expected[letter];
    expect(unseenList(html)).toEqual(expected);
  });

  it('shows spectators the bag and every rack together', async () => {
    const { id } = await newGame({ ruleset: 'scrabble' });
    const { html } = await page(`/games/${id}`);
    expect(unseenTotal(html)).toBe(100);
  });
});
