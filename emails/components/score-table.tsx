// Every player's total (points, or a parlor game's chips) in a captioned table: who is you, who is
// to play and, in the parlor games, what each seat is doing now.
import type { ReactNode } from 'react';
import { theme } from '../theme';
import { escapeHtml, styleText } from './markup-text';

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
// The rows' cells, written by hand (scoreRows): their style attributes, written once.
const NAME = styleText({ ...CELL, textAlign: 'left', fontWeight: 400 });
const NAME_TO_PLAY = styleText({ ...CELL, textAlign: 'left', fontWeight: 700 });
const SCORE = styleText({ ...CELL, textAlign: 'right', fontWeight: 700 });
const STATUS = styleText({ ...CELL, color: theme.muted, fontSize: 12 });

type Rows = { children: ReactNode; rows?: never } | { rows: string; children?: never };

/**
 * A centred table under a small caption: the frame of the score table and of other tallies. Its
 * rows are React elements, or `rows`, markup written and escaped by markup-text.ts (scoreRows).
 */
export function CaptionedTable(props: { caption: string } & Rows) {
  return (
    <table cellPadding={0} cellSpacing={0} style={TABLE}>
      <caption style={CAPTION}>{props.caption}</caption>
      {props.rows === undefined ? (
        <tbody>{props.children}</tbody>
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: written and escaped by markup-text.ts
        <tbody dangerouslySetInnerHTML={{ __html: props.rows }} />
      )}
    </table>
  );
}

/** The rows as the table body's inner markup, each text escaped as React escapes (markup-text.ts). */
export function scoreRows(rows: readonly ScoreRow[]): string {
  let html = '';
  for (const row of rows) {
    const name = `${row.name}${row.you ? ' (you)' : ''}${row.toMove ? ' — to play' : ''}`;
    html += `<tr><th scope="row" style="${row.toMove ? NAME_TO_PLAY : NAME}">${escapeHtml(name)}</th><td style="${SCORE}">${escapeHtml(row.score)}</td>`;
    if (row.status !== undefined) html += `<td style="${STATUS}">${escapeHtml(row.status)}</td>`;
    html += '</tr>';
  }
  return html;
}

/**
 * The score table's rows are written by hand, as the board's squares are: it is in every seat's
 * email of every turn, and React's work for its cells was a tenth of a seat's own markup.
 */
export function ScoreTable({ rows, caption }: { rows: readonly ScoreRow[]; caption: string }) {
  return <CaptionedTable caption={caption} rows={scoreRows(rows)} />;
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
