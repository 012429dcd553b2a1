// Plain-text pieces of crossword emails: readable in any client and by a screen reader.
import { signed } from '../../engine/crossword/flow';
import type { CrosswordView, MoveView } from '../../engine/crossword/view';

export function boardLines(view: CrosswordView): string[] {
  return ['Board:', ...view.boardText];
}

export function playerLines(view: CrosswordView, viewerSeat: number | null): string[] {
  const lines = Array.from(view.players, (p) => {
    const you = p.seat === viewerSeat ? ' (you)' : '';
    const turn = view.toMove === p.seat ? '  <- to play' : '';
    return `  ${p.name}${you}: ${p.score}${turn}`;
  });
  return ['Scores:', ...lines, `Tiles in the bag: ${view.bagCount}`];
}

/**
 * Tile tracking: "Unseen tiles (93, 86 in the bag): A×9 B×2 … ?×2" — the bag and the other
 * racks by letter. Null where letters are unlimited (Scribble) or once the game is over.
 */
export function unseenLine(view: CrosswordView, viewerSeat: number | null): string | null {
  if (!view.unseen || view.unseen.length === 0 || view.over) return null;
  const total = view.unseen.reduce((n, t) => n + t.count, 0);
  const tiles = Array.from(view.unseen, (t) => (t.count > 1 ? `${t.letter}×${t.count}` : t.letter));
  // Where the unseen tiles are: the bag, and each hidden rack by its owner (the tile count a
  // player tracks against, as Woogles shows it).
  const racks = Array.from(
    view.players.filter((p) => p.seat !== viewerSeat && !p.rack),
    (p) => `${p.rackCount} on ${p.name}'s rack`,
  );
  return `Unseen tiles (${total}: ${[`${view.bagCount} in the bag`, ...racks].join(', ')}): ${tiles.join(' ')}`;
}

/**
 * What the reader's own exchange did to their rack, told to them alone: "You put back Q V W and
 * drew E I N." An older game recorded no draw, and Open Jamble draws in a later refill: then only
 * what went. Null for anyone else's exchange (the view names no tiles there).
 */
export function exchangeSentence(move: MoveView, viewerSeat: number | null): string | null {
  if (move.kind !== 'exchange' || move.seat !== viewerSeat || !move.exchange) return null;
  const { gave, drew } = move.exchange;
  if (gave.length === 0) return null;
  const drawn = drew.length > 0 ? ` and drew ${drew.join(' ')}` : '';
  return `You put back ${gave.join(' ')}${drawn}.`;
}

/**
 * The news as the reader reads it: after the sentence of the reader's latest exchange, which
 * tiles went and came. Only the latest: an older exchange with the same sentence is old news.
 */
export function happenedLines(
  happened: readonly string[],
  view: CrosswordView,
  viewerSeat: number | null,
): string[] {
  const own = view.moves.findLast((m) => m.seat === viewerSeat && m.kind === 'exchange');
  const told = own ? exchangeSentence(own, viewerSeat) : null;
  const at = own && told ? happened.lastIndexOf(own.text) : -1;
  if (at < 0 || !told) return [...happened];
  return [...happened.slice(0, at + 1), told, ...happened.slice(at + 1)];
}

export function rackLine(view: CrosswordView): string | null {
  if (!view.rack || view.rack.length === 0) return null;
  return `Your rack: ${Array.from(view.rack, (t) => `${t.letter}(${t.value})`).join(' ')}`;
}

/**
 * The words on the board now, read off the board (so a word later extended, PLANE → PLANES, is
 * listed once as it reads now), across then down, each with its first square: for readers who
 * cannot scan a grid.
 */
export function wordsOnBoardLines(view: CrosswordView): string[] {
  const at = (row: number, col: number) => view.squares[row]?.[col] ?? null;
  const read = (across: boolean): string[] => {
    const found: string[] = [];
    for (let line = 0; line < view.size; line++) {
      let word = '';
      let start = '';
      for (let pos = 0; pos <= view.size; pos++) {
        const square = across ? at(line, pos) : at(pos, line);
        if (square?.letter) {
          if (word === '') start = square.coord;
          word += square.letter;
          continue;
        }
        if (word.length >= 2) found.push(`${word} (${start})`);
        word = '';
      }
    }
    return found;
  };
  const across = read(true);
  const down = read(false);
  if (across.length + down.length === 0) return [];
  return [
    'Words on the board:',
    ...(across.length ? [`  Across: ${across.join(', ')}`] : []),
    ...(down.length ? [`  Down: ${down.join(', ')}`] : []),
  ];
}

/**
 * Once the game is over: how it ended, every end-of-game adjustment with its reason, the final
 * scores, and the seed the first email committed to, with how to check it and the bag.
 */
export function endOfGameLines(view: CrosswordView): string[] {
  if (!view.over || !view.result) return [];
  const name = (seat: number) => view.players[seat]?.name ?? `Seat ${seat + 1}`;
  const lines = [`How it ended: ${view.result.reason}`];
  if (view.result.adjustments.length === 0) lines.push('No end-of-game adjustments.');
  for (const a of view.result.adjustments)
    lines.push(`End of game: ${name(a.seat)} ${signed(a.delta)}, ${a.reason}.`);
  lines.push(
    `Final scores: ${Array.from(view.result.final, (score, seat) => `${name(seat)} ${score}`).join(', ')}.`,
  );
  return [...lines, ...seedLines(view)];
}

/** The revealed seed and how anyone checks it against the commitment and re-derives the bag. */
export function seedLines(view: CrosswordView): string[] {
  if (view.seed === null) return [];
  return [
    `Fair play: the bag was shuffled from the seed "${view.seed}".`,
    `Check it: the SHA-256 of "wordmail-commitment:${view.seed}" must be ${view.commitment}, the commitment in the game's first email (for example: printf '%s' 'wordmail-commitment:${view.seed}' | sha256sum).`,
    'The bag order is that seed’s shuffle of the tile set (deriveBagOrder in engine/commitment.ts of the Wordmail source), so every draw can be replayed; the attached GCG record has every move.',
  ];
}
