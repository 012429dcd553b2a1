// The board is rendered once per turn and placed in every seat's email: the HTML is the same as
// rendering it in each email, player text cannot forge the placeholder, and a template that
// misplaces it is a bug that fails loudly rather than an email with a hole in it.
import { Body, Head, Html, Img } from '@react-email/components';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { getLexicon } from '../../dictionaries/registry';
import { PrerenderedSlot, placePrerendered } from '../../emails/prerendered';
import { prerender, renderHtml } from '../../emails/render';
import { TurnEmail, type TurnEmailProps, turnBoard } from '../../emails/turn-email';
import type { CrosswordConfig, CrosswordState } from '../../engine/crossword/rules';
import type { CrosswordView } from '../../engine/crossword/view';
import { getGameKind } from '../../engine/registry';
import type { TurnContext } from '../../worker/game-room/envelope';
import { crosswordMailer } from '../../worker/game-room/mailers/crossword';
import { bestPlayTurns, mailEnv, seated, turnContext } from '../support/turn-context';

const FORGED = '<wordmail-board></wordmail-board>';
const kind = getGameKind('scrabble')!;
const lexicon = getLexicon('english')!;
const configured = kind.configure({}, lexicon.id);
if (!configured.ok) throw new Error(configured.error.message);
const config = configured.value as CrosswordConfig;
const seats = seated(['Ann', FORGED, 'Cy', 'Di']);

/** A 4-player game after `turns` best plays, with the last move's events. */
function afterTurns(turns: number) {
  const played = bestPlayTurns(kind, config, seats, lexicon, 'prerendered-seed', turns);
  return { state: played.at(-1)!.state, happened: played.at(-1)!.happened };
}

function contextOf(state: CrosswordState, turn: number): TurnContext {
  const env = mailEnv('prerendered-test-secret-prerendered');
  const [id, seed] = ['prerendered', 'prerendered-seed'];
  return turnContext({ env, id, kind, config, seats, lexicon: lexicon.id, seed, state, turn });
}

const boardOf = (html: string) => html.slice(html.indexOf('<caption'), html.indexOf('</table>'));

describe('the board rendered once per turn', () => {
  it('gives every seat the same HTML as rendering the board in each email', async () => {
    const view = kind.view(config, afterTurns(6).state, 2) as CrosswordView;
    const props: TurnEmailProps = {
      gameTitle: 'Scrabble by email',
      headline: 'Your turn, Cy',
      happened: ['Ann played.'],
      view,
      viewerSeat: 2,
      note: null,
      playUrl: 'https://play.example.com/play/x',
      howToReply: ['Reply with your move.'],
    };
    const inPlace = await renderHtml(createElement(TurnEmail, props));
    const board = prerender('board', turnBoard(view));
    const placed = await renderHtml(createElement(TurnEmail, { ...props, board }), [board]);
    expect(placed).toBe(inPlace);
    expect(inPlace).toContain(board.html);
  });

  it('shows the same board, this turn’s, in each of the four emails', async () => {
    const { state, happened } = afterTurns(5);
    const ctx = contextOf(state, 5);
    const mails = await Promise.all(
      [0, 1, 2, 3].map((seat) => crosswordMailer.turn(ctx, seat, happened as never, 0, null)),
    );
    const boards = new Set(mails.map((m) => boardOf(m.html)));
    expect(boards.size).toBe(1);
    const letters = state.board.squares.filter((t) => t !== null).length;
    expect(letters).toBeGreaterThan(10);
    const [board] = [...boards];
    expect(board!.match(/, just played"/g)?.length).toBeGreaterThan(0);
    expect(board!.match(/aria-label="[A-O]\d+, [A-Z]/g)).toHaveLength(letters);

    // The next turn is a new state, so a new board: never the previous turn's.
    const next = afterTurns(6);
    const later = await crosswordMailer.turn(contextOf(next.state, 6), 0, [], 1, null);
    const laterView = kind.view(config, next.state, 0) as CrosswordView;
    expect(laterView.moveNumber).not.toBe(
      (kind.view(config, state, 0) as CrosswordView).moveNumber,
    );
    expect(boardOf(later.html) === board).toBe(false);
    // The caption counts the moves made (issue 14: it said the next move's number).
    expect(boardOf(later.html)).toContain(`The board after ${laterView.moves.length} moves<`);
  });

  it('keeps player text that spells the placeholder as text, and places the board once', async () => {
    const { state, happened } = afterTurns(2);
    const mail = await crosswordMailer.turn(contextOf(state, 2), 1, happened as never, 0, {
      from: FORGED,
      text: FORGED,
    });
    expect(mail.html).not.toContain('<wordmail-');
    expect(mail.html).toContain('&lt;wordmail-board&gt;&lt;/wordmail-board&gt;');
    expect(mail.html.match(/<caption[^>]*>The board after \d+ moves?</g)).toHaveLength(1);
  });
});

describe('placing prerendered markup', () => {
  const part = prerender('board', createElement('table', null));

  it('refuses a template that places a part twice or not at all', () => {
    const twice = `<p><${part.tag}></${part.tag}><${part.tag}></${part.tag}></p>`;
    expect(() => placePrerendered(twice, [part])).toThrow(/exactly once/);
    expect(() => placePrerendered('<p></p>', [part])).toThrow(/exactly once/);
  });

  it('refuses a slot rendered without its markup', async () => {
    await expect(renderHtml(createElement(PrerenderedSlot, { part }))).rejects.toThrow(
      /without markup/,
    );
  });

  it('refuses markup to place that holds a slot itself (it would stay a hole)', () => {
    const inner = prerender('inner', createElement('b', null, 'x'));
    const outer = createElement('div', null, createElement(PrerenderedSlot, { part: inner }));
    expect(() => prerender('outer', outer)).toThrow(/without markup/);
  });

  it('places several parts wherever the template puts them, and each only once', async () => {
    const first = prerender('first', createElement('b', null, 'one'));
    const second = prerender('second', createElement('i', null, 'two'));
    const template = createElement(
      'p',
      null,
      'a ',
      createElement(PrerenderedSlot, { part: second }),
      ' b ',
      createElement(PrerenderedSlot, { part: first }),
      ' c',
    );
    const placed = await renderHtml(template, [first, second]);
    expect(placed.endsWith('<p>a <i>two</i> b <b>one</b> c</p>')).toBe(true);
    expect(await renderHtml(template, [second, first])).toBe(placed);
    expect(() => placePrerendered('<p></p>', [first, first])).toThrow(/exactly once/);
    const once = `<p><${first.tag}></${first.tag}></p>`;
    expect(() => placePrerendered(once, [first, first])).toThrow(/exactly once/);
    expect(() => placePrerendered(once, [])).toThrow(/without markup/);
  });
});

describe('renderHtml', () => {
  it('writes the XHTML doctype and no image preload links', async () => {
    const html = await renderHtml(
      <Html>
        <Head />
        <Body>
          <Img src="https://play.example.com/tile.png" alt="tile" />
        </Body>
      </Html>,
    );
    expect(html).toMatch(/^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1.0 Transitional\/\/EN"/);
    expect(html).toContain('<img alt="tile" src="https://play.example.com/tile.png"');
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('<!--$-->');
  });
});
