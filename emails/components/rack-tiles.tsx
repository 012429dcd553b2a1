// A rack as a row of tiles with their values (a blank shows as "?" worth 0).
import type { TileView } from '../../engine/crossword/view';
import { theme } from '../theme';
import { TileRow } from './tile-row';

// Made once, not for every tile of every rack.
const TILE = Object.freeze({
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
const VALUE = Object.freeze({ fontSize: 9, fontWeight: 400 });

export function RackTiles({ tiles, label }: { tiles: TileView[]; label: string }) {
  return (
    <TileRow label={label} spacing={4} margin="0 auto">
      {tiles.map((tile, i) => (
        <td
          // biome-ignore lint/suspicious/noArrayIndexKey: a rack may hold the same letter twice
          key={i}
          title={tile.letter === '?' ? 'blank, 0 points' : `${tile.letter}, ${tile.value} points`}
          style={TILE}
        >
          {tile.letter}
          <sub style={VALUE}>{tile.value}</sub>
        </td>
      ))}
    </TileRow>
  );
}
