// ourMarkupText reads React's markup as html-to-text does, for any nesting of the elements our
// templates use and any text in them (white space, no-break and zero-width spaces, entities, empty
// blocks); markup that html-to-text formats in its own way is left to html-to-text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText, sentHtmlText } from '../../../worker/mail/inbound/html-to-text';
import { ourMarkupText } from '../../../worker/mail/inbound/our-markup-text';
import { ourPage, ourTree } from '../../support/our-markup';

describe('ourMarkupText', () => {
  it('reads any nesting of our elements as html-to-text does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ourTree(), { maxLength: 5 }), async (nodes) => {
        const html = ourPage(nodes);
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
