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
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import { CLASS, darkCss, widthCss } from './email-styles';

export interface LayoutProps {
  preview: string;
  gameTitle: string;
  headline: string;
  children: ReactNode;
  footer?: string;
}

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
      <Body
        className={CLASS.body}
        style={{
          background: theme.background,
          fontFamily: theme.font,
          color: theme.text,
          margin: 0,
        }}
      >
        <Container
          className={CLASS.card}
          style={{ maxWidth: 600, margin: '0 auto', padding: 12, background: theme.card }}
        >
          <Text style={{ fontSize: 12, color: theme.muted, margin: '0 0 4px' }}>{gameTitle}</Text>
          <Heading as="h1" style={{ fontSize: 22, margin: '0 0 12px' }}>
            {headline}
          </Heading>
          {children}
          <Hr style={{ borderColor: theme.border, margin: '16px 0 8px' }} />
          <Section>
            <Text style={{ fontSize: 11, color: theme.muted, margin: 0 }}>
              {footer ?? 'Reply to this email to play. Reply HELP for every command.'}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
