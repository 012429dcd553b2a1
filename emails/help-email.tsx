// The answer to HELP: the command reference for this game, by email.
import { Section, Text } from '@react-email/components';
import { Layout } from './components/layout';
import { theme } from './theme';

export interface HelpSection {
  title: string;
  lines: string[];
}

export interface HelpEmailProps {
  gameTitle: string;
  sections: HelpSection[];
}

export function HelpEmail({ gameTitle, sections }: HelpEmailProps) {
  return (
    <Layout
      preview="Every command you can reply with"
      gameTitle={gameTitle}
      headline="How to play by email"
    >
      {sections.map((section) => (
        <Section key={section.title} style={{ marginBottom: 10 }}>
          <Text style={{ fontSize: 15, fontWeight: 700, margin: '0 0 4px' }}>{section.title}</Text>
          {section.lines.map((line) => (
            <Text key={line} style={{ fontSize: 14, margin: '0 0 2px', fontFamily: theme.mono }}>
              {line}
            </Text>
          ))}
        </Section>
      ))}
    </Layout>
  );
}

export function helpEmailText({ gameTitle, sections }: HelpEmailProps): string {
  const lines = [gameTitle, '', 'How to play by email', ''];
  for (const section of sections)
    lines.push(section.title, ...section.lines.map((l) => `  ${l}`), '');
  return `${lines.join('\n')}\n`;
}

HelpEmail.PreviewProps = {
  gameTitle: 'Jamble (JX) · Ann v Bob · game abcdefghij',
  sections: [{ title: 'Moves', lines: ['H8 across PLANE', 'PASS'] }],
} satisfies HelpEmailProps;

export default HelpEmail;
