// Tiles as GCG and CGP write them: one letter a tile (lowercase a blank on the board, `?` a blank
// on a rack), and a tile of several letters (Spanish CH, LL, RR) in brackets — `[CH]`, a blank
// `[ch]` — as macondo, Woogles and wolges write them. Bare letters are always one tile each, so a
// record says C-H and CH apart without knowing the tile set.

/** One written tile: a letter or a bracketed multi-letter tile, `?`, or `.` (a tile on the board). */
const TOKEN = /\[\p{L}{2,}\]|[\p{L}?.]/gu;

/** How one tile is written: `A`, `a` (a blank), `[CH]`, `[ch]`; `?` stays `?`. */
export function tileText(letter: string, blank = false): string {
  const text = letter.length > 1 ? `[${letter}]` : letter;
  return blank ? text.toLowerCase() : text;
}

/** Rack tiles (`?` a blank) as written on a rack or an exchange, in the order given. */
export const tilesText = (tiles: readonly string[]): string =>
  tiles.map((t) => tileText(t)).join('');

/**
 * The tiles of a written word, rack or tile list, brackets taken off and case kept (`CO[ch]E` →
 * C, O, ch, E), or null when the text is not tiles (a stray bracket, a digit).
 */
export function splitTiles(text: string): string[] | null {
  const tokens = text.match(TOKEN) ?? [];
  if (tokens.join('') !== text) return null;
  return tokens.map((t) => (t.startsWith('[') ? t.slice(1, -1) : t));
}

/** Whether `text` is written tiles; `allowed` says which single characters besides letters. */
export function isTileText(text: string, allowed: '?' | '.' | ''): boolean {
  return splitTiles(text)?.every((t) => t.length > 1 || /\p{L}/u.test(t) || t === allowed) ?? false;
}
