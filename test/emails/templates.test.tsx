// Every email template renders HTML and plain text that stand on their own, stay under Gmail's
// clipping limit, and show player text as text.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { getLexicon } from '../../dictionaries/registry';
import { ratingLinesText, ratingLineText } from '../../emails/components/rating-lines';
import { HelpEmail, helpEmailText } from '../../emails/help-email';
import { InvitationEmail, invitationEmailText } from '../../emails/invitation-email';
import { RefusalEmail, refusalEmailText } from '../../emails/refusal-email';
import { renderHtml } from '../../emails/render';
import { TurnEmail, turnEmailText } from '../../emails/turn-email';
import type { CrosswordView } from '../../engine/crossword/view';
import { getGameKind } from '../../engine/registry';

const GMAIL_CLIP_BYTES = 102 * 1024;
const XSS = '<img src=x onerror=alert(1)>';

function viewOf(
  ruleset: string,
  options: Record<string, unknown> = {},
  names = ['Ann', 'Bob'],
  moves: string[] = [],
): CrosswordView {
  const kind = getGameKind(ruleset)!;
  const configured = kind.configure(options, 'test');
  if (!configured.ok) throw new Error(configured.error.message);
  let state = kind.setup(
    configured.value,
    names.map((name) => ({ name })),
    'template-seed',
  );
  for (const [i, text] of moves.entries()) {
    const command = kind.parse(text, configured.value);
    if (!command.ok) throw new Error(command.error.message);
    const applied = kind.apply(configured.value, state, i % names.length, command.value, {
      now: 0,
      lexicon: getLexicon('test')!,
    });
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
  }
  return kind.view(configured.value, state, 0) as CrosswordView;
}

const bytes = (s: string) => new TextEncoder().encode(s).byteLength;

function turnProps(view: CrosswordView, name = 'Ann') {
  return {
    gameTitle: `Jamble · ${name} v Bob · game abcdefghij`,
    headline: `Your turn, ${name}`,
    happened: [`Bob passed.`],
    view,
    viewerSeat: 0,
    note: { from: 'Bob', text: `Good luck ${XSS}` },
    playUrl: 'https://play.example/play/k1.abc.def',
    howToReply: ['Reply with your move, e.g. "H8 across PLANE".'],
  };
}

describe('the turn email', () => {
  it.each([
    ['jamble-jx', {}],
    ['scrabble', { layout: 'super' }],
  ])('renders a %s board under Gmail’s clipping limit', async (ruleset, options) => {
    const view = viewOf(ruleset, options);
    const html = await renderHtml(createElement(TurnEmail, turnProps(view)));
    expect(bytes(html)).toBeLessThan(GMAIL_CLIP_BYTES);
    const start = view.squares.flat().find((square) => square.start)!;
    expect(html).toContain(`aria-label="${start.coord}, start square, double word, empty"`);
  });

  it('shows the scores, the bag, the rack with values and the link in both parts', async () => {
    const view = viewOf('jamble-jx', {}, ['Ann', 'Bob'], ['PASS', 'PASS']);
    const props = turnProps(view);
    const html = await renderHtml(createElement(TurnEmail, props));
    const text = turnEmailText(props);
    for (const part of [html, text]) {
      expect(part).toContain('Your turn, Ann');
      expect(part).toContain(props.playUrl);
      expect(part).toContain(view.rack![0]!.letter);
    }
    expect(text).toContain(`Tiles in the bag: ${view.bagCount}`);
    expect(text).toContain('Your rack:');
    // The plain-text board stands alone: coordinates on every row.
    for (const row of [1, 8, 15]) expect(text).toMatch(new RegExp(`^ ?${row} `, 'm'));
  });

  it('shows a note and a player’s name as text, never as markup', async () => {
    const view = viewOf('jamble-jx', {}, [XSS, 'Bob']);
    const html = await renderHtml(createElement(TurnEmail, turnProps(view, XSS)));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('matches its snapshot', async () => {
    const view = viewOf('jamble-jx');
    const props = turnProps(view);
    expect(turnEmailText(props)).toMatchSnapshot();
    expect(await renderHtml(createElement(TurnEmail, props))).toMatchSnapshot();
  });
});

describe('the rating lines of a finished rated game', () => {
  const ratings = [
    { name: XSS, you: false, family: 'crossword', before: 1500, after: 1437.6 },
    { name: 'Ann', you: true, family: 'crossword', before: 1500.4, after: 1562.3 },
  ];

  it('puts the reader’s own line first, in whole points with the shown difference', () => {
    expect(ratingLinesText(ratings)).toEqual([
      'Your rating (crossword): 1500 → 1562 (+62)',
      `${XSS}’s rating (crossword): 1500 → 1438 (−62)`,
    ]);
    const same = { name: 'Bob', you: true, family: 'word-jam', before: 1500.2, after: 1499.9 };
    expect(ratingLineText(same)).toBe('Your rating (word-jam): 1500 → 1500 (±0)');
  });

  it('shows them in the game-over email’s HTML and text, names as text', async () => {
    const view = viewOf('jamble-jx');
    const props = { ...turnProps(view), headline: 'Game over — you won!', ratings };
    const html = await renderHtml(createElement(TurnEmail, props));
    const text = turnEmailText(props);
    expect(html).toContain('Your rating (crossword): 1500 → 1562 (+62)');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;’s rating');
    expect(html).not.toContain('<img src=x');
    expect(text).toMatchSnapshot();
  });

  it('leaves them out when the game is unrated', async () => {
    const props = turnProps(viewOf('jamble-jx'));
    expect(turnEmailText(props)).not.toContain('rating');
    expect(await renderHtml(createElement(TurnEmail, props))).not.toContain('rating (');
  });
});

describe('the other templates', () => {
  const view = viewOf('jamble-jx');
  const invitation = {
    gameTitle: 'Jamble · Ann v Bob · game abcdefghij',
    greeting: 'Ann, you are playing Jamble against Bob.',
    players: ['Ann', 'Bob'],
    firstPlayer: 'Ann',
    yourTurn: true,
    rules: ['Only one word bonus per word.'],
    view,
    playUrl: 'https://play.example/play/k1.abc.def',
    howToReply: ['Reply with your move.'],
  };
  const refusal = {
    gameTitle: 'Jamble · Ann v Bob · game abcdefghij',
    command: `H8 across ${XSS}`,
    reason: 'QXZ is not in the word list.',
    view,
    playUrl: 'https://play.example/play/k1.abc.def',
  };
  const help = {
    gameTitle: 'Jamble',
    sections: [{ title: 'Moves', lines: ['PASS', 'H8 across PLANE'] }],
  };

  it.each([
    [
      'invitation',
      () => renderHtml(createElement(InvitationEmail, invitation)),
      () => invitationEmailText(invitation),
    ],
    [
      'refusal',
      () => renderHtml(createElement(RefusalEmail, refusal)),
      () => refusalEmailText(refusal),
    ],
    ['help', () => renderHtml(createElement(HelpEmail, help)), () => helpEmailText(help)],
  ])('renders the %s email as HTML and text, with a snapshot', async (_name, html, text) => {
    const rendered = await html();
    expect(bytes(rendered)).toBeLessThan(GMAIL_CLIP_BYTES);
    expect(rendered).not.toContain('<img src=x');
    expect(text()).toMatchSnapshot();
  });

  it('puts the fairness commitment in the invitation', async () => {
    expect(invitationEmailText(invitation)).toContain(view.commitment);
    expect(view.commitment).toMatch(/^[0-9a-f]{64}$/);
  });
});
