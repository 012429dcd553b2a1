// The daily digest: one email listing every game waiting for the reader's move, for players who
// chose it over an email after every move.
import { Link, Text } from '@react-email/components';
import { Layout } from './components/layout';
import { theme } from './theme';

export interface DigestGame {
  title: string;
  deadline: string | null;
  playUrl: string;
}

export interface DigestEmailProps {
  name: string;
  games: DigestGame[];
}

export function DigestEmail({ name, games }: DigestEmailProps) {
  return (
    <Layout
      preview={`${games.length} game${games.length === 1 ? '' : 's'} waiting for your move`}
      gameTitle="Your daily digest"
      headline={`${name}, it is your turn in ${games.length} game${games.length === 1 ? '' : 's'}`}
      footer="Reply NOTIFY EVERY to any game email to get an email after every move again."
    >
      {games.map((game) => (
        <Text key={game.playUrl} style={{ fontSize: 15, margin: '0 0 8px' }}>
          <Link href={game.playUrl} style={{ color: theme.accent }}>
            {game.title}
          </Link>
          {game.deadline ? ` — move by ${game.deadline}` : ''}
        </Text>
      ))}
    </Layout>
  );
}

export function digestEmailText({ name, games }: DigestEmailProps): string {
  const lines = [
    `${name}, it is your turn in ${games.length} game${games.length === 1 ? '' : 's'}:`,
    '',
  ];
  for (const game of games)
    lines.push(
      `- ${game.title}${game.deadline ? ` — move by ${game.deadline}` : ''}`,
      `  ${game.playUrl}`,
    );
  lines.push('', 'Reply NOTIFY EVERY to any game email to get an email after every move again.');
  return `${lines.join('\n')}\n`;
}

DigestEmail.PreviewProps = {
  name: 'Ann',
  games: [
    {
      title: 'Jamble: Ann v Bob',
      deadline: 'Thu 3 Dec 2026, 14:00 UTC',
      playUrl: 'https://play.example/play/k1.a.b',
    },
  ],
} satisfies DigestEmailProps;

export default DigestEmail;
