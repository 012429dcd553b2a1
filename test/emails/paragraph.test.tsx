// Paragraph writes the <p> React Email's Text writes for the same style, byte for byte: textStyle
// asks Text for the style once, and Paragraph only places it.
import { Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Paragraph, textStyle } from '../../emails/components/paragraph';

// Every way our templates give a paragraph its margins, and none.
const STYLES: CSSProperties[] = [
  {},
  { fontSize: 13 },
  { fontSize: 11, color: '#6b6b6b', margin: 0 },
  { fontSize: 12, margin: '0 0 4px' },
  { fontSize: 14, margin: '12px 0' },
  { fontSize: 14, margin: '14px 0 4px', fontWeight: 700 },
  { margin: '1px 2px 3px 4px', textAlign: 'center' },
  { marginTop: 0, fontSize: 15 },
  { marginBottom: 2, margin: '0 0 4px' },
  { fontSize: 14, borderLeft: '3px solid #1a7f5a', paddingLeft: 8 },
  { fontSize: 13, margin: '0 0 4px', wordBreak: 'break-word', fontFamily: 'monospace' },
];

describe('Paragraph', () => {
  it.each(STYLES.map((style) => [JSON.stringify(style), style] as const))(
    'writes what Text writes for %s',
    (_name, style) => {
      const words = 'Ann played <QI> & scored 22 — “well”';
      expect(renderToStaticMarkup(<Paragraph style={textStyle(style)}>{words}</Paragraph>)).toBe(
        renderToStaticMarkup(<Text style={style}>{words}</Text>),
      );
    },
  );

  it('gives a style that cannot be changed', () => {
    expect(Object.isFrozen(textStyle({ fontSize: 13 }))).toBe(true);
  });
});
