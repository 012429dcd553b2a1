// The board as an HTML table: premium squares labelled, the last move highlighted, each tile with
// its value, each cell named for screen readers ("H8, double word, empty"). It shrinks to any
// screen (board-sizes.ts says how far, and what drops out on a phone).
import type { CrosswordView, SquareView } from '../../engine/crossword/view';
import { theme } from '../theme';
import { BoardKey } from './board-key';
import { BOARD_STEPS, boardMaxWidth, boardScale, EDGE_WIDTH, type SquareStep } from './board-sizes';
import { CLASS, premiumClass, scaleClass } from './email-styles';

export interface BoardTableProps {
  view: Pick<CrosswordView, 'size' | 'columns' | 'squares'> &
    Partial<Pick<CrosswordView, 'tileValues'>>;
  caption: string;
}

function describe(square: SquareView): string {
  const start = square.start ? 'start square, ' : '';
  const premium = `${start}${square.premium ? `${theme.premium[square.premium].name}, ` : ''}`;
  if (!square.letter) return `${square.coord}, ${premium}empty`;
  const blank = square.blank ? ' (blank)' : '';
  const last = square.lastMove ? ', just played' : '';
  return `${square.coord}, ${square.letter}${blank}${last}`;
}

/** An empty square's label: its bonus, and a star on the start square (★ alone when it has none). */
function emptyLabel(square: SquareView): string {
  const premium = square.premium ? theme.premium[square.premium].label : '';
  return square.start ? `★${premium}` : premium;
}

// Only what differs per square is inline; the rest is on the table, so a 21×21 board stays
// well under Gmail's 102 KB clipping limit. No square has a width: the table's fixed layout
// shares the screen between the columns (email-styles.ts steps the heights down with it).
function cellStyle(square: SquareView, step: SquareStep) {
  const premium = square.premium ? theme.premium[square.premium] : null;
  const filled = Boolean(square.letter);
  return Object.freeze({
    height: step.square,
    fontSize: filled ? step.letter : step.label,
    background: filled
      ? square.lastMove
        ? theme.lastMove
        : theme.tile
      : (premium?.background ?? theme.empty),
    color: filled ? theme.tileText : (premium?.text ?? theme.muted),
    ...(square.blank ? { fontStyle: 'italic' as const, textDecoration: 'underline' } : {}),
  });
}

type CellStyle = ReturnType<typeof cellStyle>;

/**
 * What a square's style depends on, as one string: a board has a handful of different styles,
 * so each is made once a board rather than once for each of its 225–441 squares.
 */
function styleKey(square: SquareView): string {
  const blank = square.blank ? ' blank' : '';
  if (square.letter) return `${square.lastMove ? 'last' : 'tile'}${blank}`;
  return `${square.premium ?? 'empty'}${blank}`;
}

/** The class email-styles.ts colours a square by in the dark and sizes its label by on a phone. */
function cellClass(square: SquareView): string | undefined {
  if (square.letter) return square.lastMove ? CLASS.lastMove : CLASS.tile;
  if (square.premium) return premiumClass(square.premium);
  return square.start ? CLASS.start : undefined;
}

export function BoardTable({ view, caption }: BoardTableProps) {
  const scale = boardScale(view.size);
  const step = BOARD_STEPS[scale][0]!;
  const headStyle = {
    fontSize: step.edge,
    color: theme.muted,
    textAlign: 'center' as const,
    padding: 0,
    fontWeight: 400,
  };
  const values = view.tileValues;
  const valueStyle = { fontSize: step.value, fontWeight: 400, lineHeight: 0 };
  const styles = new Map<string, CellStyle>();
  const styleOf = (square: SquareView): CellStyle => {
    const key = styleKey(square);
    const made = styles.get(key);
    if (made) return made;
    const style = cellStyle(square, step);
    styles.set(key, style);
    return style;
  };
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
      >
        <caption style={{ fontSize: 12, fontWeight: 400, color: theme.muted, paddingBottom: 4 }}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...headStyle, width: EDGE_WIDTH }} />
            {view.columns.map((c) => (
              <th key={c} scope="col" style={headStyle}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.squares.map((row, r) => (
            // Centred by the row, not by each of up to 441 squares (bytes: Gmail clips at 102 KB).
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
            <tr key={r} style={{ textAlign: 'center' }}>
              <th scope="row" style={headStyle}>
                {r + 1}
              </th>
              {row.map((square) => (
                <td
                  key={square.coord}
                  className={cellClass(square)}
                  aria-label={describe(square)}
                  style={styleOf(square)}
                >
                  {square.letter ? (
                    <>
                      {square.letter}
                      {values ? (
                        <sub style={valueStyle}>
                          {square.blank ? 0 : (values[square.letter] ?? 0)}
                        </sub>
                      ) : null}
                    </>
                  ) : (
                    emptyLabel(square)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <BoardKey view={view} scale={scale} />
    </>
  );
}
