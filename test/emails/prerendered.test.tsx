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
import type { Env } from '../../worker/env';
import { seatLinks, type TurnContext } from '../../worker/game-room/envelope';
import { crosswordMailer } from '../../worker/game-room/mailers/crossword';
import { robotCommands } from '../../worker/robot/command';

const FORGED = '<wordmail-board></wordmail-board>';
const kind = getGameKind('scrabble')!;
const lexicon = getLexicon('english')!;
const configured = kind.configure({}, lexicon.id);
if (!configured.ok) throw new Error(configured.error.message);
const config = configured.value as CrosswordConfig;
const seats = ['Ann', FORGED, 'Cy', 'Di'].map((name, i) => ({
  name,
  email: `p${i}@example.com`,
  token: `token${i}tokentoken`,
}));

/** A 4-player game after `turns` best plays, with the last move's events. */
function afterTurns(turns: number) {
  let state = kind.setup(config, seats, 'prerendered-seed') as CrosswordState;
  let happened: { type: string; text: string }[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    const seat = state.toMove;
    const text = robotCommands(config, state, seat, 'best', lexicon, `t${turn}`)[0]!;
    const command = kind.parse(text, config);
    if (!command.ok) throw new Error(command.error.message);
    const applied = kind.apply(config, state, seat, command.value, { now: turn, lexicon });
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state as CrosswordState;
    happened = applied.value.events;
  }
  return { state, happened };
}

function contextOf(state: CrosswordState, turn: number): TurnContext {
  const env = {
    PUBLIC_URL: 'https://play.example.com',
    MAIL_DOMAIN: 'play.example.com',
    MAIL_FROM: 'Wordmail <turns@play.example.com>',
    LINK_SECRET: 'k1:prerendered-test-secret-prerendered',
  } as unknown as Env;
  const record = {
    id: 'prerendered',
    ruleset: kind.id,
    lexicon: lexicon.id,
    seed: 'prerendered-seed',
    createdAt: 0,
    seats,
    config,
  };
  return {
    env,
    record,
    kind,
    state,
    turn,
    now: turn * 1000,
    threads: new Map(),
    links: seatLinks(env),
  };
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
