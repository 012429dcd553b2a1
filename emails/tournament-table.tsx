// The standings table shared by the tournament emails, in HTML and as aligned plain text.
import { Section } from '@react-email/components';
import { theme } from './theme';

export interface StandingRow {
  rank: number;
  name: string;
  played: number;
  points: number;
  spread: number;
  withdrawn: boolean;
}

export function TournamentTable({ rows }: { rows: StandingRow[] }) {
  return (
    <Section style={{ margin: '8px 0' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
        <caption style={{ textAlign: 'left', color: theme.muted, fontSize: 12 }}>Standings</caption>
        <thead>
          <tr>
            {['#', 'Player', 'Played', 'Points', 'Spread'].map((h) => (
              <th
                key={h}
                scope="col"
                style={{ textAlign: 'left', borderBottom: `1px solid ${theme.border}`, padding: 4 }}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <td style={{ padding: 4 }}>{r.rank}</td>
              <td style={{ padding: 4 }}>
                {r.name}
                {r.withdrawn ? ' (withdrawn)' : ''}
              </td>
              <td style={{ padding: 4 }}>{r.played}</td>
              <td style={{ padding: 4 }}>{r.points}</td>
              <td style={{ padding: 4 }}>{r.spread > 0 ? `+${r.spread}` : r.spread}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

export function tournamentTableText(rows: StandingRow[]): string[] {
  const width = Math.max(6, ...rows.map((r) => r.name.length + (r.withdrawn ? 12 : 0)));
  const head = `${'#'.padStart(3)}  ${'Player'.padEnd(width)}  Played  Points  Spread`;
  return [
    head,
    ...rows.map(
      (r) =>
        `${String(r.rank).padStart(3)}  ${(r.name + (r.withdrawn ? ' (withdrawn)' : '')).padEnd(width)}  ${String(r.played).padStart(6)}  ${String(r.points).padStart(6)}  ${(r.spread > 0 ? `+${r.spread}` : String(r.spread)).padStart(6)}`,
    ),
  ];
}
