// The parlor games' email templates on their own: each renders from its PreviewProps, stays under
// Gmail's clipping limit, shows player names as text, and says the same in HTML and plain text.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { mumbleJumbleEmails } from '../../../emails/mumble-jumble/emails';
import {
  MumbleJumbleRefusalEmail,
  mumbleJumbleRefusalEmailText,
} from '../../../emails/mumble-jumble/refusal-email';
import {
  MumbleJumbleTurnEmail,
  mumbleJumbleTurnEmailText,
} from '../../../emails/mumble-jumble/turn-email';
import type { ParlorTemplate } from '../../../emails/parlor/parlor-emails';
import { renderHtml } from '../../../emails/render';
import { wordJamEmails } from '../../../emails/word-jam/emails';
import {
  WordJamRefusalEmail,
  wordJamRefusalEmailText,
} from '../../../emails/word-jam/refusal-email';
import { WordJamTurnEmail, wordJamTurnEmailText } from '../../../emails/word-jam/turn-email';

const GMAIL_CLIP_BYTES = 102 * 1024;
const XSS = '<img src=x onerror=alert(1)>';

/** Renames seat 1 in a view's seats and trays: the player names are the text players control. */
function renamed<P extends { view: { seats: { name: string }[] } }>(props: P): P {
  const view = props.view as P['view'] & { trays?: { owner: number; ownerName: string }[] };
  return {
    ...props,
    view: {
      ...view,
      seats: view.seats.map((s, i) => (i === 1 ? { ...s, name: XSS } : s)),
      ...(view.trays
        ? { trays: view.trays.map((t) => (t.owner === 1 ? { ...t, ownerName: XSS } : t)) }
        : {}),
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: each template has its own props
type Template = [string, (props: any) => React.ReactElement, (props: any) => string, any];

const templates: Template[] = [
  [
    'Mumble-Jumble turn',
    MumbleJumbleTurnEmail,
    mumbleJumbleTurnEmailText,
    MumbleJumbleTurnEmail.PreviewProps,
  ],
  [
    'Mumble-Jumble refusal',
    MumbleJumbleRefusalEmail,
    mumbleJumbleRefusalEmailText,
    MumbleJumbleRefusalEmail.PreviewProps,
  ],
  ['Word Jam turn', WordJamTurnEmail, wordJamTurnEmailText, WordJamTurnEmail.PreviewProps],
  [
    'Word Jam refusal',
    WordJamRefusalEmail,
    wordJamRefusalEmailText,
    WordJamRefusalEmail.PreviewProps,
  ],
];

describe.each(templates)('the %s email', (_name, Template, text, preview) => {
  it('renders HTML and plain text under the clipping limit', async () => {
    const html = await renderHtml(createElement(Template, preview));
    expect(html).toContain(preview.gameTitle);
    expect(new TextEncoder().encode(html).byteLength).toBeLessThan(GMAIL_CLIP_BYTES);
    expect(text(preview)).toContain(preview.gameTitle);
  });

  it('shows a player name that looks like HTML as text', async () => {
    const props = renamed(preview);
    const html = await renderHtml(createElement(Template, props));
    expect(html).not.toContain(XSS);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(text(props)).toContain(XSS);
  });
});

describe('what the parlor emails show', () => {
  it.each([
    {
      shows: 'a Mumble-Jumble tray as tiles in HTML and in text, and your own word on your tray',
      template: mumbleJumbleEmails.turn,
      html: ['aria-label="Tray 2, Bob: R S A E T"'],
      text: [
        '2. [R][S][A][E][T]  Bob',
        '1. [E][N][R][A][C]  yours = CRANE',
        'your answer: STARE',
        'Ann (you): 2  (answered 1 of 2)',
      ],
    },
    {
      shows: "Word Jam's deal on its coins, the banned card, Ali Baba's word and the cave",
      template: wordJamEmails.turn,
      html: ['title="F, banned"', 'title="G, 3 coins"'],
      text: [
        'Deal: D=1  R=2  G=3  M=3  F=banned',
        'Ali Baba: Ann with DIRGE, worth 6 coins',
        'The cave: 2 for the winner (red), 1 for each follower (yellow)',
        'Bob: 0  (has bet)',
      ],
    },
  ] as const)('shows $shows', async ({ template, html, text }) => {
    // biome-ignore lint/suspicious/noExplicitAny: each game's template has its own view
    const { Email, text: plain } = template as ParlorTemplate<any>;
    const rendered = await renderHtml(createElement(Email, Email.PreviewProps));
    for (const part of html) expect(rendered).toContain(part);
    for (const line of text) expect(plain(Email.PreviewProps)).toContain(line);
  });
});
