// sentHtmlText reads the HTML of an email we sent in one parse, as htmlToText (a reply's reader)
// would read it: the same text, line for line, for every template and for what real games send.
// And the cheap pass that tells whether a reply line could be in it (sent-html.ts) is sure of
// every one of them, and its letters hold every line of that text.
import { createElement, type FunctionComponent } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderHtml } from '../../../emails/render';
import { htmlToText, sentHtmlText } from '../../../worker/mail/inbound/html-to-text';
import { ourMarkupText } from '../../../worker/mail/inbound/our-markup-text';
import { unreadHtml } from '../../../worker/mail/inbound/sent-html';
import { wordsOf } from '../../../worker/mail/inbound/sent-lines';
import type { OutgoingMessage } from '../../../worker/mail/message';
import { markForReply } from '../../../worker/mail/reply-marker';
import { ANN, newGame } from '../../support/games';
import { clearOutbox, outbox, reply } from '../../support/mail';
import { BOB, CLEO, startGame } from '../parlor/support';

/** The cheap pass is sure of the HTML (it can say no) and allows every line of its text. */
function expectSureOf(html: string, text: string, name: string) {
  const held = unreadHtml(html, () => {});
  expect(held.mayHold(['zzqqxxjjkk']), name).toBe(false);
  for (const line of text.split('\n')) expect(held.mayHold(wordsOf(line)), line).toBe(true);
}

type TemplateModule = Record<string, unknown> & {
  default?: FunctionComponent<object> & { PreviewProps?: object };
};

const modules = import.meta.glob<TemplateModule>('../../../emails/**/*.tsx', { eager: true });
const templates = Object.entries(modules).filter(
  ([, mod]) => mod.default?.PreviewProps !== undefined,
);

/** A template's HTML as the outbox sends it: the reply marker placed in it. */
function asSent(html: string): string {
  const message: OutgoingMessage = {
    id: 'x',
    to: 'ann@example.com',
    from: 'Wordmail <turns@play.localhost>',
    replyTo: 'play-x@play.localhost',
    subject: 'Wordmail',
    text: '',
    html,
    headers: {},
  };
  return markForReply(message).html;
}

describe('sentHtmlText', () => {
  it.each(templates.map(([path, mod]) => [path.replace('../../../emails/', ''), mod] as const))(
    'reads %s as htmlToText does',
    async (name, mod) => {
      const component = mod.default!;
      const html = asSent(await renderHtml(createElement(component, component.PreviewProps!)));
      const text = sentHtmlText(html);
      // Read in one pass, not handed to html-to-text.
      expect(ourMarkupText(html)).not.toBeNull();
      expect(text.split('\n').length).toBeGreaterThan(3);
      expect(text).toBe(await htmlToText(html));
      expectSureOf(html, text, name);
    },
  );

  describe('on what games send', () => {
    let sent: OutgoingMessage[] = [];
    beforeAll(async () => {
      await clearOutbox();
      const { id } = await newGame();
      const annTurn = (await outbox()).find((m) => m.to === ANN.email && m.subject.includes(id))!;
      for (const body of ['HELP', 'H8 across QXZJV', 'BOARD'])
        await reply({ from: ANN.email, to: annTurn.replyTo, body });
      await startGame('word-jam', [ANN, BOB, CLEO], { minPlayers: 3 });
      await startGame('mumble-jumble', [ANN, BOB, CLEO], {});
      sent = await outbox();
    });

    it('reads every one as htmlToText does, its preview line left out', async () => {
      expect(sent.length).toBeGreaterThan(10);
      for (const message of sent) {
        const text = sentHtmlText(message.html);
        expect(ourMarkupText(message.html), message.subject).not.toBeNull();
        expect(text, message.subject).toBe(await htmlToText(message.html));
        expect(text).toContain('Reply above this line');
        expectSureOf(message.html, text, message.subject);
      }
    });
  });
});
