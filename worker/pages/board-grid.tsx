/** @jsxImportSource hono/jsx */
// The board on pages: a semantic table whose cells say what they are ("H8, double word, empty").
import type { CrosswordView, SquareView } from '../../engine/crossword/view';

const PREMIUM_NAMES = {
  TW: 'triple word',
  DW: 'double word',
  TL: 'triple letter',
  DL: 'double letter',
  QW: 'quadruple word',
  QL: 'quadruple letter',
} as const;

export function squareLabel(square: SquareView, start = false): string {
  const premium = square.premium ? `${PREMIUM_NAMES[square.premium]}, ` : '';
  if (!square.letter) return `${square.coord}, ${premium}${start ? 'start square, ' : ''}empty`;
  return `${square.coord}, ${square.letter}${square.blank ? ' (blank)' : ''}${square.lastMove ? ', just played' : ''}`;
}

/** `clickable`: squares take clicks (the game page's click-a-square-and-type) and keyboard focus,
 * one tab stop for the whole board (the centre) with the arrow keys moving between squares. */
export function BoardGrid({
  view,
  caption,
  clickable = false,
}: {
  view: CrosswordView;
  caption: string;
  clickable?: boolean;
}) {
  return (
    <table class="board" data-size={view.size}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span class="sr">row</span>
          </th>
          {view.columns.map((c) => (
            <th scope="col">{c}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.squares.map((row, r) => (
          <tr>
            <th scope="row">{r + 1}</th>
            {row.map((sq) => {
              const start = sq.start;
              return (
                <td
                  class={`sq ${sq.premium ?? ''} ${sq.letter ? 'tile' : ''} ${sq.lastMove ? 'last' : ''} ${sq.blank ? 'blank' : ''} ${start ? 'centre' : ''}`}
                  data-coord={sq.coord}
                  data-value={
                    sq.letter ? String(sq.blank ? 0 : (view.tileValues[sq.letter] ?? 0)) : undefined
                  }
                  aria-label={squareLabel(sq, start)}
                  title={squareLabel(sq, start)}
                  tabindex={clickable ? (start ? 0 : -1) : undefined}
                >
                  {sq.letter ??
                    (start ? (
                      <span class="prem">★</span>
                    ) : sq.premium ? (
                      <span class="prem">{sq.premium}</span>
                    ) : (
                      ''
                    ))}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function boardCaption(view: CrosswordView): string {
  const played = view.moves.length;
  return played === 0
    ? 'The board, before the first move'
    : `The board after ${played} move${played === 1 ? '' : 's'}`;
}

export const BOARD_CSS = `
.board{border-collapse:collapse;margin:0 auto;table-layout:fixed;max-width:100%}
.board caption{font-size:.8rem;color:#57606a;padding-bottom:.25rem}
.board th{font-size:.65rem;color:#57606a;font-weight:400;padding:0 2px;white-space:nowrap}
.board td{width:min(6vw,1.9rem);height:min(6vw,1.9rem);text-align:center;vertical-align:middle;border:1px solid #fff;background:#eef1e6;font-weight:700;font-size:min(3.6vw,1.05rem);padding:0}
.board[data-size="21"] td{width:min(4.2vw,1.5rem);height:min(4.2vw,1.5rem);font-size:min(2.6vw,.85rem)}
.board td.TW{background:#e5484d;color:#fff}.board td.DW{background:#f7b2b7;color:#5c0a10}
.board td.TL{background:#3e7bd6;color:#fff}.board td.DL{background:#b3d4f5;color:#0b2e55}
.board td.QW{background:#8e2de2;color:#fff}.board td.QL{background:#2f9e6e;color:#fff}
.board td.tile{background:#f5deb3;color:#3b2a14}.board td.last{background:#ffd54a;box-shadow:inset 0 0 0 2px #3b2a14}
.board td.blank{font-style:italic;text-decoration:underline}
.board td{position:relative}.board td.tile::after{content:attr(data-value);position:absolute;right:1px;bottom:0;font-size:.45em;font-weight:400;line-height:1;font-style:normal}
.board td.centre .prem{font-size:1em}
.board .prem{font-size:.55rem;font-weight:400}
.board td[tabindex]{cursor:pointer}
.board td.start{outline:3px solid #bf5700;outline-offset:-3px}
.board td.ghost{background:#fff3c4;color:#6b4e00}.board td.ghost>*{display:none}
.board td.ghost::after{content:attr(data-ghost)}
`;
