// The board as an HTML table: premium squares labelled, the last move highlighted, each tile with
// its value, each cell named for screen readers ("H8, double word, empty"). It shrinks to any
// screen (board-sizes.ts says how far, and what drops out on a phone). The squares are written
// by board-rows.ts, by hand: React writes only the table around them.
import type { CrosswordView } from '../../engine/crossword/view';
import { theme } from '../theme';
import { BoardKey } from './board-key';
import { type BoardRowsView, boardRows } from './board-rows';
import { BOARD_STEPS, boardMaxWidth, boardScale } from './board-sizes';
import { CLASS, scaleClass } from './email-styles';

export interface BoardTableProps {
  view: BoardRowsView & Pick<CrosswordView, 'size'>;
  caption: string;
}

export function BoardTable({ view, caption }: BoardTableProps) {
  const scale = boardScale(view.size);
  const step = BOARD_STEPS[scale][0]!;
  return (
    <>
      <table
        className={`${CLASS.board} ${scaleClass(scale)}`}
        cellPadding={0}
        cellSpacing={1}
        width="100%"
        style={{
          width: '100%',
          maxWidth: boardMaxWidth(view.size),
          tableLayout: 'fixed',
          margin: '0 auto',
          fontFamily: theme.font,
          lineHeight: 1,
          textAlign: 'center',
          // Bold letters and labels from the table, not from each square (bytes, as above).
          fontWeight: 700,
          background: theme.card,
        }}
        // Every text and attribute in it escaped as React escapes (markup-text.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: written and escaped by board-rows.ts
        dangerouslySetInnerHTML={{ __html: boardRows(view, caption, step) }}
      />
      <BoardKey view={view} scale={scale} />
    </>
  );
}
