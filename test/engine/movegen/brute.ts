// A deliberately naive play finder for small boards: every segment × every word × every way to use
// blanks, checked and scored by the rules engine's own scorePlay. The reference the GADDAG must match.
import { isEmptyBoard, squareAt } from '../../../engine/crossword/board';
import type { MoveGenRules } from '../../../engine/crossword/movegen/index';
import { scorePlay } from '../../../engine/crossword/scoring';
import type { Board, Placement } from '../../../engine/crossword/types';

/** Placements sorted by square, as one string: the identity of a play. */
export function playKey(placements: readonly Placement[]): string {
  return [...placements]
    .sort((a, b) => a.row - b.row || a.col - b.col)
    .map((p) => `${p.row},${p.col}${p.blank ? p.letter.toLowerCase() : p.letter}`)
    .join(' ');
}

/** Every legal play as key → score. `words` is the whole lexicon as a list. */
export function brutePlays(
  words: readonly string[],
  setup: MoveGenRules,
  board: Board,
  rack: readonly string[],
): Map<string, number> {
  const n = board.size;
  const extra = new Set(setup.extraWords ?? []);
  const known = new Set(words);
  const twos = setup.twoLetterWords ? new Set(setup.twoLetterWords) : null;
  const isWord = (w: string) =>
    twos !== null && w.length === 2 ? twos.has(w) : known.has(w) || extra.has(w);
  const dictionary = [...new Set([...words, ...extra])];
  const empty = isEmptyBoard(board);
  const found = new Map<string, number>();
  for (const across of [true, false]) {
    for (let line = 0; line < n; line++) {
      const at = (pos: number) =>
        across ? squareAt(board, line, pos) : squareAt(board, pos, line);
      const coord = (pos: number) => (across ? { row: line, col: pos } : { row: pos, col: line });
      for (let s = 0; s < n; s++) {
        if (s > 0 && at(s - 1)) continue;
        for (let e = s + 1; e < n; e++) {
          if (e < n - 1 && at(e + 1)) continue;
          for (const word of dictionary) {
            if (word.length !== e - s + 1) continue;
            const spots: { pos: number; letter: string }[] = [];
            let fits = true;
            for (let i = 0; i < word.length; i++) {
              const there = at(s + i);
              if (there && there.letter !== word[i]) fits = false;
              if (!there) spots.push({ pos: s + i, letter: word[i] as string });
            }
            if (!fits || spots.length === 0) continue;
            for (const blanks of blankChoices(
              spots.map((x) => x.letter),
              rack,
              setup.unlimited ?? false,
            )) {
              const placements = spots.map((x, i) => ({
                ...coord(x.pos),
                letter: x.letter,
                blank: blanks[i] as boolean,
              }));
              const scored = scorePlay(setup.rules, setup.layout, board, placements);
              if (!scored.words.every((w) => isWord(w.word))) continue;
              if (!connected(setup, board, empty, placements, scored.words)) continue;
              found.set(playKey(placements), scored.score);
            }
          }
        }
      }
    }
  }
  return found;
}

/** Every way to take `letters` from the rack: for each letter, a real tile or a blank. */
function blankChoices(letters: string[], rack: readonly string[], unlimited: boolean): boolean[][] {
  if (unlimited) return [letters.map(() => false)];
  const out: boolean[][] = [];
  const left = new Map<string, number>();
  for (const t of rack) left.set(t, (left.get(t) ?? 0) + 1);
  const pick = (i: number, chosen: boolean[]) => {
    if (i === letters.length) {
      out.push([...chosen]);
      return;
    }
    for (const tile of [letters[i] as string, '?']) {
      const count = left.get(tile) ?? 0;
      if (count === 0) continue;
      left.set(tile, count - 1);
      chosen.push(tile === '?');
      pick(i + 1, chosen);
      chosen.pop();
      left.set(tile, count);
    }
  };
  pick(0, []);
  return out;
}

function connected(
  setup: MoveGenRules,
  board: Board,
  empty: boolean,
  placements: Placement[],
  words: { squares: { row: number; col: number }[] }[],
): boolean {
  if (empty) {
    const { row, col } = setup.layout.centre;
    return placements.some((p) => p.row === row && p.col === col);
  }
  const old = (s: { row: number; col: number }) => squareAt(board, s.row, s.col) !== null;
  if (setup.connection === 'ends') {
    const main = words[0]?.squares ?? [];
    const first = main[0];
    const last = main[main.length - 1];
    if ((first && old(first)) || (last && old(last))) return true;
    return words.slice(1).some((w) => w.squares.some(old));
  }
  return words.some((w) => w.squares.some(old));
}
