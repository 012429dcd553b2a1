// The letters of a play as a player writes them, both ways: uppercase tiles, lowercase or ?-marked
// blanks, (…) or . for tiles already on the board. The rest of the notation is notation.ts.
import { fail, ok, type Result } from '../result';
import type { WrittenTile } from './command';

/** What parsing needs to know about the game: the board size and the tile letters (longest first). */
export interface NotationContext {
  size: number;
  letters: readonly string[];
}

/**
 * Letters of a play: uppercase = a tile (a blank only if the rack lacks it), lowercase or `?E` = a
 * blank, `(AN)` or `.` = tiles already on the board. A word written all in lowercase counts as
 * uppercase, because the notation is case-insensitive; mix cases or use `?` to mark blanks.
 */
export function parseTiles(raw: string, ctx: NotationContext): Result<WrittenTile[]> {
  const written = raw.normalize('NFC');
  const allLower = written === written.toLowerCase() && written !== written.toUpperCase();
  const tiles: WrittenTile[] = [];
  let through = false;
  let i = 0;
  while (i < written.length) {
    const ch = written[i] as string;
    if (ch === '(' || ch === ')') {
      if ((ch === '(') === through)
        return fail(
          'bad-word',
          `The brackets in "${written}" do not match; write tiles already on the board as (A).`,
        );
      through = ch === '(';
      i++;
      continue;
    }
    if (ch === '.') {
      tiles.push({ letter: '', blank: null, through: true });
      i++;
      continue;
    }
    let marked = false;
    if ((ch === '?' || ch === '-') && !through) {
      marked = true;
      i++;
    }
    const rest = written.slice(i);
    const letter = ctx.letters.find((l) => rest.toUpperCase().startsWith(l));
    if (!letter) {
      if (marked && rest === '')
        return fail('bad-word', `Say which letter the blank stands for, e.g. "?E" for a blank E.`);
      return unknownLetter(rest[0] ?? ch, ctx);
    }
    const raw = rest.slice(0, letter.length);
    const lower = raw !== raw.toUpperCase() && !allLower;
    tiles.push({ letter, blank: (marked || lower) && !through ? true : null, through });
    i += letter.length;
  }
  if (through)
    return fail(
      'bad-word',
      `Close the bracket in "${written}": tiles already on the board are written (A).`,
    );
  if (!tiles.some((t) => !t.through))
    return fail('bad-word', 'Your play puts down no tiles. Write at least one new letter.');
  return ok(tiles);
}

export function unknownLetter(ch: string, ctx: NotationContext): Result<never> {
  return fail(
    'unknown-letter',
    `"${ch}" is not a tile in this game. The tiles are ${ctx.letters.slice().sort().join(' ')}; ? marks a blank.`,
  );
}

/** The letters of a play as written: lowercase for blanks, (…) for tiles already on the board. */
export function formatTiles(tiles: readonly WrittenTile[]): string {
  const out = writeTiles(tiles, false);
  // An all-lowercase word reads as uppercase, so blanks then need their ? marks.
  return out === out.toLowerCase() ? writeTiles(tiles, true) : out;
}

function writeTiles(tiles: readonly WrittenTile[], marks: boolean): string {
  let out = '';
  let through = false;
  for (const t of tiles) {
    const dotted = t.through && t.letter === '';
    if (t.through && !dotted && !through) out += '(';
    if ((!t.through || dotted) && through) out += ')';
    through = t.through && !dotted;
    out += dotted ? '.' : !t.blank ? t.letter : marks ? `?${t.letter}` : t.letter.toLowerCase();
  }
  return through ? `${out})` : out;
}
