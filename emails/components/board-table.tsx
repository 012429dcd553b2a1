// The board as an HTML table: premium squares labelled, the last move highlighted, each tile with
// its value (on the 15×15 board; 21×21 squares are too small), each cell named for screen readers
// ("H8, double word, empty").
import type { CrosswordView, SquareView } from '../../engine/crossword/view';
import { theme } from '../theme';

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
// well under Gmail's 102 KB clipping limit.
function cellStyle(square: SquareView, px: number) {
  const premium = square.premium ? theme.premium[square.premium] : null;
  const filled = Boolean(square.letter);
  return {
    width: px,
    height: px,
    fontSize: filled ? Math.round(px * 0.55) : Math.round(px * 0.34),
    ...(filled ? { fontWeight: 700 } : {}),
    background: filled
      ? square.lastMove
        ? theme.lastMove
        : theme.tile
      : (premium?.background ?? theme.empty),
    color: filled ? theme.tileText : (premium?.text ?? theme.muted),
    ...(square.blank ? { fontStyle: 'italic' as const, textDecoration: 'underline' } : {}),
  };
}

export function BoardTable({ view, caption }: BoardTableProps) {
  const px = view.size > 15 ? 17 : 24;
  const headStyle = { fontSize: 10, color: theme.muted, textAlign: 'center' as const, padding: 0 };
  const values = view.size > 15 ? undefined : view.tileValues;
  const valueStyle = { fontSize: 7, fontWeight: 400, lineHeight: 0 };
  return (
    <table
      cellPadding={0}
      cellSpacing={1}
      style={{ margin: '0 auto', fontFamily: theme.font, lineHeight: 1, background: theme.card }}
    >
      <caption style={{ fontSize: 12, color: theme.muted, paddingBottom: 4 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={headStyle} />
          {view.columns.map((c) => (
            <th key={c} scope="col" style={headStyle}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.squares.map((row, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
          <tr key={r}>
            <th scope="row" style={{ ...headStyle, paddingRight: 3 }}>
              {r + 1}
            </th>
            {row.map((square) => (
              <td
                key={square.coord}
                aria-label={describe(square)}
                align="center"
                style={cellStyle(square, px)}
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
  );
}
