// Tile tracking and tile values in the turn email: the unseen tiles line in both parts (not in
// Scribble, not after the game), and each board tile's value in the HTML board.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../emails/render';
import { unseenLine } from '../../emails/text/crossword-text';
import { TurnEmail, type TurnEmailProps, turnEmailText } from '../../emails/turn-email';
import { giveRack, move, newGame, viewOf } from '../engine/crossword/helpers';

function props(view: TurnEmailProps['view']): TurnEmailProps {
  return {
    gameTitle: 'Scrabble · Ann v Bob · game abcdefghij',
    headline: 'Your turn, Bob',
    happened: [],
    view,
    viewerSeat: 1,
    note: null,
    playUrl: null,
    howToReply: [],
  };
}

describe('the turn email', () => {
  it('lists the unseen tiles by letter, in the text and the HTML', async () => {
    const game = newGame('scrabble');
    const view = viewOf(game, 1);
    const line = unseenLine(view, 1)!;
    // Where they are: the bag, and the opponent's rack by its tile count.
    expect(line).toMatch(/^Unseen tiles \(93: 86 in the bag, 7 on Ann's rack\): A(×\d+)? /);
    expect(turnEmailText(props(view))).toContain(line);
    expect(await renderHtml(createElement(TurnEmail, props(view)))).toContain('Unseen tiles (93');
  });

  it('has no unseen tiles line in Scribble, where letters are unlimited', () => {
    expect(unseenLine(viewOf(newGame('scribble'), 0), 0)).toBeNull();
  });

  it("counts every other player's rack, and a spectator's line counts them all", () => {
    const game = newGame('scrabble', {}, ['Ann', 'Bob', 'Cy']);
    giveRack(game, 2, 'QZ');
    expect(unseenLine(viewOf(game, 0), 0)).toMatch(
      /^Unseen tiles \(\d+: 84 in the bag, 7 on Bob's rack, 2 on Cy's rack\): /,
    );
    expect(unseenLine(viewOf(game, null), null)).toMatch(
      /\(\d+: 84 in the bag, 7 on Ann's rack, 7 on Bob's rack, 2 on Cy's rack\)/,
    );
  });

  it('shows each board tile with its value in the HTML board', async () => {
    const game = newGame('scrabble');
    giveRack(game, 0, 'PLANEST');
    move(game, 0, 'H8 across PLANE');
    const html = await renderHtml(createElement(TurnEmail, props(viewOf(game, 1))));
    // P is worth 3 in the English set: the letter, then its value as a subscript.
    expect(html).toMatch(/aria-label="H8, P, just played"[^>]*>P<sub[^>]*>3<\/sub>/);
  });
});
