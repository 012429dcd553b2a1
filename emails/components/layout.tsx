// The frame every message shares: preview text, a header with the game's name, a footer.
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
} from '@react-email/components';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import { CLASS, darkCss, widthCss } from './email-styles';
import { Paragraph, textStyle } from './paragraph';

export interface LayoutProps {
  preview: string;
  gameTitle: string;
  headline: string;
  children: ReactNode;
  footer?: string;
}

// Made once, not in every email: each render of a style literal is one more object to collect.
const BODY = Object.freeze({
  background: theme.background,
  fontFamily: theme.font,
  color: theme.text,
  margin: 0,
});
const CARD = Object.freeze({
  maxWidth: 600,
  margin: '0 auto',
  padding: 12,
  background: theme.card,
});
const GAME_TITLE = textStyle({ fontSize: 12, color: theme.muted, margin: '0 0 4px' });
const HEADLINE = Object.freeze({ fontSize: 22, margin: '0 0 12px' });
const RULE = Object.freeze({ borderColor: theme.border, margin: '16px 0 8px' });
const FOOTER = textStyle({ fontSize: 11, color: theme.muted, margin: 0 });

export function Layout({ preview, gameTitle, headline, children, footer }: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        {/* Light and dark both designed: Apple Mail then uses darkCss rather than its own. */}
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        {/* Built from the theme, never from player text. */}
        <style>{widthCss}</style>
        <style>{darkCss}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className={CLASS.body} style={BODY}>
        <Container className={CLASS.card} style={CARD}>
          <Paragraph style={GAME_TITLE}>{gameTitle}</Paragraph>
          <Heading as="h1" style={HEADLINE}>
            {headline}
          </Heading>
          {children}
          <Hr style={RULE} />
          <Section>
            <Paragraph style={FOOTER}>
              {footer ?? 'Reply to this email to play. Reply HELP for every command.'}
            </Paragraph>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
