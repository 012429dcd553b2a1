// React Email's <Text> for the emails sent on every turn, its style worked out once per style
// instead of in every render. All Text does is its <p>'s style: its defaults (14px type, 24px
// lines, 16px above and below) and `margin` spelt out side by side, redone with object spreads
// and a regex split for each paragraph, each one a component call through React. Under
// `bench:turn` that was 0.13 ms of a four-seat turn's rendering (node --cpu-prof, 1,050 turns).
// textStyle asks Text itself for the style it gives its <p>, so the markup is Text's, byte for
// byte (paragraph.test.tsx). Emails sent once in a while (help, invitations, digests) use Text.
import { Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';

declare const madeByText: unique symbol;

/** A style as Text gives it to its <p>; only textStyle makes one. */
export type TextStyle = Readonly<CSSProperties> & { readonly [madeByText]: true };

// Text is a forwardRef component: its render function is what React calls with its props.
type TextRender = (
  props: { style: CSSProperties },
  ref: null,
) => { props: { style: CSSProperties } };

/** The style Text would give a paragraph of `style`: for a module's constants, made once. */
export function textStyle(style: CSSProperties): TextStyle {
  const render = (Text as unknown as { render: TextRender }).render;
  return Object.freeze({ ...render({ style }, null).props.style }) as TextStyle;
}

/** A paragraph as `<Text style={…}>` writes it, with the style already worked out. */
export function Paragraph({ style, children }: { style: TextStyle; children?: ReactNode }) {
  return <p style={style}>{children}</p>;
}
