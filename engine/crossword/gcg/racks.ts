// The rack each move was made from, worked back from the final racks through the move log.
import { withoutTiles } from '../bag';
import type { GameContext } from '../context';
import { parseCommand } from '../notation';
import type { CrosswordState, MoveRecord } from '../rules';

/**
 * For each move of the log, the mover's rack before it (for a withdrawal: the rack the phony was
 * played from, as GCG writes it), or null where the log cannot tell: a random-refill exchange
 * does not record what it drew, so that seat's earlier racks are unknown.
 */
export function racksBeforeMoves(g: GameContext, state: CrosswordState): (string[] | null)[] {
  const racks: (string[] | null)[] = state.racks.map((r) => r.slice());
  const before: (string[] | null)[] = [];
  for (let i = state.moves.length - 1; i >= 0; i--) {
    const move = state.moves[i]!;
    const after = racks[move.seat] ?? null;
    let rack: string[] | null = after;
    if (after && move.kind === 'play') {
      rack = withoutTiles(after, move.drawn)?.concat(move.used) ?? null;
    } else if (after && move.kind === 'refill') {
      rack = withoutTiles(after, move.drawn);
    } else if (after && move.kind === 'exchange') {
      const exchanged = exchangedTiles(g, move);
      const drawnLater = g.ruleset.refill === 'open' || move.drawn.length === exchanged.length;
      rack = drawnLater ? (withoutTiles(after, move.drawn)?.concat(exchanged) ?? null) : null;
    } else if (after && move.kind === 'withdrawn') {
      // The phony's tiles came back and its draw went back to the bag: the rack is as before it.
      const phony = state.moves[i - 1];
      rack = phony ? (withoutTiles(after.concat(phony.drawn), phony.used) ?? null) : null;
      racks[move.seat] = rack;
      before[i] = after;
      continue;
    }
    racks[move.seat] = rack;
    before[i] = rack;
  }
  return before;
}

/** The tiles an exchange put back, read from its notation with the engine's own parser. */
export function exchangedTiles(g: GameContext, move: MoveRecord): string[] {
  const command = parseCommand(move.notation, { size: g.layout.size, letters: g.letters });
  return command.ok && command.value.type === 'exchange' ? command.value.tiles : [];
}
