// One row of tiles or cards, centred, read aloud by its label: the frame of a rack and of Word
// Jam's deal (each cell is the caller's: React elements, or `cells`, markup written and escaped by
// markup-text.ts).
import type { ReactNode } from 'react';

type Cells = { children: ReactNode; cells?: never } | { cells: string; children?: never };

export function TileRow(
  props: {
    label: string;
    /** Pixels between cells. */
    spacing: number;
    margin: string;
  } & Cells,
) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={props.spacing}
      style={{ margin: props.margin }}
      aria-label={props.label}
    >
      <tbody>
        {props.cells === undefined ? (
          <tr>{props.children}</tr>
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: written and escaped by markup-text.ts (rackCells)
          <tr dangerouslySetInnerHTML={{ __html: props.cells }} />
        )}
      </tbody>
    </table>
  );
}
