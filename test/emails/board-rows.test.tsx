// The board's squares are written by hand (emails/components/board-rows.ts) where React wrote
// them: its escaping and style attributes are React's own, and nothing in a square, the caption
// or a column letter can become markup.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BoardTable } from '../../emails/components/board-table';
import { escapeHtml, type StyleValue, styleText } from '../../emails/components/markup-text';
import type { SquareView } from '../../engine/crossword/view';

const TEXTS = ['plain', '<b>bold</b>', `"quoted" & 'single'`, 'a > b < c', '★TW · ×2 — ok', ''];

const STYLES: Record<string, StyleValue>[] = [
  { fontSize: 12, fontWeight: 400, color: '#57606a', paddingBottom: 4 },
  { height: 26, padding: 0, lineHeight: 0, opacity: 0.5, zIndex: 2 },
  { fontFamily: "-apple-system, 'Segoe UI', Roboto", background: ' #fff ', margin: '0 auto' },
  { msTransform: 'none', msoHide: 'all', textDecoration: '', width: undefined, color: 'red' },
  { fontStyle: 'italic', content: '"</style><script>"' },
];

describe('markup written as React writes it', () => {
  it.each(TEXTS)('escapes %j as React does in text and in attributes', (text) => {
    expect(`<b title="${escapeHtml(text)}">${escapeHtml(text)}</b>`).toBe(
      renderToStaticMarkup(createElement('b', { title: text }, text)),
    );
  });

  it.each(STYLES)('writes the style %j as React does', (style) => {
    expect(`<b style="${styleText(style)}"></b>`).toBe(
      renderToStaticMarkup(createElement('b', { style })),
    );
  });

  it('writes numbers as they are', () => {
    expect(escapeHtml(0)).toBe('0');
    expect(escapeHtml(12)).toBe('12');
  });
});

describe('the hand-written squares', () => {
  const square = (over: Partial<SquareView>, coord: string): SquareView => ({
    coord,
    letter: null,
    blank: false,
    premium: null,
    start: false,
    lastMove: false,
    ...over,
  });
  const view = {
    size: 3,
    columns: ['A', '<B>', 'C'],
    tileValues: { A: 1, '<i>': 3 },
    squares: [
      [
        square({ premium: 'TW' }, 'A1'),
        square({ letter: 'A' }, 'B1'),
        square({ letter: '<i>', lastMove: true }, 'C1'),
      ],
      [
        square({}, 'A2'),
        square({ start: true, premium: 'DW' }, 'B2'),
        square({ letter: 'A', blank: true }, 'C2'),
      ],
      [square({ start: true }, 'A3'), square({ premium: 'DL' }, 'B3'), square({}, 'C3"x')],
    ],
  };
  const html = renderToStaticMarkup(
    createElement(BoardTable, { view, caption: 'The <board> & "more"' }),
  );

  it('writes every square once, in its row, with its name for screen readers', () => {
    expect(html.match(/<td /g)).toHaveLength(9);
    expect(html.match(/<tr style="text-align:center">/g)).toHaveLength(3);
    expect(html).toContain('aria-label="B2, start square, double word, empty"');
    expect(html).toContain('aria-label="C2, A (blank)"');
    expect(html).toContain('>★DW</td>');
    expect(html).toContain('>★</td>');
  });

  it('lets nothing in a square, a column or the caption become markup', () => {
    expect(html).not.toMatch(/<(i|B|board)>/);
    expect(html).toContain('&lt;i&gt;<sub');
    expect(html).toContain('>&lt;B&gt;</th>');
    expect(html).toContain('The &lt;board&gt; &amp; &quot;more&quot;</caption>');
    expect(html).toContain('aria-label="C3&quot;x, empty"');
  });

  it('styles a blank, the last move and a bonus square from the theme', () => {
    expect(html).toMatch(
      /aria-label="C2, A \(blank\)" style="[^"]*;font-style:italic;text-decoration:underline"/,
    );
    expect(html).toMatch(
      /class="wm-m" aria-label="C1, &lt;i&gt;, just played" style="height:26px;/,
    );
    expect(html).toMatch(/class="wm-tw" aria-label="A1, triple word, empty"/);
  });
});
