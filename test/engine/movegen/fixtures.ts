// Hand-made fixtures for the move-generator tests: a 7×7 layout with every kind of bonus square,
// a small word list over a few letters (so plays are dense), the three rulesets' scoring on it,
// and ASCII boards.

import { compileLexicon } from '../../../dictionaries/compile';
import type { CompiledLexicon } from '../../../dictionaries/compiled-lexicon';
import { CompiledLexicon as Lexicon } from '../../../dictionaries/compiled-lexicon';
import type { MoveGenRules } from '../../../engine/crossword/movegen/types';
import { englishTiles, jambleTiles } from '../../../engine/crossword/tilesets';
import type { Board, Layout, Premium } from '../../../engine/crossword/types';

const legend: Record<string, Premium | null> = {
  '.': null,
  d: 'DL',
  t: 'TL',
  D: 'DW',
  T: 'TW',
  q: 'QL',
  Q: 'QW',
};

/** A 7×7 board invented for these tests: TW corners, DW diagonal and centre, letter squares between. */
export const tinyLayout: Layout = layoutOf('tiny', [
  'T..d..T',
  '.D.t.D.',
  '..D.D..',
  'd..D..d',
  '..D.D..',
  '.D.t.D.',
  'T..d..Q',
]);

function layoutOf(id: string, rows: string[]): Layout {
  const size = rows.length;
  const premiums = rows.flatMap((row) => [...row].map((ch) => legend[ch] ?? null));
  const middle = (size - 1) / 2;
  return {
    id,
    name: id,
    size,
    premiums,
    centre: { row: middle, col: middle },
    source: 'test fixture',
  };
}

/** Words over A B D E I N O R S T (written for these tests; most are ordinary English words). */
export const tinyWords = (
  'AB AD AE AI AN AR AS AT BA BE BI BO DA DE DO ED EN ER ES ET ID IN IS IT NA NE NO OD OE ON OR OS ' +
  'RE SO TA TI TO ' +
  'ABS ADS AND ANT ARE ART ATE BAD BAN BAR BAT BED BET BID BIN BIT BOA BOD BOT DAB DEN DIE DIN DOE ' +
  'DOT EAR EAT END ERA IDS INN ION IRE ITS NAB NET NIB NOD NOT OAR ODE ONE ORE RAN RAT RED RID ROB ROD ' +
  'ROT SAD SAT SEA SET SIT SOB SOD SON TAB TAN TAR TEA TEN TIN TOE TON ' +
  'BEAD BEAN BEAR BEAT BEST BIRD BOAR BOAT DATE DEAN DEAR DIET DOTE EDIT NEAT NOTE RATE READ REST ' +
  'RIDE ROBE RODE SAND SEAT SNOB STAR TEAR TIDE TONE TREAD TRADE BREAD BEARD STONE ONSET NOTES ' +
  'TONES STERN RATES STARE TEARS ASTER'
).split(' ');

/** A complete two-letter list in the Jamble manner: DI and OB added, AB AT IT NO TO left out. */
export const jambleLikeTwos = [
  ...tinyWords.filter((w) => w.length === 2 && !['AB', 'AT', 'IT', 'NO', 'TO'].includes(w)),
  'DI',
  'OB',
];

export const tinyLexicon: CompiledLexicon = Lexicon.fromBytes('tiny', compileLexicon(tinyWords));

/**
 * The tiny layout under one ruleset's scoring: Scrabble (word bonuses multiply, 50 for a bingo),
 * Jamble (the highest word bonus only, 10 for a bingo) or Scribble (unlimited letters, no rack, a
 * play must start or end on a board tile).
 */
export function tinyRules(ruleset: 'scrabble' | 'jamble' | 'scribble', rackSize = 7): MoveGenRules {
  if (ruleset === 'scribble') {
    return {
      rules: { wordBonus: 'multiply', bingoBonus: 0, rackSize: 0, values: englishTiles.values },
      layout: tinyLayout,
      unlimited: true,
      connection: 'ends',
    };
  }
  const scrabble = ruleset === 'scrabble';
  return {
    rules: {
      wordBonus: scrabble ? 'multiply' : 'highest',
      bingoBonus: scrabble ? 50 : 10,
      rackSize,
      values: (scrabble ? englishTiles : jambleTiles).values,
    },
    layout: tinyLayout,
  };
}

/** Rows of `.` (empty), uppercase (a tile) and lowercase (a blank). */
export function boardOf(rows: string[]): Board {
  return {
    size: rows.length,
    squares: rows.flatMap((row) =>
      [...row].map((ch) =>
        ch === '.' ? null : { letter: ch.toUpperCase(), blank: ch !== ch.toUpperCase() },
      ),
    ),
  };
}

/** A 7×7 board empty but for its middle row, written as in boardOf (`'.BREAD.'`). */
export function middleRowBoard(row: string): Board {
  return boardOf(Array.from({ length: 7 }, (_, r) => (r === 3 ? row : '.......')));
}
