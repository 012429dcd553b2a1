// Every player's total, whose turn it is, and the bag count.
import { theme } from '../theme';

export interface ScoreRow {
  name: string;
  score: number;
  toMove: boolean;
  you: boolean;
}

export function ScoreTable({ rows, bagCount }: { rows: ScoreRow[]; bagCount: number | null }) {
  const cell = { padding: '4px 10px', borderBottom: `1px solid ${theme.border}`, fontSize: 14 };
  return (
    <table
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '8px auto' }}
    >
      <caption style={{ fontSize: 12, color: theme.muted }}>
        Scores
        {bagCount === null ? '' : ` · ${bagCount} tile${bagCount === 1 ? '' : 's'} in the bag`}
      </caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th
              scope="row"
              style={{ ...cell, textAlign: 'left', fontWeight: row.toMove ? 700 : 400 }}
            >
              {row.name}
              {row.you ? ' (you)' : ''}
              {row.toMove ? ' — to play' : ''}
            </th>
            <td style={{ ...cell, textAlign: 'right', fontWeight: 700 }}>{row.score}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
