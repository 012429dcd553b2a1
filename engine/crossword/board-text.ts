// The board as fixed-width text with coordinates, readable on its own in a plain-text email.
import { columnName } from './board';
import type { Board, Layout, Premium } from './types';

const symbols: Record<Premium, string> = { TW: '=', DW: '-', TL: '"', DL: "'", QW: '#', QL: '^' };

export function boardText(board: Board, layout: Layout): string[] {
  const size = board.size;
  const header = `    ${Array.from({ length: size }, (_, c) => columnName(c)).join(' ')}`;
  const rows = Array.from({ length: size }, (_, r) => {
    const cells = Array.from({ length: size }, (_, c) => {
      const tile = board.squares[r * size + c];
      if (tile) return tile.blank ? tile.letter.toLowerCase() : tile.letter;
      if (r === layout.centre.row && c === layout.centre.col) return '*';
      const premium = layout.premiums[r * size + c];
      return premium ? symbols[premium] : '.';
    });
    // Multi-letter tiles (CH, LL, RR) take two columns; keep the grid aligned by padding the rest.
    const wide = cells.some((cell) => cell.length > 1);
    const body = wide ? Array.from(cells, (cell) => cell.padEnd(2)).join('') : cells.join(' ');
    const label = String(r + 1).padStart(2);
    return `${label}  ${body}  ${label}`;
  });
  const used = new Set(layout.premiums.filter((p): p is Premium => p !== null));
  const legend = Array.from(
    (Object.keys(symbols) as Premium[]).filter((p) => used.has(p)),
    (p) => `${symbols[p]} ${p}`,
  ).join('  ');
  // The start square hides its own bonus under the *: say it (H8 is a DW, except in Scribble and WWF).
  const centre = layout.premiums[layout.centre.row * size + layout.centre.col];
  const start = centre ? `* start (${centre})` : '* start';
  return [header, ...rows, header, `${legend}  ${start}  lowercase = blank`];
}
