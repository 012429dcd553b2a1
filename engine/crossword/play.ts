// Turns a written play into placements on the board and checks it: squares, rack, line, connection, words.
import type { Lexicon } from '../../dictionaries/lexicon';
import { fail, ok, type Result } from '../result';
import { coordName, isEmptyBoard, onBoard, squareAt } from './board';
import type { CrosswordCommand, WrittenTile } from './command';
import type { GameContext } from './context';
import { checkGeometry } from './geometry';
import { rackFirstBlanks } from './rack-first';
import { scorePlay } from './scoring';
import type { Board, Placement, ScoredPlay } from './types';

type PlayCommand = Extract<CrosswordCommand, { type: 'play' }>;

/** How typed letters meet tiles already on the board. */
export type Reading =
  /** Every square of the word is written (board tiles as their letter, `.` or `(A)`). */
  | 'whole'
  /** Tiles already on the board are left out (the Jamble way: `H8 across PLAE`). */
  | 'skip';

interface Spot {
  row: number;
  col: number;
  tile: WrittenTile;
}

/** Where each new letter goes, reading the written word one way. */
export function locate(board: Board, play: PlayCommand, reading: Reading): Result<Spot[]> {
  const [dr, dc] = play.direction === 'across' ? [0, 1] : [1, 0];
  let { row, col } = play;
  const spots: Spot[] = [];
  const whole = Array.from(play.tiles, (t) => (t.through ? t.letter || '.' : t.letter)).join('');
  for (const tile of play.tiles) {
    if (reading === 'skip') {
      if (tile.through)
        return fail('bad-word', 'Leave tiles already on the board out, or write the whole word.');
      while (onBoard(board, row, col) && squareAt(board, row, col)) {
        row += dr;
        col += dc;
      }
    }
    if (!onBoard(board, row, col)) {
      return fail(
        'off-board',
        `${whole} runs off the board. Start it further ${play.direction === 'across' ? 'left' : 'up'}, or play it the other way.`,
      );
    }
    const there = squareAt(board, row, col);
    if (there) {
      if (
        tile.through
          ? tile.letter !== '' && tile.letter !== there.letter
          : tile.letter !== there.letter
      ) {
        const typed = play.tiles
          .filter((t) => !t.through)
          .map((t) => t.letter)
          .join('');
        const whole = wordWithBoardTiles(board, play);
        const fix = whole
          ? `type ${typed} (leaving out tiles already on the board), or write the whole word ${whole}`
          : `type only the letters you put down, or write the whole word with ${there.letter} in its place`;
        return fail(
          'square-taken',
          `${coordName({ row, col })} is taken by ${there.letter} — ${fix}.`,
        );
      }
    } else {
      if (tile.through)
        return fail(
          'gap-in-play',
          `${coordName({ row, col })} is empty, but your word marks a tile already there. Write the letter you are putting down.`,
        );
      spots.push({ row, col, tile });
    }
    row += dr;
    col += dc;
  }
  return ok(spots);
}

/** The whole word the typed letters make when board tiles are left out (for refusal messages). */
function wordWithBoardTiles(board: Board, play: PlayCommand): string | null {
  const [dr, dc] = play.direction === 'across' ? [0, 1] : [1, 0];
  let { row, col } = play;
  let out = '';
  const boardRun = () => {
    while (onBoard(board, row, col) && squareAt(board, row, col)) {
      out += squareAt(board, row, col)?.letter ?? '';
      row += dr;
      col += dc;
    }
  };
  for (const tile of play.tiles.filter((t) => !t.through)) {
    boardRun();
    if (!onBoard(board, row, col)) return null;
    out += tile.letter;
    row += dr;
    col += dc;
  }
  boardRun();
  return out;
}

/** Which rack tiles the new letters use. Returns the placements and the rack letters used. */
export function takeFromRack(
  g: GameContext,
  board: Board,
  rack: readonly string[],
  spots: readonly Spot[],
): Result<{ placements: Placement[]; used: string[] }> {
  if (g.ruleset.unlimited) {
    return ok({
      placements: spots.map((s) => ({
        row: s.row,
        col: s.col,
        letter: s.tile.letter,
        blank: false,
      })),
      used: [],
    });
  }
  if (g.ruleset.blanks === 'rack-first') {
    const blanks = rackFirstBlanks(g, board, rack, spots);
    return blanks.ok ? ok(placed(spots, blanks.value)) : blanks;
  }
  const left = new Map<string, number>();
  for (const t of rack) left.set(t, (left.get(t) ?? 0) + 1);
  const take = (t: string) => {
    const n = left.get(t) ?? 0;
    if (n === 0) return false;
    left.set(t, n - 1);
    return true;
  };
  const blank: boolean[] = spots.map(() => false);
  const pending: number[] = [];
  // Marked blanks first, then real tiles, then blanks for the letters the rack lacks.
  spots.forEach((s, i) => {
    if (s.tile.blank) blank[i] = true;
    else pending.push(i);
  });
  const rackText = rack.join(' ');
  for (const i of blank.flatMap((b, i) => (b ? [i] : []))) {
    if (!take('?'))
      return fail(
        'tiles-not-on-rack',
        `You have no blank for ${(spots[i] as Spot).tile.letter} (your rack: ${rackText}). Write it in capitals to use a real tile.`,
      );
  }
  const lacking: number[] = [];
  for (const i of pending) if (!take((spots[i] as Spot).tile.letter)) lacking.push(i);
  for (const i of lacking) {
    if (!take('?')) {
      const letter = (spots[i] as Spot).tile.letter;
      return fail(
        'tiles-not-on-rack',
        `You have no ${letter} to put down (your rack: ${rackText}). Use only letters on your rack; a blank (?) stands for a missing letter.`,
      );
    }
    blank[i] = true;
  }
  return ok(placed(spots, blank));
}

function placed(spots: readonly Spot[], blank: readonly boolean[]) {
  const placements = spots.map((s, i) => ({
    row: s.row,
    col: s.col,
    letter: s.tile.letter,
    blank: blank[i] as boolean,
  }));
  return { placements, used: placements.map((p) => (p.blank ? '?' : p.letter)) };
}

/** Checks that do not need the lexicon: geometry, centre, connection, the first word's length. */
export function checkPlacement(
  g: GameContext,
  board: Board,
  placements: readonly Placement[],
  scored: ScoredPlay,
): Result<true> {
  const geometry = checkGeometry(board, placements);
  if (!geometry.ok) return geometry;
  const { centre } = g.layout;
  if (isEmptyBoard(board)) {
    if (!placements.some((p) => p.row === centre.row && p.col === centre.col))
      return fail(
        'first-play-must-cover-centre',
        `The first word must cover the centre square ${coordName(centre)}. Start it so that one of its letters lands there.`,
      );
    const main = scored.words[0];
    if (!main || main.squares.length < 2)
      return fail('first-word-too-short', 'The first word needs at least two letters.');
    return ok(true);
  }
  const main = scored.words[0];
  const isOld = (r: number, c: number) => squareAt(board, r, c) !== null;
  if (g.ruleset.connection === 'ends') {
    // Scribble: the word starts or ends on a letter already there, or it extends a word.
    const first = main?.squares[0];
    const last = main?.squares[main.squares.length - 1];
    const endsOnLetter =
      !!first && !!last && (isOld(first.row, first.col) || isOld(last.row, last.col));
    const extends_ = scored.words.slice(1).some((w) => w.squares.some((s) => isOld(s.row, s.col)));
    if (!endsOnLetter && !extends_)
      return fail(
        'not-connected',
        'A new word must start or end on a letter already on the board, or extend a word that is there.',
      );
    return ok(true);
  }
  const touches = scored.words.some((w) => w.squares.some((s) => isOld(s.row, s.col)));
  if (!touches)
    return fail(
      'not-connected',
      'Your word must connect to the words on the board: use a letter already there or put a tile next to one.',
    );
  return ok(true);
}

/** Words the lexicon does not know, or an empty list. */
export function unknownWords(g: GameContext, lexicon: Lexicon, scored: ScoredPlay): string[] {
  return scored.words.map((w) => w.word).filter((w) => !g.isWord(lexicon, w));
}

export function wordNotInLexicon(words: readonly string[], lexiconId: string): Result<never> {
  const list = words.join(', ');
  return fail(
    'word-not-in-lexicon',
    `${list} ${words.length === 1 ? 'is' : 'are'} not in the ${lexiconId} word list. Try another word or place.`,
  );
}

export function scoreOf(
  g: GameContext,
  board: Board,
  placements: readonly Placement[],
): ScoredPlay {
  return scorePlay(g.rules, g.layout, board, placements);
}
