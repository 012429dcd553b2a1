// One row of tiles or cards, centred, read aloud by its label: the frame of a rack and of Word
// Jam's deal (each cell is the caller's).
import type { ReactNode } from 'react';

export function TileRow(props: {
  label: string;
  /** Pixels between cells. */
  spacing: number;
  margin: string;
  children: ReactNode;
}) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={props.spacing}
      style={{ margin: props.margin }}
      aria-label={props.label}
    >
      <tbody>
        <tr>{props.children}</tr>
      </tbody>
    </table>
  );
}
