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

interface Column {
  head: string;
  /** The HTML heading of a seven-column table, where the whole word would not fit 320 px. */
  short?: string;
  cell: (r: StandingRow) => string;
}

/** The columns after the name: Swiss tables add Buchholz and its median. */
function columns(rows: readonly StandingRow[]): Column[] {
  const base: Column[] = [
    { head: 'Played', short: 'Pld', cell: (r) => String(r.played) },
    { head: 'Wins', cell: (r) => String(r.points) },
    { head: 'Spread', short: '+/−', cell: (r) => signed(r.spread) },
  ];
  if (!rows.some((r) => r.buchholz !== undefined)) return base;
  return [
    ...base,
    { head: 'Buchholz', short: 'Buch', cell: (r) => String(r.buchholz ?? '') },
    { head: 'Median', short: 'Med', cell: (r) => String(r.medianBuchholz ?? '') },
  ];
}

/**
 * A Swiss table's seven columns fit 320 px even where media queries are ignored (Gmail's app for
 * other accounts): smaller type, narrower padding and short headings that name themselves in full
 * (abbr title) to a pointer and a screen reader; a long name wraps. Round robins keep the roomy
 * five columns.
 */
function look(cols: readonly Column[]) {
  const narrow = cols.length > 3;
  return {
    narrow,
    fontSize: narrow ? 12 : 14,
    padding: narrow ? '4px 2px' : 4,
  };
}

function Heading({ col, narrow }: { col: Column; narrow: boolean }) {
  if (!narrow || !col.short) return <>{col.head}</>;
  return (
    <abbr title={col.head} style={{ textDecoration: 'none' }}>
      {col.short}
    </abbr>
  );
}

/** The rank and name columns, drawn by hand in each row (a withdrawn player is marked). */
const LEADING: Column[] = [
  { head: '#', cell: (r) => String(r.rank) },
  { head: 'Player', cell: (r) => r.name },
];

export function TournamentTable({ rows }: { rows: StandingRow[] }) {
  const cols = columns(rows);
  const { narrow, fontSize, padding } = look(cols);
  return (
    <Section style={{ margin: '8px 0' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize }}>
        <caption style={{ textAlign: 'left', color: theme.muted, fontSize: 12 }}>Standings</caption>
        <thead>
          <tr>
            {[...LEADING, ...cols].map((c) => (
              <th
                key={c.head}
                scope="col"
                style={{ textAlign: 'left', borderBottom: `1px solid ${theme.border}`, padding }}
              >
                <Heading col={c} narrow={narrow} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <td style={{ padding }}>{r.rank}</td>
              <td style={{ padding, wordBreak: 'break-word' }}>
                {r.name}
                {r.withdrawn ? ' (withdrawn)' : ''}
              </td>
              {cols.map((c) => (
                <td key={c.head} style={{ padding, whiteSpace: 'nowrap' }}>
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
