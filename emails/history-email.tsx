// The answer to HISTORY: every move of the game so far, with its score and the running totals.
import { Text } from '@react-email/components';
import { Layout } from './components/layout';
import { theme } from './theme';

export interface HistoryEmailProps {
  gameTitle: string;
  /** One sentence per move, oldest first. */
  moves: string[];
  totals: { name: string; score: number }[];
  /** Once the game is over: how it ended, the end-of-game adjustments, the seed and how to check it. */
  ending?: string[];
}

export function HistoryEmail({ gameTitle, moves, totals, ending = [] }: HistoryEmailProps) {
  return (
    <Layout
      preview={`${moves.length} moves so far`}
      gameTitle={gameTitle}
      headline="The game so far"
    >
      {moves.length === 0 ? <Text>No moves yet.</Text> : null}
      <ol style={{ paddingLeft: 20, fontSize: 14 }}>
        {moves.map((move, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: moves are positional
          <li key={i} style={{ marginBottom: 4 }}>
            {move}
          </li>
        ))}
      </ol>
      <Text style={{ fontSize: 14, color: theme.muted }}>
        Totals: {totals.map((t) => `${t.name} ${t.score}`).join(' · ')}
      </Text>
      {ending.map((line) => (
        <Text key={line} style={{ fontSize: 13, margin: '0 0 4px', wordBreak: 'break-word' }}>
          {line}
        </Text>
      ))}
    </Layout>
  );
}

export function historyEmailText({
  gameTitle,
  moves,
  totals,
  ending = [],
}: HistoryEmailProps): string {
  const lines = [gameTitle, '', 'The game so far:', ''];
  lines.push(...(moves.length ? moves.map((m, i) => `${i + 1}. ${m}`) : ['No moves yet.']));
  lines.push('', `Totals: ${totals.map((t) => `${t.name} ${t.score}`).join(' · ')}`);
  if (ending.length) lines.push('', ...ending);
  return `${lines.join('\n')}\n`;
}

HistoryEmail.PreviewProps = {
  gameTitle: 'Jamble · Ann v Bob · game abcdefghij',
  moves: ['Ann played PLANE at H8 across for 16.', 'Bob passed.'],
  totals: [
    { name: 'Ann', score: 16 },
    { name: 'Bob', score: 0 },
  ],
} satisfies HistoryEmailProps;

export default HistoryEmail;
