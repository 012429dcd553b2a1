// The rack each move was made from: replayed from the seed, or worked back from the final racks.
import type { Lexicon } from '../../../dictionaries/lexicon';
import { applyInPlace } from '../apply';
import { withoutTiles } from '../bag';
import type { GameContext } from '../context';
import { parseFor } from '../kind';
import { exchangedTilesOf } from '../notation';
import type { CrosswordState, MoveRecord } from '../rules';
import { setup } from '../setup';

/**
 * For each move of the log, the mover's rack before it (for a withdrawal: the rack the phony was
 * played from, as GCG writes it); null where it cannot be known.
 */
export function racksBeforeMoves(g: GameContext, state: CrosswordState): (string[] | null)[] {
  return racksByReplay(g, state) ?? racksWorkedBack(g, state);
}

/**
 * The same racks as tile multisets, their order not kept (the GCG record sorts every rack), for
 * the game-over export on the turn itself. Worked back from the log when it names every draw, as
 * every game recorded since December 2026 does: a pass over the log, where the replay re-validates
 * and re-scores every move from the seed (about four fifths of the export's CPU). For a game the
 * engine played, both give every rack the same tiles. Where the log leaves a rack unknown, the
 * replay as before.
 */
export function rackTilesBeforeMoves(g: GameContext, state: CrosswordState): (string[] | null)[] {
  const workedBack = racksWorkedBack(g, state);
  return workedBack.every((rack) => rack !== null) ? workedBack : racksBeforeMoves(g, state);
}

/**
 * The move log replayed from the seed, as the engine promises it can be. Challenges must come
 * out as they did, so the stand-in lexicon refuses exactly the words of withdrawn plays (those
 * of plays that survived a challenge excepted). Null when the replay does not end in the
 * recorded racks (a game whose state was set up by hand).
 */
function racksByReplay(g: GameContext, state: CrosswordState): (string[] | null)[] | null {
  const kept = new Set(state.moves.filter((m) => m.kind === 'challenge').flatMap((m) => m.words));
  const refused = new Set(
    state.moves.filter((m) => m.kind === 'withdrawn').flatMap((m) => m.words),
  );
  const lexicon: Lexicon = {
    id: g.config.lexicon,
    size: 0,
    has: (word) => kept.has(word) || !refused.has(word),
  };
  let replayed = setup(
    g.config,
    state.names.map((name) => ({ name })),
    state.seed,
  );
  const before: (string[] | null)[] = [];
  for (const [i, move] of state.moves.entries()) {
    before.push(
      move.kind === 'withdrawn'
        ? (before[i - 1] ?? null)
        : (replayed.racks[move.seat] ?? []).slice(),
    );
    const command = parseFor(move.notation, g.config);
    if (!command.ok) return null;
    // The replay owns its state: no copy per move.
    const applied = applyInPlace(g.config, replayed, move.by ?? move.seat, command.value, lexicon);
    if (!applied.ok) return null;
    replayed = applied.value.state;
  }
  const same = (a: string[][], b: string[][]) => JSON.stringify(a) === JSON.stringify(b);
  return same(replayed.racks, state.racks) ? before : null;
}

/**
 * Worked back from the final racks through what each move used and drew. A random-refill
 * exchange recorded before December 2026 did not keep what it drew, so in those games that seat's
 * earlier racks stay unknown.
 */
function racksWorkedBack(g: GameContext, state: CrosswordState): (string[] | null)[] {
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
  return exchangedTilesOf(move.notation, { size: g.layout.size, letters: g.letters });
}
