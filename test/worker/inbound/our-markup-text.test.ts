// ourMarkupText reads React's markup as html-to-text does, for any nesting of the elements our
// templates use and any text in them (white space, no-break and zero-width spaces, entities, empty
// blocks); markup that html-to-text formats in its own way is left to html-to-text.
import fc from 'fast-check';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { htmlToText, sentHtmlText } from '../../../worker/mail/inbound/html-to-text';
import { ourMarkupText } from '../../../worker/mail/inbound/our-markup-text';

const TAGS = [
  'div',
  'p',
  'h1',
  'table',
  'tbody',
  'tr',
  'td',
  'th',
  'caption',
  'span',
  'a',
  'b',
  'sub',
  'section',
  'ul',
  'li',
  'hr',
  'img',
] as const;
const VOID = new Set(['hr', 'img']);

const text = fc
  .array(
    fc.constantFrom('x', 'Qu', '7', '·', ' ', '  ', '\n', '\t', '\u00a0', '\u200b', '&', '<'),
    {
      maxLength: 6,
    },
  )
  .map((pieces) => pieces.join(''));

const style = fc.option(fc.constantFrom({ color: 'red' }, { margin: '0 0 4px', fontSize: 13 }), {
  nil: undefined,
});

const tree: fc.Arbitrary<ReactNode> = fc.letrec<{ node: ReactNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc
      .record({
        tag: fc.constantFrom(...TAGS),
        style,
        hidden: fc.boolean(),
        children: fc.array(tie('node'), { maxLength: 4 }),
      })
      .map(({ tag, style, hidden, children }) =>
        createElement(
          tag,
          {
            style,
            title: 'a "quoted" <title> & more',
            ...(tag === 'a' ? { href: 'https://example.com/?a=1&b=2' } : {}),
            ...(hidden && tag === 'div' ? { 'data-skip-in-text': true } : {}),
          },
          ...(VOID.has(tag) ? [] : children),
        ),
      ),
  ),
})).node;

function page(body: ReactNode[]): string {
  return renderToStaticMarkup(
    createElement(
      'html',
      null,
      createElement('head', null, createElement('style', null, 'td > p { margin: 0 }')),
      createElement('body', null, ...body),
    ),
  );
}

describe('ourMarkupText', () => {
  it('reads any nesting of our elements as html-to-text does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(tree, { maxLength: 5 }), async (nodes) => {
        const html = page(nodes);
        expect(ourMarkupText(html)).not.toBeNull();
        expect(sentHtmlText(html)).toBe(await htmlToText(html));
      }),
      { numRuns: 400 },
    );
  });

  it.each([
    ['a line break', '<p>one<br/>two</p>'],
    ['preformatted text', '<pre>  H8 across\n  PLANE</pre>'],
    ['a quote', '<blockquote><p>quoted</p></blockquote>'],
  ])('leaves %s to html-to-text', async (_name, body) => {
    const html = `<html><head></head><body><div>${body}</div></body></html>`;
    expect(ourMarkupText(html)).toBeNull();
    expect(sentHtmlText(html)).toBe(await htmlToText(html));
  });

  it('leaves markup without a body to html-to-text, which reads all of it', async () => {
    const html = '<div><p>no body</p><p>at all</p></div>';
    expect(ourMarkupText(html)).toBeNull();
    expect(sentHtmlText(html)).toBe('no body\nat all');
  });
});
