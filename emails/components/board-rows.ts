// The board table's contents (caption, column letters, the squares) written as markup by hand:
// the same bytes React wrote, without React's work for each of up to 441 squares (the board was
// a fifth of a turn's render and a quarter of its garbage). board-table.tsx puts them in the table.
import type { CrosswordView, SquareView } from '../../engine/crossword/view';
import { theme } from '../theme';
import { EDGE_WIDTH, type SquareStep } from './board-sizes';
import { CLASS, premiumClass } from './email-styles';
import { escapeHtml, styleText } from './markup-text';

export type BoardRowsView = Pick<CrosswordView, 'columns' | 'squares'> &
  Partial<Pick<CrosswordView, 'tileValues'>>;

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
function cellStyle(square: SquareView, step: SquareStep): string {
  const premium = square.premium ? theme.premium[square.premium] : null;
  const filled = Boolean(square.letter);
  return styleText({
    height: step.square,
    fontSize: filled ? step.letter : step.label,
    background: filled
      ? square.lastMove
        ? theme.lastMove
        : theme.tile
      : (premium?.background ?? theme.empty),
    color: filled ? theme.tileText : (premium?.text ?? theme.muted),
    ...(square.blank ? { fontStyle: 'italic', textDecoration: 'underline' } : {}),
  });
}

/**
 * What a square's style depends on, as one string: a board has a handful of different styles,
 * so each is written once a board rather than once for each of its 225–441 squares.
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

/** The caption, the column letters and every row of squares, as the board table's inner markup. */
export function boardRows(view: BoardRowsView, caption: string, step: SquareStep): string {
  const headStyle = {
    fontSize: step.edge,
    color: theme.muted,
    textAlign: 'center',
    padding: 0,
    fontWeight: 400,
  };
  const head = styleText(headStyle);
  const corner = styleText({ ...headStyle, width: EDGE_WIDTH });
  const captionStyle = styleText({
    fontSize: 12,
    fontWeight: 400,
    color: theme.muted,
    paddingBottom: 4,
  });
  const values = view.tileValues;
  const valueStyle = styleText({ fontSize: step.value, fontWeight: 400, lineHeight: 0 });
  const styles = new Map<string, string>();
  const styleOf = (square: SquareView): string => {
    const key = styleKey(square);
    const made = styles.get(key);
    if (made !== undefined) return made;
    const style = cellStyle(square, step);
    styles.set(key, style);
    return style;
  };
  const cell = (square: SquareView): string => {
    const className = cellClass(square);
    const open = `<td${className ? ` class="${escapeHtml(className)}"` : ''} aria-label="${escapeHtml(describe(square))}" style="${styleOf(square)}">`;
    if (!square.letter) return `${open}${escapeHtml(emptyLabel(square))}</td>`;
    const value = values
      ? `<sub style="${valueStyle}">${square.blank ? 0 : (values[square.letter] ?? 0)}</sub>`
      : '';
    return `${open}${escapeHtml(square.letter)}${value}</td>`;
  };
  let html = `<caption style="${captionStyle}">${escapeHtml(caption)}</caption><thead><tr><th scope="col" style="${corner}"></th>`;
  for (const column of view.columns)
    html += `<th scope="col" style="${head}">${escapeHtml(column)}</th>`;
  html += '</tr></thead><tbody>';
  view.squares.forEach((row, r) => {
    // Centred by the row, not by each of up to 441 squares (bytes: Gmail clips at 102 KB).
    html += `<tr style="text-align:center"><th scope="row" style="${head}">${r + 1}</th>`;
    for (const square of row) html += cell(square);
    html += '</tr>';
  });
  return `${html}</tbody>`;
}
