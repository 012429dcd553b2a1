// Letter values and bag contents for every tile set (facts from public letter-distribution tables).
import type { TileSet } from './types';

/** `points: LETTER×count …` lines → values and counts. Multi-letter tiles (CH, LL, RR) stay whole. */
function tileSet(
  id: string,
  name: string,
  blanks: number,
  groups: Record<number, string>,
): TileSet {
  const values: Record<string, number> = {};
  const counts: Record<string, number> = {};
  for (const [points, list] of Object.entries(groups)) {
    for (const entry of list.split(' ')) {
      const [letter, count] = entry.split('×') as [string, string];
      values[letter] = Number(points);
      counts[letter] = Number(count);
    }
  }
  return { id, name, values, counts, blanks };
}

export const jambleTiles = tileSet('jamble', 'Jamble', 2, {
  1: 'A×7 D×4 E×11 H×6 I×7 L×4 N×6 O×6 R×6 S×6 T×8',
  2: 'C×3 F×3 M×2 U×3 W×2 Y×2',
  3: 'B×2 G×2 P×2',
  5: 'K×1',
  7: 'J×1 V×1 X×1',
  12: 'Q×1 Z×1',
});

/** Wild Jamble: 6 blanks, the 4 extra ones in place of 4 E's. */
export const wildJambleTiles: TileSet = {
  ...jambleTiles,
  id: 'jamble-wild',
  name: 'Wild Jamble',
  counts: { ...jambleTiles.counts, E: 7 },
  blanks: 6,
};

export const englishTiles = tileSet('english', 'English', 2, {
  1: 'E×12 A×9 I×9 O×8 N×6 R×6 T×6 L×4 S×4 U×4',
  2: 'D×4 G×3',
  3: 'B×2 C×2 M×2 P×2',
  4: 'F×2 H×2 V×2 W×2 Y×2',
  5: 'K×1',
  8: 'J×1 X×1',
  10: 'Q×1 Z×1',
});

export const wwfTiles = tileSet('wwf', 'Words With Friends', 2, {
  1: 'A×9 E×13 I×8 O×8 R×6 S×5 T×7',
  2: 'D×5 L×4 N×5 U×4',
  3: 'G×3 H×4 Y×2',
  4: 'B×2 C×2 F×2 M×2 P×2 W×2',
  5: 'K×1 V×2',
  8: 'X×1',
  10: 'J×1 Q×1 Z×1',
});

export const dutchTiles = tileSet('dutch', 'Dutch', 2, {
  1: 'E×18 N×10 A×6 O×6 I×4',
  2: 'D×5 R×5 S×5 T×5',
  3: 'G×3 K×3 L×3 M×3 B×2 P×2',
  4: 'U×3 F×2 H×2 J×2 V×2 Z×2',
  5: 'C×2 W×2',
  8: 'X×1 Y×1',
  10: 'Q×1',
});

export const spanishTiles = tileSet('spanish', 'Spanish', 2, {
  1: 'A×12 E×12 O×9 I×6 S×6 N×5 R×5 U×5 L×4 T×4',
  2: 'D×5 G×2',
  3: 'C×4 B×2 M×2 P×2',
  4: 'H×2 F×1 V×1 Y×1',
  5: 'CH×1 Q×1',
  8: 'J×1 LL×1 Ñ×1 RR×1 X×1',
  10: 'Z×1',
});

export const frenchTiles = tileSet('french', 'French', 2, {
  1: 'E×15 A×9 I×8 N×6 O×6 R×6 S×6 T×6 U×6 L×5',
  2: 'D×3 M×3 G×2',
  3: 'B×2 C×2 P×2',
  4: 'F×2 H×2 V×2',
  8: 'J×1 Q×1',
  10: 'K×1 W×1 X×1 Y×1 Z×1',
});

export const italianTiles = tileSet('italian', 'Italian', 2, {
  1: 'O×15 A×14 I×12 E×11',
  2: 'C×6 R×6 S×6 T×6',
  3: 'L×5 M×5 N×5 U×5',
  5: 'B×3 D×3 F×3 P×3 V×3',
  8: 'G×2 H×2 Z×2',
  10: 'Q×1',
});

export const germanTiles = tileSet('german', 'German', 2, {
  1: 'E×15 N×9 S×7 I×6 R×6 T×6 U×6 A×5 D×4',
  2: 'H×4 G×3 L×3 O×3',
  3: 'M×4 B×2 W×1 Z×1',
  4: 'C×2 F×2 K×2 P×1',
  6: 'Ä×1 J×1 Ü×1 V×1',
  8: 'Ö×1 X×1',
  10: 'Q×1 Y×1',
});

export const portugueseTiles = tileSet('portuguese', 'Portuguese', 3, {
  1: 'A×14 E×11 I×10 O×10 S×8 U×7 M×6 R×6 T×5',
  2: 'D×5 L×5 C×4 P×4',
  3: 'N×4 B×3 Ç×2',
  4: 'F×2 G×2 H×2 V×2',
  5: 'J×2',
  6: 'Q×1',
  8: 'X×1 Z×1',
});

export const estonianTiles = tileSet('estonian', 'Estonian', 2, {
  1: 'A×10 E×9 I×9 S×8 T×7 K×5 L×5 O×5 U×5',
  2: 'D×4 M×4 N×4 R×2',
  3: 'G×2 V×2',
  4: 'B×1 H×2 J×2 P×2 Õ×2',
  5: 'Ä×2 Ü×2',
  6: 'Ö×2',
  8: 'F×1',
  10: 'Š×1 Z×1 Ž×1',
});

export const tileSets: Record<string, TileSet> = Object.fromEntries(
  [
    jambleTiles,
    wildJambleTiles,
    englishTiles,
    wwfTiles,
    dutchTiles,
    spanishTiles,
    frenchTiles,
    italianTiles,
    germanTiles,
    portugueseTiles,
    estonianTiles,
  ].map((t) => [t.id, t]),
);

/** Every tile of the set in canonical order (letters as listed, then `?` for each blank). */
export function allTiles(set: TileSet): string[] {
  const tiles: string[] = [];
  for (const [letter, count] of Object.entries(set.counts)) {
    for (let i = 0; i < count; i++) tiles.push(letter);
  }
  for (let i = 0; i < set.blanks; i++) tiles.push('?');
  return tiles;
}

/** The tile letters, longest first, so `CH` is read before `C` when splitting words. */
export function tileLetters(set: TileSet): string[] {
  // Code-unit order, not localeCompare: the order among tiles of one length does not matter, and
  // localeCompare pulls ICU's collation tables (2.4 MB resident) into every process that reads a tile set.
  return Object.keys(set.values).sort(
    (a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0),
  );
}

/** Every multi-letter tile of every tile set (Spanish CH, LL, RR). */
export const multiLetterTiles: ReadonlySet<string> = new Set(
  Object.values(tileSets).flatMap((set) => Object.keys(set.values).filter((l) => l.length > 1)),
);
