// Plain-text pieces of crossword emails: readable in any client and by a screen reader.
import type { CrosswordView } from '../../engine/crossword/view';

export function boardLines(view: CrosswordView): string[] {
  return ['Board:', ...view.boardText];
}

export function playerLines(view: CrosswordView, viewerSeat: number | null): string[] {
  const lines = view.players.map((p) => {
    const you = p.seat === viewerSeat ? ' (you)' : '';
    const turn = view.toMove === p.seat ? '  <- to play' : '';
    return `  ${p.name}${you}: ${p.score}${turn}`;
  });
  return ['Scores:', ...lines, `Tiles in the bag: ${view.bagCount}`];
}

export function rackLine(view: CrosswordView): string | null {
  if (!view.rack || view.rack.length === 0) return null;
  return `Your rack: ${view.rack.map((t) => `${t.letter}(${t.value})`).join(' ')}`;
}

/** The words on the board, in the order they were played, for readers who cannot scan a grid. */
export function wordsOnBoardLines(view: CrosswordView): string[] {
  const plays: string[][] = [];
  for (const move of view.moves) {
    if (move.kind === 'play') plays.push(move.words);
    // A play taken back after a challenge left the board.
    if (move.kind === 'withdrawn') plays.pop();
  }
  const words = plays.flat();
  if (words.length === 0) return [];
  return ['Words on the board:', `  ${words.join(', ')}`];
}
