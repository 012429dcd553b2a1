// First move ("colour") in a Swiss, as the FIDE Dutch rules treat White: each player's wish and
// how strong it is, and who moves first in a pair. Absolute: moving first (or second) again would
// make three times running or put the player three games off balance.

/** Who moved first in each earlier game: +1 moved first, -1 moved second. */
export type Colours = readonly (1 | -1)[];

export interface ColourWish {
  /** +1 wants to move first, -1 second, 0 no wish (no game yet). */
  colour: 1 | -1 | 0;
  /** 3 absolute, 2 strong (one game off balance), 1 mild (only to alternate), 0 none. */
  strength: 0 | 1 | 2 | 3;
}

export const balanceOf = (colours: Colours): number => colours.reduce<number>((s, c) => s + c, 0);

export function colourWish(colours: Colours): ColourWish {
  const balance = balanceOf(colours);
  const last = colours.at(-1);
  const twice = last !== undefined && colours.at(-2) === last;
  if (balance <= -2 || (twice && last === -1)) return { colour: 1, strength: 3 };
  if (balance >= 2 || (twice && last === 1)) return { colour: -1, strength: 3 };
  if (balance !== 0) return { colour: balance < 0 ? 1 : -1, strength: 2 };
  if (last !== undefined) return { colour: last === 1 ? -1 : 1, strength: 1 };
  return { colour: 0, strength: 0 };
}

/** Whether giving `colour` breaks the player's absolute wish (the move the test counts). */
export function breaksAbsolute(colours: Colours, colour: 1 | -1): boolean {
  const wish = colourWish(colours);
  return wish.strength === 3 && wish.colour !== colour;
}

/**
 * Whether `higher` (the higher-ranked) moves first against `lower`: both wishes when they
 * agree; else the stronger wish; else the greater imbalance; else each gets the opposite of
 * what they had the last time their first moves differed; else the higher-ranked's wish; with
 * no wish on either side, boards alternate from the top (`board` counts from 0).
 */
export function higherMovesFirst(higher: Colours, lower: Colours, board: number): boolean {
  const h = colourWish(higher);
  const l = colourWish(lower);
  if (h.colour !== 0 && h.colour !== l.colour) return h.colour === 1;
  if (l.colour !== 0 && l.colour !== h.colour) return l.colour === -1;
  if (h.colour === 0) return board % 2 === 0;
  if (h.strength !== l.strength) return h.strength > l.strength ? h.colour === 1 : l.colour === -1;
  const hb = Math.abs(balanceOf(higher));
  const lb = Math.abs(balanceOf(lower));
  if (hb !== lb) return hb > lb ? h.colour === 1 : l.colour === -1;
  for (let back = 1; back <= Math.min(higher.length, lower.length); back++) {
    const hc = higher.at(-back)!;
    if (hc !== lower.at(-back)) return hc === -1;
  }
  return h.colour === 1;
}
