// The standings table shared by the tournament emails, in HTML and as aligned plain text.
import { Section } from '@react-email/components';
import { theme } from './theme';

export interface StandingRow {
  rank: number;
  name: string;
  played: number;
  /** Wins, half for a draw (a Swiss bye counts as a win). */
  points: number;
  spread: number;
  withdrawn: boolean;
  /** Swiss only: the tie-breaks after spread. */
  buchholz?: number;
  medianBuchholz?: number;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The columns after the name: Swiss tables add Buchholz and its median. */
function columns(
  rows: readonly StandingRow[],
): { head: string; cell: (r: StandingRow) => string }[] {
  const base = [
    { head: 'Played', cell: (r: StandingRow) => String(r.played) },
    { head: 'Wins', cell: (r: StandingRow) => String(r.points) },
    { head: 'Spread', cell: (r: StandingRow) => signed(r.spread) },
  ];
  if (!rows.some((r) => r.buchholz !== undefined)) return base;
  return [
    ...base,
    { head: 'Buchholz', cell: (r: StandingRow) => String(r.buchholz ?? '') },
    { head: 'Median', cell: (r: StandingRow) => String(r.medianBuchholz ?? '') },
  ];
}

export function TournamentTable({ rows }: { rows: StandingRow[] }) {
  const cols = columns(rows);
  return (
    <Section style={{ margin: '8px 0' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
        <caption style={{ textAlign: 'left', color: theme.muted, fontSize: 12 }}>Standings</caption>
        <thead>
          <tr>
            {['#', 'Player', ...cols.map((c) => c.head)].map((h) => (
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
              {cols.map((c) => (
                <td key={c.head} style={{ padding: 4 }}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

export function tournamentTableText(rows: StandingRow[]): string[] {
  const width = Math.max(6, ...rows.map((r) => r.name.length + (r.withdrawn ? 12 : 0)));
  const cols = columns(rows);
  const cell = (text: string, head: string) => text.padStart(Math.max(6, head.length));
  const head = `${'#'.padStart(3)}  ${'Player'.padEnd(width)}  ${cols.map((c) => cell(c.head, c.head)).join('  ')}`;
  return [
    head,
    ...rows.map(
      (r) =>
        `${String(r.rank).padStart(3)}  ${(r.name + (r.withdrawn ? ' (withdrawn)' : '')).padEnd(width)}  ${cols.map((c) => cell(c.cell(r), c.head)).join('  ')}`,
    ),
  ];
}

/** The standings in plain text, then the tournament page: how a result and the final end. */
export function standingsAndPageText(rows: StandingRow[], tournamentUrl: string): string[] {
  return [...tournamentTableText(rows), '', `Tournament page: ${tournamentUrl}`];
}
