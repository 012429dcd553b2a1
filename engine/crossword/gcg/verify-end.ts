// End-of-game lines of a record against the ruleset's own end-game adjustment (Ruleset.finish).

import { rackValue } from '../bag';
import type { GameContext } from '../context';
import { allTiles } from '../tilesets';
import type { Board } from '../types';
import { boardTiles, missing, rackTiles } from './supply';
import type { GcgEndRack } from './types';

// Scores high enough that no floor at 0 (Jamble) trims a rack deduction.
const ROOMY = 1_000_000;

export type EndRackCheck =
  | { ok: true }
  | { ok: false; computed: number }
  | { ok: false; code: string; message: string };

/**
 * `(TILES) +N`: the player went out and takes the others' racks — once (1× convention, the
 * others' lines deduct) or twice (2×, one line for both). `(TILES) -N`: the player loses their
 * own rack, at the end or after a run of scoreless turns; `before` is their total until then.
 */
export function checkEndRack(
  g: GameContext,
  event: GcgEndRack,
  before: number,
  board: Board,
): EndRackCheck {
  const tiles = rackTiles(event.tiles);
  // Tiles left on racks at the end cannot be tiles on the board.
  const unseen = missing(allTiles(g.tileSet), boardTiles(board));
  const impossible = g.ruleset.unlimited ? [] : missing(tiles, unseen);
  if (impossible.length > 0) {
    return {
      ok: false,
      code: 'end-rack-not-unseen',
      message: `(${event.tiles}) cannot be left on a rack: the board already holds every ${[...new Set(impossible)].join(', ')}`,
    };
  }
  const value = rackValue(tiles, g.tileSet.values);
  const seatDelta = (adjustments: { seat: number; delta: number }[]) =>
    adjustments.filter((a) => a.seat === 0).reduce((sum, a) => sum + a.delta, 0);

  if (event.score < 0) {
    const rack = rackTiles(event.rack);
    if (event.rack && (missing(rack, tiles).length > 0 || missing(tiles, rack).length > 0)) {
      return {
        ok: false,
        code: 'end-rack-not-rack',
        message: `(${event.tiles}) is not the rack ${event.rack} written on the same line`,
      };
    }
    const loss = seatDelta(g.ruleset.finish([before, ROOMY], [value, 0], null).adjustments);
    return event.score === loss ? { ok: true } : { ok: false, computed: loss };
  }
  const gain = seatDelta(g.ruleset.finish([ROOMY, ROOMY], [0, value], 0).adjustments);
  if (event.score === gain || (gain > 0 && event.score === 2 * gain)) return { ok: true };
  return { ok: false, computed: gain > 0 ? 2 * gain : 0 };
}
