// A rack as a row of tiles with their values (a blank shows as "?" worth 0). The tiles are
// written by hand (markup-text.ts), as the board's squares are: a rack is in every seat's email of
// every turn, and React's work for each tile's cell, its value and their styles was about as much
// as the rest of the email's closing lines.
import type { TileView } from '../../engine/crossword/view';
import { theme } from '../theme';
import { escapeHtml, styleText } from './markup-text';
import { TileRow } from './tile-row';

/** A rack tile's style (its value's below): the same for every tile of every rack. */
export const TILE_STYLE = Object.freeze({
  width: 30,
  height: 30,
  background: theme.tile,
  color: theme.tileText,
  border: `1px solid ${theme.border}`,
  borderRadius: 4,
  textAlign: 'center',
  fontWeight: 700,
  fontSize: 16,
  fontFamily: theme.font,
} as const);
// Written once, not for every tile of every rack.
const TILE = styleText(TILE_STYLE);
const VALUE = styleText({ fontSize: 9, fontWeight: 400 });

function tileTitle(tile: TileView): string {
  return tile.letter === '?' ? 'blank, 0 points' : `${tile.letter}, ${tile.value} points`;
}

/** The rack's cells as the row's inner markup, each text and attribute escaped as React escapes. */
export function rackCells(tiles: readonly TileView[]): string {
  let html = '';
  for (const tile of tiles)
    html += `<td title="${escapeHtml(tileTitle(tile))}" style="${TILE}">${escapeHtml(tile.letter)}<sub style="${VALUE}">${escapeHtml(tile.value)}</sub></td>`;
  return html;
}

export function RackTiles({ tiles, label }: { tiles: readonly TileView[]; label: string }) {
  return <TileRow label={label} spacing={4} margin="0 auto" cells={rackCells(tiles)} />;
}
