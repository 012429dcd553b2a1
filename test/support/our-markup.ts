// React-rendered markup made of the elements our email templates use, for properties of the
// reader's ways of reading our own HTML (our-markup-text.test.ts, sent-html.test.ts).
import fc from 'fast-check';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

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

// Text as our emails hold it: letters, digits, our typography, every kind of white space, and the
// characters React escapes.
const OUR_TEXT = [
  'x',
  'Qu',
  '7',
  '·',
  ' ',
  '  ',
  '\n',
  '\t',
  '\u00a0',
  '\u200b',
  '&',
  '<',
] as const;

const style = fc.option(fc.constantFrom({ color: 'red' }, { margin: '0 0 4px', fontSize: 13 }), {
  nil: undefined,
});

/**
 * Any nesting of the elements our templates use, with text made of `pieces` (by default, what our
 * emails hold): inline styles, escaped attributes, a link's target, hidden preview blocks.
 */
export function ourTree(pieces: readonly string[] = OUR_TEXT): fc.Arbitrary<ReactNode> {
  const text = fc.array(fc.constantFrom(...pieces), { maxLength: 6 }).map((p) => p.join(''));
  return fc.letrec<{ node: ReactNode }>((tie) => ({
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
}

/** A whole page around `body`, as React renders our templates (a style in the head). */
export function ourPage(body: ReactNode[]): string {
  return renderToStaticMarkup(
    createElement(
      'html',
      null,
      createElement('head', null, createElement('style', null, 'td > p { margin: 0 }')),
      createElement('body', null, ...body),
    ),
  );
}
