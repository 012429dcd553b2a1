// Whether a layout reads the same down as across, and if so each square's mirror across the board's
// main diagonal: on an empty board of such a layout every down play is an across play transposed.
import type { Layout } from '../types';

/**
 * Per square (row-major), its mirror across the main diagonal (row and column swapped), when the
 * layout is unchanged by that mirror: every square's premium equals its mirror's, and the start
 * square lies on the diagonal (so the across line and the down line through it are the same line).
 * Null otherwise. Read from the layout's squares, never its name, so a custom layout decides for
 * itself. Layouts are square (one `size`); a square the premiums leave out is plain, as grid.ts
 * reads it.
 */
export function transposedSquares(layout: Layout): Uint16Array | null {
  const n = layout.size;
  if (layout.centre.row !== layout.centre.col) return null;
  const premiums = layout.premiums;
  const mirror = new Uint16Array(n * n);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if ((premiums[r * n + c] ?? null) !== (premiums[c * n + r] ?? null)) return null;
      mirror[r * n + c] = c * n + r;
    }
  }
  return mirror;
}
