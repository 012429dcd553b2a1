// An email's HTML is read as text only where a line of the reply could be one of its lines: its
// letters (tags dropped) hold every word of every line of its text, for any markup of ours and
// for markup with any entity, character or element in it; and where they do not hold a line's
// words, the text is not worked out.
import fc from 'fast-check';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sentHtmlText } from '../../../worker/mail/inbound/html-to-text';
import { knownHtml, unreadHtml } from '../../../worker/mail/inbound/sent-html';
import { wordsOf } from '../../../worker/mail/inbound/sent-lines';
import { ourPage, ourTree } from '../../support/our-markup';

/** Whether every line of the HTML's text is one `mayHold` allows. */
function holdsEveryLine(html: string): boolean {
  const held = unreadHtml(html, () => {});
  return sentHtmlText(html)
    .split('\n')
    .every((line) => held.mayHold(wordsOf(line)));
}

// What could make the text differ from the letters: entities (named, numeric, the C1 range the
// parser reads as Windows-1252, NUL, surrogates), letters and digits outside ASCII and ones NFKC
// makes (ﬁ, ™, ½), combining marks, invisible characters, and markup html-to-text reads itself.
const HOSTILE = [
  'x',
  'É',
  'È',
  'Σ',
  'ΑΣ',
  'ς',
  'İ',
  '가',
  '\u11a8',
  'ﾊﾞ',
  'ﬁ',
  '™',
  '½',
  'e\u0301',
  '\u0301',
  '\u200b',
  '\u00ad',
  '\u0000',
  '\ufffd',
  '&amp;',
  '&eacute;',
  '&#233;',
  '&#x27;',
  '&#8202;',
  '&#138;',
  '&#0;',
  '&#xD800;',
  '&#x110000;',
  '&nbsp;',
  '&amp',
  '<br>',
  '<ol><li>one</li><li>two</li></ol>',
  '<!-- a > b -->',
  '1 < 2',
  'a <3 b',
  '<',
  '>',
  '<title x="a>b">t</title>',
  '<b title="a>b">',
  "<b title='x\">y'>",
  '<div data-skip-in-text="true">zz<div>pad</div></div>',
  '<span data-skip-in-text="true">zz</span>',
  '<p data-skip-in-text="true">a<div>b</div>c</p>',
  '<div data-skip-in-text="true">',
  '</div>',
  '<td>',
  '</td>',
  '<!--[if mso]><i style="x">&#8202;</i><![endif]-->',
  '<!-->',
  '<!--->',
  '-->',
  '<![CDATA[ "x> ]]>',
  '<style>a{}</style>',
  '<textarea>q</textarea>',
  '</body>',
  '<body>',
  '<b>',
  '</b>',
  '<p>',
  '<pre>  x\n y</pre>',
  '<blockquote>q</blockquote>',
  '<img alt="alt words">',
  '<a href="https://example.com/word">link</a>',
  ' ',
  '\n',
] as const;

describe('an email’s HTML, before it is read as text', () => {
  it('may hold every line of its text, for any markup of ours', () => {
    const pieces = [
      'x',
      'Qu',
      '7',
      '·',
      'É',
      'ﬁ',
      ' ',
      '\n',
      '\u00a0',
      '\u200b',
      '&',
      '<',
      '\u0000',
    ];
    fc.assert(
      fc.property(fc.array(ourTree(pieces), { maxLength: 5 }), (nodes) => {
        expect(holdsEveryLine(ourPage(nodes))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('may hold every line of its text, for markup with any entity or character in it', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...HOSTILE), { maxLength: 12 }), (pieces) => {
        const html = `<html><head></head><body><div>${pieces.join('')}</div></body></html>`;
        expect(holdsEveryLine(html)).toBe(true);
      }),
      { numRuns: 10000 },
    );
  });

  it('keeps the preview the reader skips, first in the body, and is unsure of one elsewhere', () => {
    const skipped = (text: string) => createElement('div', { 'data-skip-in-text': true }, text);
    const first = unreadHtml(ourPage([skipped('zz'), 'ab', 'cd']), () => {});
    expect(first.mayHold(['zzabcd'])).toBe(true);
    expect(first.mayHold(['qq'])).toBe(false);
    // Between two words the reader joins them where it skips: not a substring of the body.
    const between = unreadHtml(ourPage(['ab', skipped('zz'), 'cd']), () => {});
    expect(between.mayHold(['qq'])).toBe(true);
  });

  it('cannot hold a word its letters lack, and the text is then not worked out', () => {
    const keep = vi.fn();
    const html = ourPage(['Reply with your move, for example ', 'H8 across PLANE']);
    const held = unreadHtml(html, keep);
    expect(held.mayHold(['h8', 'across', 'zebras'])).toBe(false);
    expect(held.mayHold(['h8', 'across', 'plan'])).toBe(true);
    expect(keep).not.toHaveBeenCalled();
    expect(held.text()).toBe(sentHtmlText(html));
    expect(held.text()).toBe(sentHtmlText(html));
    expect(keep).toHaveBeenCalledOnce();
    // Once read, the text itself is what the reader matches against.
    expect(held.mayHold(['zebras'])).toBe(true);
  });

  it('may hold anything where its letters are not sure', () => {
    for (const unsure of [
      'Jos&eacute;',
      'ΑΣ',
      '가\u11a8',
      'e\u0301',
      '&#138;',
      'a\u0000b',
      'ﬁnal',
      '<textarea>q</textarea>',
    ])
      expect(unreadHtml(`<body><p>${unsure}</p></body>`, () => {}).mayHold(['zebras'])).toBe(true);
    // A letter outside ASCII that reads alike in any line is sure.
    expect(unreadHtml('<body><p>José</p></body>', () => {}).mayHold(['zebras'])).toBe(false);
    // Without a body the reader reads the whole document.
    expect(unreadHtml('<p>no body</p>', () => {}).mayHold(['zebras'])).toBe(true);
  });

  it('kept from an earlier reply, is its kept text', () => {
    expect(knownHtml('H8 across PLANE').text()).toBe('H8 across PLANE');
  });
});
