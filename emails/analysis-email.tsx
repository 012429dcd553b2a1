// The answer to ANALYZE: each of the player's turns beside the best play the rack allowed, and a summary.
import { Section, Text } from '@react-email/components';
import { Layout } from './components/layout';
import { theme } from './theme';

/** One of the player's turns, judged. */
export interface AnalysisRow {
  /** 1-based number of the move in the game's log. */
  move: number;
  rack: string;
  played: string;
  score: number;
  /** The best play the rack allowed, written as a player would, or null when there was none. */
  best: string | null;
  bestScore: number | null;
  /** Points left on the table (never below 0). */
  missed: number;
}

export interface AnalysisSummary {
  turns: number;
  scored: number;
  possible: number;
  bestFound: number;
  /** scored ÷ possible as a whole percentage (100 when nothing was possible). */
  efficiency: number;
}

export interface AnalysisEmailProps {
  gameTitle: string;
  playerName: string;
  rows: AnalysisRow[];
  summary: AnalysisSummary;
}

function verdict(row: AnalysisRow): string {
  if (row.best === null) return row.rack === '' ? 'rack unknown' : 'no play was possible';
  if (row.missed === 0) return 'the best play';
  return `best: ${row.best} (${row.bestScore}, ${row.missed} more)`;
}

function summaryLine({ summary }: AnalysisEmailProps): string {
  return `You scored ${summary.scored} of ${summary.possible} possible points (${summary.efficiency}%) and found the best play on ${summary.bestFound} of ${summary.turns} turns.`;
}

export function AnalysisEmail(props: AnalysisEmailProps) {
  const { gameTitle, playerName, rows } = props;
  const cell = { padding: '3px 6px', fontSize: 13, borderBottom: `1px solid ${theme.muted}` };
  return (
    <Layout
      preview={summaryLine(props)}
      gameTitle={gameTitle}
      headline={`Your game analysed, ${playerName}`}
    >
      <Text style={{ fontSize: 15, margin: '0 0 10px' }}>{summaryLine(props)}</Text>
      <Section>
        <table
          cellPadding={0}
          cellSpacing={0}
          style={{ borderCollapse: 'collapse', width: '100%' }}
        >
          <thead>
            <tr>
              <th style={{ ...cell, textAlign: 'left' }}>Move</th>
              <th style={{ ...cell, textAlign: 'left' }}>Rack</th>
              <th style={{ ...cell, textAlign: 'left' }}>You played</th>
              <th style={{ ...cell, textAlign: 'left' }}>Best play</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.move}>
                <td style={cell}>{row.move}</td>
                <td style={{ ...cell, fontFamily: theme.mono }}>{row.rack}</td>
                <td style={{ ...cell, fontFamily: theme.mono }}>
                  {row.played} ({row.score})
                </td>
                <td style={{ ...cell, fontFamily: theme.mono }}>{verdict(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </Layout>
  );
}

export function analysisEmailText(props: AnalysisEmailProps): string {
  const lines = [
    props.gameTitle,
    '',
    `Your game analysed, ${props.playerName}`,
    '',
    summaryLine(props),
    '',
  ];
  for (const row of props.rows)
    lines.push(`${row.move}. [${row.rack}] ${row.played} (${row.score}): ${verdict(row)}`);
  return `${lines.join('\n')}\n`;
}

AnalysisEmail.PreviewProps = {
  gameTitle: 'Scrabble · Ann v Robot · game abcdefghij',
  playerName: 'Ann',
  rows: [
    {
      move: 1,
      rack: 'AEINRST',
      played: 'H8 across STAIN',
      score: 12,
      best: 'H4 across RETAINS',
      bestScore: 66,
      missed: 54,
    },
    { move: 3, rack: 'QUIZ?EA', played: 'PASS', score: 0, best: null, bestScore: null, missed: 0 },
  ],
  summary: { turns: 2, scored: 12, possible: 66, bestFound: 1, efficiency: 18 },
} satisfies AnalysisEmailProps;

export default AnalysisEmail;
