// A jumble (or any word) as a row of letter tiles: Mumble-Jumble's trays have no letter values.
import { theme } from '../theme';

export interface JumbleTilesProps {
  letters: string;
  /** Read aloud instead of the tiles, e.g. "Tray 2, Ann's: E N R A C". */
  label: string;
  /** Dimmed tiles for words already revealed, so the open trays stand out. */
  muted?: boolean;
}

export function JumbleTiles({ letters, label, muted = false }: JumbleTilesProps) {
  return (
    <table
      role="img"
      aria-label={label}
      cellPadding={0}
      cellSpacing={3}
      style={{ display: 'inline-table', verticalAlign: 'middle' }}
    >
      <tbody>
        <tr>
          {[...letters].map((letter, i) => (
            <td
              // biome-ignore lint/suspicious/noArrayIndexKey: a jumble may hold the same letter twice
              key={i}
              style={{
                width: 26,
                height: 26,
                background: muted ? theme.empty : theme.tile,
                color: muted ? theme.muted : theme.tileText,
                border: `1px solid ${theme.border}`,
                borderRadius: 4,
                textAlign: 'center',
                fontWeight: 700,
                fontSize: 15,
                fontFamily: theme.font,
              }}
            >
              {letter}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/** The same tiles in plain text: [E][N][R][A][C]. */
export function jumbleText(letters: string): string {
  return [...letters].map((l) => `[${l}]`).join('');
}
