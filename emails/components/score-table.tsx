// Every player's total (points, or a parlor game's chips) in a captioned table: who is you, who is
// to play and, in the parlor games, what each seat is doing now.
import type { ReactNode } from 'react';
import { theme } from '../theme';

export interface ScoreRow {
  seat: number;
  name: string;
  score: number;
  toMove: boolean;
  you: boolean;
  /** What the seat is doing in this phase (the parlor games); without it there is no such column. */
  status?: string;
}

// Made once, not in every email: each render of a style literal is one more object to collect.
const TABLE = Object.freeze({ borderCollapse: 'collapse', margin: '8px auto' } as const);
const CAPTION = Object.freeze({ fontSize: 12, color: theme.muted });
const CELL = Object.freeze({
  padding: '4px 10px',
  borderBottom: `1px solid ${theme.border}`,
  fontSize: 14,
});
const NAME = Object.freeze({ ...CELL, textAlign: 'left', fontWeight: 400 } as const);
const NAME_TO_PLAY = Object.freeze({ ...CELL, textAlign: 'left', fontWeight: 700 } as const);
const SCORE = Object.freeze({ ...CELL, textAlign: 'right', fontWeight: 700 } as const);
const STATUS = Object.freeze({ ...CELL, color: theme.muted, fontSize: 12 });

/** A centred table under a small caption: the frame of the score table and of other tallies. */
export function CaptionedTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <table cellPadding={0} cellSpacing={0} style={TABLE}>
      <caption style={CAPTION}>{caption}</caption>
      <tbody>{children}</tbody>
    </table>
  );
}

export function ScoreTable({ rows, caption }: { rows: ScoreRow[]; caption: string }) {
  return (
    <CaptionedTable caption={caption}>
      {Array.from(rows, (row) => (
        <tr key={row.seat}>
          <th scope="row" style={row.toMove ? NAME_TO_PLAY : NAME}>
            {row.name}
            {row.you ? ' (you)' : ''}
            {row.toMove ? ' — to play' : ''}
          </th>
          <td style={SCORE}>{row.score}</td>
          {row.status === undefined ? null : <td style={STATUS}>{row.status}</td>}
        </tr>
      ))}
    </CaptionedTable>
  );
}

/** "Scores · 86 tiles in the bag", or just "Scores" where the bag is not shown. */
export function scoresCaption(bagCount: number | null): string {
  return bagCount === null
    ? 'Scores'
    : `Scores · ${bagCount} tile${bagCount === 1 ? '' : 's'} in the bag`;
}

/** The same table in plain text: "Chips:" then "  Ann (you): 2  (has chosen)". */
export function scoreTableText(title: string, rows: readonly ScoreRow[]): string[] {
  return [
    `${title}:`,
    ...Array.from(
      rows,
      (r) => `  ${r.name}${r.you ? ' (you)' : ''}: ${r.score}${r.status ? `  (${r.status})` : ''}`,
    ),
  ];
}
